import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));
const rendererOut = process.env.HEXMARCH_DIST ?? '../dist/renderer';

/**
 * The order tent's phone page (issue 28): one small page of its own, built into dist/renderer/tent, which is all the
 * tent's server serves. vite.config.ts runs this build after the renderer's, so `vite build` makes both.
 */
export default defineConfig({
  root: 'renderer',
  base: './',
  resolve: { alias: { '@shared': sharedDir } },
  build: {
    outDir: path.join(rendererOut, 'tent'),
    emptyOutDir: true,
    rollupOptions: { input: fileURLToPath(new URL('./renderer/phone.html', import.meta.url)) },
  },
});
