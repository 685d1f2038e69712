import type { ElectronBinary } from './electronBinary';

/** What `npm start` does. */
export type StartPlan =
  | { readonly mode: 'electron'; readonly binary: string }
  | { readonly mode: 'browser'; readonly port: number; readonly url: string; readonly message: string };

/** The browser edition's address; always loopback, so the app is never exposed to the network. */
export function browserEditionUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/**
 * Runs the desktop app when Electron's binary is installed, else serves the browser edition and says why.
 * The renderer is the same build either way; the platform bridge tells it which edition it is.
 */
export function decideStart(electron: ElectronBinary, port: number): StartPlan {
  if (electron.found) return { mode: 'electron', binary: electron.path };
  const url = browserEditionUrl(port);
  const why =
    electron.reason === 'not-installed'
      ? "Electron's binary is not installed (it cannot be downloaded on this machine)"
      : `Electron's binary is missing (expected at ${electron.expectedPath ?? 'node_modules/electron/dist'})`;
  return {
    mode: 'browser',
    port,
    url,
    message: `${why}, so Hexmarch runs as the browser edition: open ${url}`,
  };
}
