import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readAzgaarWorld, type AzgaarWorld } from '@shared/interchange/azgaar';
import { generateAzgaarWorld, type GeneratedWorldFacts } from '../../../fixtures/azgaar/generateAzgaarWorld';

/** The hand-made fixture's text: 40 cells, six burgs that count, one removed, two rivers (one a tributary). */
export const LITTLE_MARCHES = readFileSync(
  fileURLToPath(new URL('../../../fixtures/azgaar/little-marches.json', import.meta.url)),
  'utf8',
);

export function worldOf(text: string): AzgaarWorld {
  const read = readAzgaarWorld(text);
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

let generated: { text: string; world: AzgaarWorld; facts: GeneratedWorldFacts } | undefined;

/** The generated 10,000-cell world (built once per test file: it is 6 MB of JSON). */
export function tenThousandCellWorld(): { text: string; world: AzgaarWorld; facts: GeneratedWorldFacts } {
  if (!generated) {
    const { json, facts } = generateAzgaarWorld({ cellsDesired: 10_000, seed: 7 });
    const text = JSON.stringify(json);
    generated = { text, world: worldOf(text), facts };
  }
  return generated;
}
