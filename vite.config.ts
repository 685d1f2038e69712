import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));

export default defineConfig({
  root: 'renderer',
  // Relative asset URLs so the same build loads from Electron's app:// protocol and from a web server.
  base: './',
  plugins: [react()],
  resolve: { alias: { '@shared': sharedDir } },
  build: { outDir: '../dist/renderer', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
