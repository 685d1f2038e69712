import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview, type InlineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '..', '..');

export interface CanvasPage {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Builds bench/canvas/ (its own Vite entry, the real renderer canvas code) into a temp dir and serves it on
 * 127.0.0.1 with Vite's preview server on a free port (`minify: false` keeps function names for CPU profiles). The app's vite.config.ts is not used: its root is renderer/.
 */
export async function serveCanvasPage(options: { minify?: boolean } = {}): Promise<CanvasPage> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'hexmarch-canvas-bench-'));
  const config: InlineConfig = {
    configFile: false,
    root: here,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@shared': path.join(projectRoot, 'shared') } },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000, minify: options.minify ?? true },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  };
  await build(config);
  const server = await preview(config);
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('The canvas bench server has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}/index.html`,
    close: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
