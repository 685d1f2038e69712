/** Runs `stop` once on Ctrl-C or SIGTERM (Playwright stops its webServer that way), then exits. */
export function stopOnSignal(stop: () => Promise<void> | void): void {
  let stopping = false;
  const handler = (): void => {
    if (stopping) return;
    stopping = true;
    void Promise.resolve(stop()).finally(() => process.exit(0));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}
