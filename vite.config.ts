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
  build: {
    outDir,
    emptyOutDir: true,
    // Issue 27: one 1.8 MB chunk drew Vite's size warning. The libraries go to chunks of their own (loaded in
    // parallel and cached across releases that change only our code), and the engine (shared/) to one of its own; jsPDF's html2canvas and canvg stay the lazy chunks they were. That keeps every chunk under Vite's
    // default 500 kB limit, so the warning stays meaningful rather than raised out of the way.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-redux|@reduxjs|redux|immer|reselect)[\\/]/,
              priority: 30,
            },
            {
              name: 'konva',
              test: /node_modules[\\/](konva|react-konva|its-fine|react-reconciler)[\\/]/,
              priority: 30,
            },
            { name: 'pdf', test: /node_modules[\\/](jspdf|fflate|@babel[\\/]runtime)[\\/]/, priority: 30 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
            // Issue 31: the Azgaar import's nearest-cell search (d3-delaunay with delaunator), apart from the engine.
            {
              name: 'delaunay',
              test: /node_modules[\\/](d3-delaunay|delaunator|robust-predicates)[\\/]/,
              priority: 30,
            },
            // Issue 32: i18next with react-i18next, and the catalogues (every language's strings) apart from the engine.
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
              priority: 30,
            },
            // One chunk per language: together they pass Vite's 500 kB warning limit (issue 32's whole catalogues).
            { name: 'catalogues-en', test: /[\\/]shared[\\/]i18n[\\/]locales[\\/]en[\\/]/, priority: 25 },
            { name: 'catalogues-de', test: /[\\/]shared[\\/]i18n[\\/]locales[\\/]de[\\/]/, priority: 25 },
            // Issues 31 and 33: what moves maps in and out (Azgaar import, the exports for other tools) and the
            // chronicle builder are used only from their dialogs, so they ride apart from the engine every screen needs.
            {
              name: 'interchange',
              test: /[\\/]shared[\\/](interchange|export|chronicle)[\\/]/,
              priority: 21,
            },
            // The rules engine and map code (shared/), used by every screen.
            { name: 'engine', test: /[\\/]shared[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
