import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firestormDemoDocument } from '@shared/document';
import { factionBanners } from '@shared/rulesets/firestorm';
import { checkSubmission, decodeOrderFile, orderFingerprint } from '@shared/rulesets/firestorm/submission';
import { parseCliArgs } from '../../scripts/cli/cliArgs';
import { hexmarchFileText } from '../../scripts/cli/documentFile';
import { runCli } from '../../scripts/cli/runCli';
import { TENT_SWITCHES, TENT_VALUED, tentCommand, tentOptions } from '../../scripts/cli/tentCommand';

const options = (...argv: string[]) => {
  const args = parseCliArgs(argv, TENT_VALUED, TENT_SWITCHES);
  if (!args.ok) throw new Error(args.error);
  return tentOptions(args.value);
};

describe('hexmarch tent (issue 28)', () => {
  it('refuses an address that is not this computer’s and a bad port, in one plain line', async () => {
    expect(options('c.hexmarch', '--host', '0.0.0.0')).toMatchObject({ ok: false });
    expect(options('c.hexmarch', '--host', '8.8.8.8').ok).toBe(false);
    expect(options('c.hexmarch', '--host', '127.0.0.1', '--port', '80')).toEqual({
      ok: false,
      error: '--port must be a whole number from 1024 to 65535.',
    });
    const out: string[] = [];
    const error: string[] = [];
    const code = await runCli(['tent'], { out: (l) => out.push(l), error: (l) => error.push(l) });
    expect(code).toBe(2);
    expect(error[0]).toMatch(/^Name the campaign/);
  });

  it('prints one link per faction and writes a locked faction’s orders as the order file the app imports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexmarch-tent-'));
    const file = join(dir, 'demo.hexmarch');
    const doc = firestormDemoDocument();
    writeFileSync(file, hexmarchFileText(doc));
    const state = doc.campaign!;
    if (state.ruleset !== 'firestorm') throw new Error('not firestorm');
    const opts = options(file, '--host', '127.0.0.1', '--port', '4304');
    if (!opts.ok) throw new Error(opts.error);
    const out: string[] = [];
    const orders = factionBanners(state, 'F1').map((b) => ({ banner: b.id, type: 'hold' as const }));
    let fingerprint = '';
    const code = await tentCommand(
      opts.value,
      { out: (l) => out.push(l), error: (l) => out.push(l) },
      async (tent) => {
        const link = tent.links.find((l) => l.seat === 'F1')!;
        const token = link.url.split('#')[1]!;
        const r = await fetch(`${tent.url}api/lock`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ campaign: state.name, turn: state.turn.number, orders }),
        });
        fingerprint = ((await r.json()) as { fingerprint: string }).fingerprint;
      },
    );
    expect(code).toBe(0);
    expect(out[0]).toBe(
      `The order tent for "${state.name}" is open at http://127.0.0.1:4304/ (Ctrl-C closes it).`,
    );
    expect(
      out.filter((l) => /^ {2}\S.*: http:\/\/127\.0\.0\.1:4304\/#[A-Za-z0-9_-]{43}$/.test(l)),
    ).toHaveLength(4);
    const written = join(dir, `Iron Host orders turn ${state.turn.number}.json`);
    expect(out).toContain(`Iron Host locked its orders: ${written}`);
    expect(out[out.length - 1]).toBe('The tent is closed.');
    // The file opens as any order file does, with the fingerprint the phone was given, and the engine accepts it.
    const read = await decodeOrderFile(readFileSync(written, 'utf8'));
    expect(read.ok && read.value.fingerprint).toBe(fingerprint);
    expect(fingerprint).toBe(
      await orderFingerprint({ campaign: state.name, turn: state.turn.number, faction: 'F1', orders }),
    );
    expect(read.ok && checkSubmission(state, read.value.submission).ok).toBe(true);
    expect(existsSync(file)).toBe(true);
  });
});
