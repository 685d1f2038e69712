import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecoveryStore } from '../../../electron/files/recoveryStore';

let userData: string;
beforeEach(() => {
  userData = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-recovery-'));
});
afterEach(() => rmSync(userData, { recursive: true, force: true }));

describe('RecoveryStore', () => {
  it('writes, reads and clears the recovery copy atomically, leaving no temp file', async () => {
    const store = new RecoveryStore(userData);
    await store.write('{"format":"hexmarch","a":1}');
    await store.write('{"format":"hexmarch","a":2}');
    await expect(store.read()).resolves.toBe('{"format":"hexmarch","a":2}');
    expect(readdirSync(path.dirname(store.filePath))).toEqual(['unsaved.hexmarch']);
    await store.write(null);
    await expect(store.read()).resolves.toBeNull();
  });

  it('tidies away the temp file of a write killed half-way', async () => {
    const store = new RecoveryStore(userData);
    await store.write('{"format":"hexmarch"}');
    writeFileSync(
      path.join(path.dirname(store.filePath), '.unsaved.hexmarch.hexmarch-temp-00000000abcd'),
      '{"fo',
    );
    await store.write('{"format":"hexmarch","b":1}');
    expect(readdirSync(path.dirname(store.filePath))).toEqual(['unsaved.hexmarch']);
  });
});
