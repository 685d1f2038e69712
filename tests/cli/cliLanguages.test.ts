import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage, t } from '@shared/i18n';
import { envLanguage, takeLangFlag } from '../../scripts/cli/cliLanguage';
import { COMMANDS, runCli } from '../../scripts/cli/runCli';
import { stringsOf, untranslatedAmong } from '../i18nScan/untranslatedAmong';

/**
 * Issue 32: the CLI speaks the system's language (LC_ALL, LC_MESSAGES, LANG) or `--lang`'s, on every command's
 * help and error path; the pseudo-locale shows that no message bypasses the catalogues.
 */
const dir = mkdtempSync(join(tmpdir(), 'hexmarch-cli-lang-'));
const at = (name: string) => join(dir, name);
const campaign = at('c.hexmarch');
const mapOnly = at('map.hexmarch');
const bin = fileURLToPath(new URL('../../bin/hexmarch.mjs', import.meta.url));

async function run(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), error: (l) => error.push(l) }, env);
  return { code, out, error, lines: [...out, ...error] };
}
const pseudo = (...argv: string[]) => run({}, '--lang', 'en-XA', ...argv);

beforeAll(async () => {
  expect((await run({}, 'new', '--seed', '7', '--size', '24x18', '--out', campaign)).code).toBe(0);
  expect((await run({}, 'new', '--map-only', '--size', '20x14', '--out', mapOnly)).code).toBe(0);
  writeFileSync(at('full.pdf'), 'x');
  mkdirSync(at('site'));
  writeFileSync(at('site/old.txt'), 'x');
}, 120_000);

afterEach(() => setLanguage('en'));

/** A JSON value with every label replaced by a marker: keys, ids (`id`, `ruleset`) and figures are what stays. */
function withoutLabels(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'id' || key === 'ruleset' ? value : '<label>';
  if (Array.isArray(value)) return value.map((item) => withoutLabels(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutLabels(v, k)]));
  return value;
}

