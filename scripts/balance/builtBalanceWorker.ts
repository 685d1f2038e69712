import type { BalanceWorkerScript } from './balanceWorkerScript';

/**
 * The balance worker of the compiled CLI: bundleCli.ts puts this module in place of bundleBalanceWorker.ts, and
 * `import.meta.url` is then dist-cli/hexmarch.mjs, beside which the same build wrote balanceWorker.cjs. So a user's
 * `hexmarch balance` starts its workers from a file compiled once, at install, never bundling at the call (issue 30).
 */
export function balanceWorkerScript(): Promise<BalanceWorkerScript> {
  return Promise.resolve({ file: new URL('./balanceWorker.cjs', import.meta.url) });
}
