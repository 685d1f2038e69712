import { runCli } from './cli/runCli';

/** `npx tsx scripts/cli.ts …` (and bin/hexmarch.mjs): the headless Hexmarch command line. */
process.exitCode = await runCli(process.argv.slice(2));
