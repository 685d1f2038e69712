// The balance worker thread's entry: registers tsx in this thread (loader hooks are per thread), then runs the
// TypeScript worker. Plain .mjs because a worker cannot start from a .ts file without a loader.
import { register } from 'tsx/esm/api';

register();
await import('./balanceWorkerMain.ts');
