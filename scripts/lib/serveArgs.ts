import { err, ok, type Result } from '@shared/result';

/** Options of scripts/serveBrowserEdition.ts (and of `npm start` in the browser edition). */
export interface ServeOptions {
  /** TCP port on 127.0.0.1; the server refuses to start if it is taken (strictPort) rather than move. */
  readonly port: number;
  /** Run `vite build` first; `--no-build` serves the existing dist/renderer (Playwright's webServer does). */
  readonly build: boolean;
}

export const DEFAULT_PORT = 4173;

export const SERVE_USAGE = 'usage: serveBrowserEdition [--port N] [--no-build]';

function parsePort(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65_535 ? port : null;
}

/** Parses `--port N` / `--port=N` and `--no-build`; anything else is an error with the usage line. */
export function parseServeArgs(argv: readonly string[]): Result<ServeOptions, string> {
  let port = DEFAULT_PORT;
  let build = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--no-build') {
      build = false;
    } else if (arg === '--port' || arg.startsWith('--port=')) {
      const text = arg === '--port' ? argv[++i] : arg.slice('--port='.length);
      const parsed = parsePort(text);
      if (parsed === null)
        return err(`--port needs a number from 1 to 65535, got ${JSON.stringify(text ?? '')}`);
      port = parsed;
    } else {
      return err(`unknown argument ${JSON.stringify(arg)}; ${SERVE_USAGE}`);
    }
  }
  return ok({ port, build });
}
