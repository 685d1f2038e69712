import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serializeHexmarchFile } from '@shared/file';
import {
  assaultRefusal,
  balanceChoicesOf,
  balanceRefusal,
  compareReports,
  defenseBalanceSetup,
  defenseRefusal,
  firestormOnMap,
  judgeFights,
  runBalanceHere,
  type AssaultBalanceSetup,
} from '@shared/balance';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { setLanguage } from '@shared/i18n';
import { draftInput, EXAMPLE_DRAFT } from '../../../renderer/src/rulesets/assault/assaultDraft';
import { balanceOptions, BALANCE_SWITCHES, BALANCE_VALUED } from '../../../scripts/cli/balanceCommand';
import { balanceSetupOf, type BalanceSource } from '../../../scripts/cli/balanceSetup';
import { balanceText, comparisonText } from '../../../scripts/cli/balanceText';
import { parseCliArgs } from '../../../scripts/cli/cliArgs';
import { stringsOf, untranslatedAmong } from '../../i18nScan/untranslatedAmong';
import { freshCampaign } from './balanceFixtures';
import { fortressBattleDocument } from './fortressBattleFixture';

const REQUEST = { runs: 12, baseSeed: 1, maxTurns: 200 };
const assault: AssaultBalanceSetup = {
  ruleset: 'assault',
  title: 'Assault on the stronghold',
  names: { besieger: 'Besiegers', defender: 'Garrison' },
  input: draftInput(EXAMPLE_DRAFT, 1),
};

function firestorm() {
  const generated = generateMap(DEFAULT_MAP_PARAMS, 1);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const made = firestormOnMap(generated.value.map, 3, 1);
  if (!made.ok) throw new Error(made.error.join('; '));
  return made.value;
}

/** The CLI's refusal of `argv` (after `balance`), or of the setup it names. */
async function cliProblem(argv: string[]): Promise<string> {
  const args = parseCliArgs(argv, BALANCE_VALUED, BALANCE_SWITCHES);
  if (!args.ok) throw new Error(args.error);
  const options = balanceOptions(args.value);
  if (!options.ok) return options.error;
  const setup = await balanceSetupOf(options.value as BalanceSource);
  if (setup.ok) throw new Error(`no refusal for ${argv.join(' ')}`);
  return setup.error.message;
}

/**
 * Issue 32: every sentence of the balance report's text (the CLI's report, its what-if comparison, the refusals of
 * the report and of `hexmarch balance`'s flags) comes from the catalogues: in the pseudo-locale nothing is left in
 * plain English but the documents' own names, rule IDs and the CLI's flag names.
 */
describe('the balance text in the pseudo-locale (en-XA)', () => {
  afterEach(() => setLanguage('en'));

  it('writes every kind of report, the what-if and the Firestorm bar in catalogue sentences', () => {
    setLanguage('en-XA');
    const core = freshCampaign(1);
    const fs = firestorm();
    const defense = defenseBalanceSetup({ players: 2, difficulty: 3 });
    const coreReport = runBalanceHere(core, REQUEST);
    const fsReport = runBalanceHere(fs, { ...REQUEST, policies: { [fs.factions[0]!.id]: 'aggressive' } });
    const assaultReport = runBalanceHere(assault, REQUEST);
    const defenseReport = runBalanceHere(defense, { ...REQUEST, runs: 10 });
    const texts = [
      ...balanceText(coreReport),
      ...balanceText(fsReport),
      ...balanceText(assaultReport),
      ...balanceText(defenseReport),
      ...comparisonText(compareReports(coreReport, runBalanceHere(core, { ...REQUEST, baseSeed: 50 }))),
      ...judgeFights(fsReport).misses,
      ...judgeFights({ ...fsReport, battles: undefined }).misses,
    ];
    expect(texts.length).toBeGreaterThan(40);
    // The documents' names (sides, factions, armies, places) are never translated.
    const names = [
      ...stringsOf(core),
      ...stringsOf(fs),
      ...stringsOf(assault.names),
      'Assault on the stronghold',
    ];
    expect(untranslatedAmong(texts, names)).toEqual([]);
    // The pseudo-locale really is in use: English would be flagged.
    setLanguage('en');
    expect(untranslatedAmong(balanceText(coreReport), names).length).toBeGreaterThan(0);
  }, 180_000);

  it('refuses in catalogue sentences: the report, its choices and every flag of hexmarch balance', async () => {
    setLanguage('en-XA');
    const document = fortressBattleDocument();
    const siegeFile = join(mkdtempSync(join(tmpdir(), 'hexmarch-balance-text-')), 'siege.hexmarch');
    writeFileSync(siegeFile, serializeHexmarchFile(document, '0.1.0'));
    const texts = [
      balanceRefusal(null)!,
      balanceRefusal({ ruleset: 'skirmish' })!,
      balanceRefusal({ ...freshCampaign(1), status: 'setup' })!,
      balanceRefusal({ ...freshCampaign(1), status: 'ended' })!,
      balanceRefusal({ ...firestorm(), status: 'ended' })!,
      defenseRefusal(defenseBalanceSetup({ players: 7, difficulty: 2 }))!,
      ...balanceChoicesOf(document).map((choice) => choice.label),
      defenseBalanceSetup({ players: 1, difficulty: 2, variant: 'solo' }).title,
      defenseBalanceSetup({ players: 3, difficulty: 4, variant: 'beginner' }).title,
      ...(() => {
        const generated = generateMap(DEFAULT_MAP_PARAMS, 1);
        const made = generated.ok ? firestormOnMap(generated.value.map, 6, 1) : null;
        return made && !made.ok ? made.error : ['no refusal'];
      })(),
      await cliProblem(['a.hexmarch', 'b.hexmarch']),
      await cliProblem(['a.hexmarch', '--runs', '-5']),
      await cliProblem(['a.hexmarch', '--kind', 'siege']),
      await cliProblem(['a.hexmarch', '--ruleset', 'skirmish']),
      await cliProblem(['a.hexmarch', '--factions', '3']),
      await cliProblem(['a.hexmarch', '--ruleset', 'firestorm', '--kind', 'assault']),
      await cliProblem(['a.hexmarch', '--players', '2']),
      await cliProblem(['a.hexmarch', '--kind', 'assault', '--policy', 'aggressive']),
      await cliProblem([]),
      await cliProblem([siegeFile, '--kind', 'defense']),
    ];
    // The assault engine's own reasons are its catalogue's (another area); the sentence around them is the report's.
    const broken = { ...assault, input: { ...assault.input, defender: assault.input.besieger } };
    expect(assaultRefusal(broken)).toMatch(/^\[Ţĥîš åššåûļţ çåññöţ ƀé þļåýéð: /);
    const names = [...stringsOf(document), 'Assault on the stronghold', 'a.hexmarch', 'hexmarch'];
    // Flag names, their values and file names are the CLI's words, never translated.
    const flags = [...BALANCE_VALUED, 'campaign', 'assault', 'defense', 'core', 'firestorm'];
    const given = ['b.hexmarch', 'siege', 'skirmish', 'N'];
    // Intl.ListFormat joins a list in the language's words, which the pseudo-locale takes from English ("or").
    const listWords = ['or'];
    expect(untranslatedAmong(texts, [...names, ...flags, ...given, ...listWords])).toEqual([]);
  }, 120_000);
});
