import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skirmishHexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { ASSAULT_RECORD_FORMAT, assaultRecordText } from '@shared/rulesets/assault';
import { draftInput, EXAMPLE_DRAFT } from '../../renderer/src/rulesets/assault/assaultDraft';
import { runCli } from '../../scripts/cli/runCli';
import { fortressBattleDocument } from '../shared/balance/fortressBattleFixture';

function memoryIo() {
  const out: string[] = [];
  const error: string[] = [];
  return { io: { out: (l: string) => out.push(l), error: (l: string) => error.push(l) }, out, error };
}

const folder = mkdtempSync(join(tmpdir(), 'hexmarch-balance-kinds-'));
const json = (name: string) => JSON.parse(readFileSync(join(folder, name), 'utf8'));

describe('hexmarch balance on the sub-games (issue 16)', () => {
  const assaultFile = join(folder, 'assault.json');
  writeFileSync(
    assaultFile,
    assaultRecordText({
      format: ASSAULT_RECORD_FORMAT,
      version: 1,
      title: 'Assault on the stronghold',
      names: { besieger: 'Besiegers', defender: 'Garrison' },
      input: draftInput(EXAMPLE_DRAFT, 1) as never,
      commands: [],
    }),
  );

  it('reports on a saved assault as it is: outcome rates, turns and losses, the same JSON twice', async () => {
    for (const name of ['a1.json', 'a2.json']) {
      const { io, out } = memoryIo();
      const args = ['balance', assaultFile, '--runs', '60', '--threads', '2', '--json', join(folder, name)];
      expect(await runCli(args, io)).toBe(0);
      expect(out[0]).toBe(
        'Balance report: 60 assaults auto-resolved, Assault on the stronghold (seeds 1…60)',
      );
      expect(out.join('\n')).toMatch(/Garrison troops lost: \d+\.\d ± /);
    }
    const report = json('a1.json');
    expect(json('a2.json')).toEqual(report);
    expect(report.ruleset).toBe('assault');
    expect(report.outcomes.reduce((n: number, o: { rate: { count: number } }) => n + o.rate.count, 0)).toBe(
      60,
    );
    expect(report.sides.map((s: { name: string }) => s.name)).toEqual(['Besiegers', 'Garrison']);
  }, 120_000);

  it('reports on a campaign’s fortress battle with --kind assault, and says when there is none', async () => {
    const withBattle = join(folder, 'siege.hexmarch');
    writeFileSync(withBattle, serializeHexmarchFile(fortressBattleDocument(), '0.1.0'));
    const { io, out } = memoryIo();
    const args = [
      'balance',
      withBattle,
      '--kind',
      'assault',
      '--runs',
      '20',
      '--json',
      join(folder, 's.json'),
    ];
    expect(await runCli(args, io)).toBe(0);
    expect(out[0]).toMatch(/^Balance report: 20 assaults auto-resolved, Assault on /);
    expect(json('s.json').runs).toBe(20);

    const plain = join(folder, 'plain.hexmarch');
    writeFileSync(plain, serializeHexmarchFile(skirmishHexmarchDocument(), '0.1.0'));
    const none = memoryIo();
    expect(await runCli(['balance', plain, '--kind', 'assault', '--runs', '5'], none.io)).toBe(2);
    expect(none.error[0]).toMatch(/no fortress battle waiting for an assault \(LOC-7/);
  }, 120_000);

  it('plays a defense setup with --kind defense --players --difficulty, no file needed', async () => {
    const { io, out } = memoryIo();
    const args = ['balance', '--kind', 'defense', '--players', '2', '--difficulty', '4', '--runs', '30'];
    expect(await runCli([...args, '--json', join(folder, 'd.json')], io)).toBe(0);
    expect(out[0]).toBe(
      'Balance report: 30 defense games auto-played, Settlement defense: 2 players, difficulty 4 (seeds 1…30)',
    );
    const report = json('d.json');
    expect(report.ruleset).toBe('defense');
    expect(report.sides[0].wins.of).toBe(30);
    expect(report.influence.counts.length).toBeGreaterThan(0);
  }, 120_000);

  it('refuses sub-game flags that do not go together, in one line', async () => {
    const first = memoryIo();
    expect(await runCli(['balance', assaultFile, '--players', '2'], first.io)).toBe(2);
    expect(first.error).toEqual([
      '--players and --difficulty go with --kind defense. (hexmarch --help lists the options)',
    ]);
    const second = memoryIo();
    expect(await runCli(['balance', assaultFile, '--kind', 'siege'], second.io)).toBe(2);
    expect(second.error[0]).toContain('--kind is campaign, assault or defense, not "siege".');
    const third = memoryIo();
    expect(await runCli(['balance', '--kind', 'defense'], third.io)).toBe(2);
    expect(third.error[0]).toContain('no defense game: name one with --players N --difficulty 1-4');
  });
});
