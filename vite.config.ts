import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));
/** HEXMARCH_DIST moves the build (and what `vite preview` serves), so parallel e2e runs don't share one folder. */
const outDir = process.env.HEXMARCH_DIST ?? '../dist/renderer';

/** After the renderer, the order tent's phone page (vite.phone.config.ts), so one `vite build` makes both. */
const phonePage: Plugin = {
  name: 'hexmarch-phone-page',
  apply: 'build',
  async closeBundle() {
    await build({
      configFile: fileURLToPath(new URL('./vite.phone.config.ts', import.meta.url)),
      logLevel: 'warn',
    });
  },
};

export default defineConfig({
  root: 'renderer',
  // Relative asset URLs so the same build loads from Electron's app:// protocol and from a web server.
  base: './',
  plugins: [react(), phonePage],
  resolve: { alias: { '@shared': sharedDir } },
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
