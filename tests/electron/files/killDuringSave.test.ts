import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import { createRng } from '@shared/random';
import { generatedDocument } from '../../shared/file/documentFactory';
import { createBackupLedger } from '../../../electron/files/backupLedger';
import { backupPathOf, isLeftoverOf, saveFileAtomically } from '../../../electron/files/saveFileAtomically';

/** 40 in `npm test`; `HEXMARCH_KILLS=1000 npx vitest run tests/electron/files/killDuringSave.test.ts` by hand. */
const KILLS = Number(process.env.HEXMARCH_KILLS ?? 40);
let folder: string;
let writer: string;
const texts: string[] = [];

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-kill-'));
  // Bundled once so each child starts in tens of milliseconds (plain node, no TypeScript loader).
  writer = path.join(folder, 'writer.cjs');
  await build({
    entryPoints: [path.join(__dirname, 'saveWriterChild.ts')],
    outfile: writer,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    logLevel: 'silent',
  });
  // Two different campaigns of a few MB each, so a kill often lands in the middle of writing one.
  for (const [index, turns] of [
    [0, 10],
    [1, 30],
  ] as const) {
    const document = generatedDocument(40 + index, turns, { width: 120, height: 90 });
    texts.push(serializeHexmarchFile(document, '0.1.0'));
    writeFileSync(path.join(folder, `campaign-${index}.txt`), texts[index]!);
  }
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function runAndKill(target: string, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [writer, target, ...[0, 1].map((i) => path.join(folder, `campaign-${i}.txt`))],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), delayMs));
    child.once('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`writer stopped by itself: ${stderr}`)),
    );
  });
}

describe('a writer killed at random moments while saving', () => {
  it(
    `leaves the old or the new campaign on disk, complete, every one of ${KILLS} times`,
    async () => {
      const target = path.join(folder, 'Campaign.hexmarch');
      writeFileSync(target, texts[0]!);
      // A file of the GM's that merely starts with the campaign's name: no save may ever remove it (issue 9).
      const usersOwn = path.join(folder, 'Campaign.hexmarch.2024');
      writeFileSync(usersOwn, 'the 2024 season');
      const rng = createRng(2026);
      const seen = new Set<number>();
      const campaignFiles = () =>
        readdirSync(folder)
          .filter((name) => name.includes('Campaign'))
          .sort();
      let killsMidWrite = 0;
      let backupMade = false;
      for (let kill = 0; kill < KILLS; kill++) {
        await runAndKill(target, rng.int(0, 120));
        const onDisk = readFileSync(target, 'utf8');
        const which = texts.indexOf(onDisk);
        expect(which, `after kill ${kill} the file is neither campaign`).toBeGreaterThanOrEqual(0);
        seen.add(which);
        // The backup exists once the first save got past its backup step; from then on it is always whole.
        if (existsSync(backupPathOf(target))) backupMade = true;
        if (backupMade) expect(texts).toContain(readFileSync(backupPathOf(target), 'utf8'));
        if (campaignFiles().some((name) => isLeftoverOf(target, name))) killsMidWrite++;
        if ((kill + 1) % 100 === 0)
          console.log(`${kill + 1} kills, ${killsMidWrite} mid-write: no campaign lost`);
      }
      // Both campaigns were left at some point, so kills did land between and during saves.
      expect([...seen].sort()).toEqual([0, 1]);
      const loaded = loadHexmarchFile(readFileSync(target, 'utf8'));
      expect(loaded.ok).toBe(true);
      // Killed saves leave hidden temp files behind; the next save that completes tidies them away.
      console.log(`${KILLS} kills, ${killsMidWrite} of them mid-write (a temp file left): no campaign lost`);
      expect(
        (
          await saveFileAtomically(target, texts[1]!, {
            backups: createBackupLedger(path.join(folder, 'backups.json')),
          })
        ).ok,
      ).toBe(true);
      expect(campaignFiles()).toEqual([
        'Campaign (backup).hexmarch',
        'Campaign.hexmarch',
        'Campaign.hexmarch.2024',
      ]);
      expect(readFileSync(usersOwn, 'utf8')).toBe('the 2024 season');
    },
    60_000 + KILLS * 5_000,
  );
});
