import { existsSync } from 'node:fs';
import path from 'node:path';
import { preview, type InlineConfig } from 'vite';
import { securityHeaders } from '../../electron/contentSecurityPolicy';
import { RENDERER_DIST, VITE_PROJECT } from './buildRenderer';
import { browserEditionUrl } from './startDecision';
import { createTentController, type TentController } from '../../electron/tent/tentController';
import { PHONE_DIST } from './phonePage';
import { tentPreviewPlugin } from './tentPreviewPlugin';

/** A running browser-edition server. */
export interface RunningPreview {
  readonly url: string;
  close(): Promise<void>;
}

/** Vite preview settings: loopback only, the exact port or failure, and the desktop app's security headers. */
export function previewConfig(port: number, tent?: TentController): InlineConfig {
  return {
    ...VITE_PROJECT,
    logLevel: 'warn',
    // The order tent (issue 28): the desk opens it through this server, which runs it (loopback routes /__tent).
    plugins: tent ? [tentPreviewPlugin(tent)] : [],
    preview: { host: '127.0.0.1', port, strictPort: true, open: false, headers: securityHeaders() },
  };
}

/**
 * Serves dist/renderer on 127.0.0.1:`port` with Vite's preview server and the desktop app's CSP, so the browser
 * edition (and Playwright, which tests it) runs under the same policy as Electron. strictPort: a taken port is
 * an error, never a silent move to another port that the caller would not know about.
 */
export async function previewRenderer(port: number): Promise<RunningPreview> {
  if (!existsSync(path.join(RENDERER_DIST, 'index.html'))) {
    throw new Error(`${RENDERER_DIST}/index.html does not exist: build the renderer first (npx vite build)`);
  }
  const tent = createTentController({ phoneDir: () => PHONE_DIST });
  const server = await preview(previewConfig(port, tent));
  // Closing the browser edition's server closes the tent with it: it never outlives the app that opened it.
  return { url: browserEditionUrl(port), close: () => tent.close().then(() => server.close()) };
}
