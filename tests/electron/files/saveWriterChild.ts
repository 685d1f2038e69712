/**
 * Child process of killDuringSave.test.ts: saves two campaign texts alternately to one file, as fast as it can,
 * until it is killed. Prints "saving" once the first save has started so the parent can aim its kill.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createBackupLedger } from '../../../electron/files/backupLedger';
import { saveFileAtomically } from '../../../electron/files/saveFileAtomically';

const [target, first, second] = process.argv.slice(2) as [string, string, string];
const texts = [readFileSync(first, 'utf8'), readFileSync(second, 'utf8')];
// The backups saves wrote, kept in a file as the app keeps it, so each new child knows its predecessors' backups.
const backups = createBackupLedger(path.join(path.dirname(target), 'backups.json'));
process.stdout.write('saving\n');
// No top-level await: the test bundles this file as CommonJS, like the main process.
void (async () => {
  for (let i = 0; ; i++) {
    const result = await saveFileAtomically(target, texts[i % 2]!, { backups });
    if (!result.ok) throw new Error(result.error.message);
  }
})();
