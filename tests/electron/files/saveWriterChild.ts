/**
 * Child process of killDuringSave.test.ts: saves two campaign texts alternately to one file, as fast as it can,
 * until it is killed. Prints "saving" once the first save has started so the parent can aim its kill.
 */
import { readFileSync } from 'node:fs';
import { saveFileAtomically } from '../../../electron/files/saveFileAtomically';

const [target, first, second] = process.argv.slice(2) as [string, string, string];
const texts = [readFileSync(first, 'utf8'), readFileSync(second, 'utf8')];
process.stdout.write('saving\n');
// No top-level await: the test bundles this file as CommonJS, like the main process.
void (async () => {
  for (let i = 0; ; i++) {
    const result = await saveFileAtomically(target, texts[i % 2]!);
    if (!result.ok) throw new Error(result.error.message);
  }
})();
