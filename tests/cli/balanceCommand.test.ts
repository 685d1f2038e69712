import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeHexmarchFile } from '@shared/file';
import { runCli } from '../../scripts/cli/runCli';
import { generatedDocument } from '../shared/file/documentFactory';

function memoryIo() {
  const out: string[] = [];
  const error: string[] = [];
  return { io: { out: (l: string) => out.push(l), error: (l: string) => error.push(l) }, out, error };
}

describe('hexmarch balance (issue 16)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hexmarch-balance-'));
  const campaignFile = join(folder, 'c.hexmarch');
  writeFileSync(campaignFile, serializeHexmarchFile(generatedDocument(3, 0), '0.1.0'));

  it('plays the runs on worker threads and writes the same numbers as JSON, twice alike', async () => {
    const reports = [];
    for (const name of ['a.json', 'b.json']) {
      const { io, out } = memoryIo();
      const code = await runCli(
        ['balance', campaignFile, '--runs', '6', '--threads', '2', '--json', join(folder, name)],
        io,
      );
      expect(code).toBe(0);
      expect(out[0]).toContain('6 campaigns auto-played');
      reports.push(JSON.parse(readFileSync(join(folder, name), 'utf8')));
    }
    expect(reports[0].runs).toBe(6);
    expect(reports[1]).toEqual(reports[0]);
    const wins = reports[0].sides.reduce((n: number, s: { wins: { count: number } }) => n + s.wins.count, 0);
    expect(wins + reports[0].draws.count + reports[0].unfinished.count).toBe(6);
  }, 120_000);

  it('refuses to replace an existing JSON file without --force, and a map without a campaign', async () => {
    const { io, error } = memoryIo();
    expect(await runCli(['balance', campaignFile, '--runs', '2', '--json', join(folder, 'a.json')], io)).toBe(
      2,
    );
    expect(error[0]).toMatch(/already exists; add --force/);
    const mapOnly = join(folder, 'map.hexmarch');
    writeFileSync(mapOnly, serializeHexmarchFile(generatedDocument(3, null), '0.1.0'));
    const second = memoryIo();
    expect(await runCli(['balance', mapOnly, '--runs', '2'], second.io)).toBe(2);
    expect(second.error[0]).toMatch(/no campaign/);
  });

  it('plays Firestorm on the file’s map with --ruleset firestorm: faction win rates, glory victories', async () => {
    const { io, out } = memoryIo();
    const json = join(folder, 'fs.json');
    const code = await runCli(
      ['balance', campaignFile, '--ruleset', 'firestorm', '--factions', '2', '--runs', '4', '--json', json],
      io,
    );
    expect(code).toBe(0);
    expect(out[0]).toContain('4 Firestorm campaigns auto-played');
    expect(out.join('\n')).toContain('Territories conquered most often');
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(report.ruleset).toBe('firestorm');
    expect(report.sides.map((s: { name: string }) => s.name)).toEqual(['Order', 'Chaos']);
    const decided = report.causes.filter((c: { cause: string }) => c.cause !== 'unfinished');
    for (const { cause } of decided) expect(['glory', 'shared']).toContain(cause);
  }, 120_000);

  it('refuses --factions without --ruleset firestorm, and an unknown ruleset', async () => {
    const first = memoryIo();
    expect(await runCli(['balance', campaignFile, '--factions', '3'], first.io)).toBe(2);
    expect(first.error[0]).toContain('--factions goes with --ruleset firestorm.');
    const second = memoryIo();
    expect(await runCli(['balance', campaignFile, '--ruleset', 'defense'], second.io)).toBe(2);
    expect(second.error[0]).toContain('--ruleset is core');
  });

  it("names a bad flag in one line, then the balance command's own usage (issue 27)", async () => {
    const { io, error } = memoryIo();
    expect(await runCli(['balance', campaignFile, '--runs', 'many'], io)).toBe(2);
    expect(error).toHaveLength(2);
    expect(error[0]).toBe('--runs must be a whole number from 1 to 100000, got many.');
    expect(error[1]).toContain('hexmarch balance <file>');
    expect(error[1]).not.toContain('hexmarch export');
  });

  it('says what is wrong with a negative count rather than "must be a number" (issue 27)', async () => {
    const { io, error } = memoryIo();
    expect(await runCli(['balance', campaignFile, '--runs', '-5'], io)).toBe(2);
    expect(error[0]).toBe('--runs must be a whole number from 1 to 100000, got -5.');
  });

  it('plays Firestorm with --policy per faction and compares policies with --compare-policy (issue 24)', async () => {
    const own = mkdtempSync(join(tmpdir(), 'hexmarch-policies-'));
    const file = join(own, 'policies.hexmarch');
    expect(
      await runCli(['new', '--ruleset', 'firestorm', '--factions', '2', '--out', file], memoryIo().io),
    ).toBe(0);
    const { io, out, error } = memoryIo();
    const json = join(own, 'policies.json');
    const args = ['balance', file, '--runs', '4', '--threads', '1', '--json', json];
    const code = await runCli(
      [...args, '--policy', 'Iron Host=defensive', '--compare-policy', 'cautious'],
      io,
    );
    expect(code, error.join(' ')).toBe(0);
    expect(out.join('\n')).toMatch(/Order policies: Iron Host defensive, Ashen Court aggressive/);
    expect(out.join('\n')).toMatch(/Battles per turn after turn 3, median campaign/);
    expect(out.join('\n')).toMatch(/Change in win rates:/);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(report.policies).toEqual({ F1: 'defensive', F2: 'aggressive' });
    expect(report.battles.perCampaign.counts.length).toBeGreaterThan(0);
    expect(report.whatIf.report.policies).toEqual({ F1: 'cautious', F2: 'cautious' });
    const bad = memoryIo();
    expect(await runCli(['balance', file, '--policy', 'reckless'], bad.io)).toBe(2);
    expect(bad.error[0]).toMatch(
      /^--policy: "reckless" is not a policy; the policies are cautious, aggressive, defensive/,
    );
    const nobody = memoryIo();
    expect(await runCli(['balance', file, '--runs', '1', '--policy', 'Orcs=aggressive'], nobody.io)).toBe(2);
    expect(nobody.error.at(-1)).toMatch(
      /There is no faction "Orcs" in this campaign; its factions are Iron Host, Ashen Court\./,
    );
  }, 120_000);
});
