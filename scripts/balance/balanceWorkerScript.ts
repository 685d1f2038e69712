/**
 * How the balance pool starts a worker: from a file built beforehand (the compiled CLI, dist-cli/balanceWorker.cjs)
 * or from source text bundled in memory (running from TypeScript).
 */
export type BalanceWorkerScript = { readonly file: URL } | { readonly source: string };
