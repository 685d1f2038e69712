import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackupLedger } from '../../../electron/files/backupLedger';
import { backupPathOf, saveFileAtomically } from '../../../electron/files/saveFileAtomically';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-backup-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the backup of a save (issue 26: never a file the app did not write)', () => {
  it("leaves the GM's own `Campaign (backup).hexmarch` alone and backs up to `Campaign (backup 2).hexmarch`", async () => {
    const target = path.join(folder, 'Campaign.hexmarch');
    const usersOwn = backupPathOf(target);
    writeFileSync(target, 'old campaign');
    writeFileSync(usersOwn, "the GM's own copy");
    const backups = createBackupLedger(path.join(folder, 'backups.json'));
    expect((await saveFileAtomically(target, 'new campaign', { backups })).ok).toBe(true);
    expect(readFileSync(usersOwn, 'utf8')).toBe("the GM's own copy");
    expect(readFileSync(backupPathOf(target, 2), 'utf8')).toBe('old campaign');
    // The next save replaces its own backup, and still not the GM's file.
    expect((await saveFileAtomically(target, 'newer campaign', { backups })).ok).toBe(true);
    expect(readFileSync(backupPathOf(target, 2), 'utf8')).toBe('new campaign');
    expect(readFileSync(usersOwn, 'utf8')).toBe("the GM's own copy");
  });

  it('knows its backups across sessions (the ledger file), and not one the GM changed since', async () => {
    const target = path.join(folder, 'Campaign.hexmarch');
    const ledger = path.join(folder, 'backups.json');
    writeFileSync(target, 'first');
    await saveFileAtomically(target, 'second', { backups: createBackupLedger(ledger) });
    expect(readFileSync(backupPathOf(target), 'utf8')).toBe('first');
    // A new session: the backup is recognised and replaced.
    await saveFileAtomically(target, 'third', { backups: createBackupLedger(ledger) });
    expect(readFileSync(backupPathOf(target), 'utf8')).toBe('second');
    // The GM writes over the backup by hand: from then on it is theirs.
    writeFileSync(backupPathOf(target), 'edited by hand, and longer');
    await saveFileAtomically(target, 'fourth', { backups: createBackupLedger(ledger) });
    expect(readFileSync(backupPathOf(target), 'utf8')).toBe('edited by hand, and longer');
    expect(readFileSync(backupPathOf(target, 2), 'utf8')).toBe('third');
  });
});
