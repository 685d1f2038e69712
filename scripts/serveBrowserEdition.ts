/**
 * `npm run preview`: serves the browser edition on 127.0.0.1.
 *   --port N     port (default 4173); taken port = error
 *   --no-build   serve the existing dist/renderer instead of running vite build first (Playwright uses this)
 */
import { buildRenderer } from './lib/buildRenderer';
import { previewRenderer } from './lib/previewRenderer';
import { stopOnSignal } from './lib/stopOnSignal';
import { parseServeArgs } from './lib/serveArgs';

const args = parseServeArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(args.error);
  process.exit(2);
}
try {
  if (args.value.build) await buildRenderer();
  const server = await previewRenderer(args.value.port);
  stopOnSignal(server.close);
  console.log(`Hexmarch browser edition: ${server.url}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
