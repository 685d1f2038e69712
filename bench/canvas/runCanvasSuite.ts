/** Runs only the canvas suite and prints its figures: `npx tsx bench/canvas/runCanvasSuite.ts`. */
import { canvasSuite } from '../suites/canvasSuite';

for (const figure of await canvasSuite.run()) console.log(JSON.stringify(figure));