describe('the language of the CLI (issue 32)', () => {
  it('follows LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them', () => {
    expect(envLanguage({ LANG: 'de_DE.UTF-8' })).toBe('de');
    expect(envLanguage({ LANG: 'de_AT@euro' })).toBe('de');
    expect(envLanguage({ LC_MESSAGES: 'de_CH.UTF-8', LANG: 'en_GB.UTF-8' })).toBe('de');
    expect(envLanguage({ LC_ALL: 'C', LC_MESSAGES: 'de_DE.UTF-8', LANG: 'de_DE.UTF-8' })).toBe('en');
    expect(envLanguage({ LC_ALL: '', LANG: 'de_DE.UTF-8' })).toBe('de');
    expect(envLanguage({ LANG: 'fr_FR.UTF-8' })).toBe('en');
    expect(envLanguage({ LANG: 'en_XA.UTF-8' })).toBe('en-XA');
    expect(envLanguage({})).toBe('en');
  });

  it('takes --lang anywhere, in either form, and refuses a language it does not speak', () => {
    expect(takeLangFlag(['--lang', 'de', 'new', '--out', 'x'])).toEqual({
      ok: true,
      value: { argv: ['new', '--out', 'x'], language: 'de' },
    });
    expect(takeLangFlag(['new', '--lang=en-XA'])).toEqual({
      ok: true,
      value: { argv: ['new'], language: 'en-XA' },
    });
    expect(takeLangFlag(['new', '--lang', 'fr']).ok).toBe(false);
  });

  it('speaks German under LANG=de_DE.UTF-8 and --lang beats the system; the process language is put back', async () => {
    const german = await run({ LANG: 'de_DE.UTF-8' }, 'export', at('missing.hexmarch'), '--out', at('x.pdf'));
    expect(german.error[0]).toBe(
      `${at('missing.hexmarch')} kann nicht gelesen werden: Datei nicht gefunden.`,
    );
    const english = await run({ LANG: 'de_DE.UTF-8' }, '--lang', 'en', 'export', at('missing.hexmarch'));
    expect(english.error[0]).toBe('--out is required (e.g. --out map.pdf).');
    expect((await run({ LANG: 'de_DE.UTF-8' }, '--lang', 'fr')).error).toEqual([
      '--lang muss en, de oder en-XA sein, nicht „fr“.',
    ]);
    expect(currentLanguage()).toBe('en');
  });

  it('runs the installed command in German under LANG=de_DE.UTF-8, its --json output the same but for labels', () => {
    const env = { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' };
    const help = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8', env });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(
      /^Aufruf:\n {2}hexmarch export <kampagne\.hexmarch> --out karte\.pdf \[Optionen\]/,
    );
    expect(help.stdout).toContain('Exit-Codes: 0 erledigt;');
    const bad = spawnSync(process.execPath, [bin, 'export', 'x.hexmarch', '--dpi', '72', '--out', 'x.pdf'], {
      encoding: 'utf8',
      env,
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--dpi muss 150, 300 oder 600 sein, nicht „72“.');
    // Machine output keeps its keys, ids and figures whatever the language; only its labels (a report's title, the
    // outcome names a chart shows) are worded in the language of the run, like the rest of the report.
    const reportIn = (lang: string) => {
      const json = at(`report-${lang}.json`);
      const run = spawnSync(
        process.execPath,
        [
          bin,
          'balance',
          '--kind',
          'defense',
          '--players',
          '2',
          '--difficulty',
          '1',
          '--runs',
          '3',
          '--json',
          json,
        ],
        { encoding: 'utf8', env: { ...env, LANG: lang } },
      );
      expect(run.status, run.stderr).toBe(0);
      return JSON.parse(readFileSync(json, 'utf8')) as unknown;
    };
    const german = reportIn('de_DE.UTF-8');
    const english = reportIn('C');
    expect(JSON.stringify(german)).toMatch(/Die Stadt hält/);
    expect(withoutLabels(german)).toEqual(withoutLabels(english));
  }, 120_000);

  it('words every help and refusal of its commands through the catalogues (pseudo-locale)', async () => {
    const calls: string[][] = [
      ['--help'],
      [],
      ['paint'],
      // Each command's one-line refusal and its own usage (balance's own refusals are corescreens' area).
      ...COMMANDS.map((c) => [c, '--bogus']),
      ['export'],
      ['export', campaign, 'extra', '--out', at('x.pdf')],
      ['export', campaign],
      ['export', campaign, '--out'],
      ['export', campaign, '--out', at('x.pdf'), '--png', '--pdf'],
      ['export', campaign, '--out', at('x.pdf'), '--format', 'gif'],
      ['export', campaign, '--out', at('x.pdf'), '--format', 'svg', '--png'],
      ['export', campaign, '--out', at('x.pdf'), '--paper', 'Z9'],
      ['export', campaign, '--out', at('x.pdf'), '--orientation', 'up'],
      ['export', campaign, '--out', at('x.pdf'), '--dpi', '72'],
      ['export', campaign, '--out', at('x.pdf'), '--pages', '2x2', '--hex-mm', '3'],
      ['export', campaign, '--out', at('x.pdf'), '--pages', 'big'],
      ['export', campaign, '--out', at('x.pdf'), '--pages', '0x2'],
      ['export', campaign, '--out', at('x.pdf'), '--margin', 'wide'],
      ['export', campaign, '--out', at('x.pdf'), '--margin', '-1'],
      ['export', campaign, '--out', at('x.pdf'), '--coords', 'polar'],
      ['export', campaign, '--out', at('x.pdf'), '--title', 'a\tb'],
      ['export', campaign, '--out', at('x.pdf'), '--title', 'x'.repeat(300)],
      ['export', campaign, '--out', at('map.png'), '--format', 'foundry'],
      ['export', at('missing.hexmarch'), '--out', at('x.pdf')],
      ['export', dir, '--out', at('x.pdf')],
      ['export', mapOnly, '--out', at('x.pdf'), '--side', 'all'],
      ['export', campaign, '--out', at('x.pdf'), '--side', 'Nobody'],
      ['export', campaign, '--out', at('full.pdf')],
      ['new'],
      ['new', 'extra', '--out', at('n.hexmarch')],
      ['new', '--out', at('n.hexmarch'), '--seed', '1.5'],
      ['new', '--out', at('n.hexmarch'), '--ruleset', 'chess'],
      ['new', '--out', at('n.hexmarch'), '--factions', '3'],
      ['new', '--out', at('n.hexmarch'), '--ruleset', 'firestorm', '--factions', '9'],
      ['new', '--out', at('n.hexmarch'), '--size', 'big'],
      ['new', '--out', campaign],
      ['new', '--map-only', '--size', '20x14', '--out', at('m2.hexmarch')],
      ['import'],
      ['import', at('w.json'), 'extra'],
      ['import', at('w.json')],
      ['import', at('missing.json'), '--out', at('i.hexmarch')],
      ['pack'],
      ['pack', campaign, 'extra'],
      ['pack', campaign],
      ['pack', campaign, '--out', at('x.md')],
      ['pack', campaign, '--out', at('x.pdf'), '--markdown', at('x.pdf')],
      ['pack', campaign, '--out', at('x.pdf'), '--paper', 'A0'],
      ['pack', campaign, '--out', at('x.pdf'), '--turns', 'x'],
      ['pack', campaign, '--out', at('full.pdf')],
      ['pack', campaign, '--markdown', at('night.md')],
      ['battlefield'],
      ['battlefield', campaign, 'extra'],
      ['battlefield', campaign],
      ['battlefield', campaign, '--out', at('plan.gif')],
      ['battlefield', campaign, '--out', at('plan.svg'), '--battle', '0'],
      ['battlefield', campaign, '--out', at('plan.svg'), '--seed', 'x'],
      ['battlefield', campaign, '--out', at('full.pdf')],
      ['battlefield', mapOnly, '--out', at('plan.svg')],
      ['battlefield', campaign, '--out', at('plan.svg')],
      ['chronicle'],
      ['chronicle', campaign, 'extra'],
      ['chronicle', campaign],
      ['chronicle', campaign, '--out', at('page.html')],
      ['chronicle', campaign, '--out', at('full.pdf')],
      ['chronicle', campaign, '--out', at('site')],
      ['tent'],
      ['tent', campaign, 'extra'],
      ['tent', campaign, '--host', '203.0.113.9'],
      ['tent', campaign, '--port', '80'],
      ['tent', mapOnly, '--host', '127.0.0.1'],
    ];
    setLanguage('en-XA');
    const noteLine = t('cli:output.note', { note: '' });
    const notePrefix = noteLine.slice(0, noteLine.indexOf(':') + 1);
    setLanguage('en');
    const texts: string[] = [];
    for (const argv of calls) {
      const result = await pseudo(...argv);
      expect(result.lines.length, argv.join(' ')).toBeGreaterThan(0);
      // The pack's own notes (shared/pack, printpack's area) follow the "Wrote" line; only the CLI's words here.
      texts.push(...result.lines.filter((line) => !line.startsWith(notePrefix)));
    }
    // Never translated: what the GM typed (paths, flag names and values, echoed back), command and flag names the
    // CLI lists, the document's own text; `<file>` in the usage, which the pseudo-locale keeps as if it were a tag;
    // and the joining words of Intl's lists, which the pseudo-locale takes from English (German: oder, und).
    const doc = JSON.parse(readFileSync(campaign, 'utf8')) as unknown;
    const flags = calls
      .flat()
      .filter((a) => a.startsWith('--'))
      .map((a) => a.slice(2));
    const formats = ['pdf', 'png', 'svg', 'foundry', 'tiled', 'hexjson', 'json', 'tmj', 'core', 'firestorm'];
    const allowed = [
      ...calls.flat(),
      ...flags,
      ...COMMANDS,
      ...formats,
      ...stringsOf(doc),
      'file',
      'or',
      'and',
    ];
    expect(untranslatedAmong(texts, allowed)).toEqual([]);
  }, 120_000);
});
