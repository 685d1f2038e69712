import { afterEach, describe, expect, it } from 'vitest';
import { EN, setLanguage } from '@shared/i18n';
import type { HexKey } from '@shared/hex';
import { rectangleMap } from '@shared/map';
import { newFirestormCampaign } from '@shared/document/newFirestormCampaign';
import {
  createFirestormCampaign,
  equipmentEffect,
  equipmentName,
  FS_POLICY_LABELS,
  SIEGE_BATTLEPLAN_IDS,
  SIEGE_EQUIPMENT_TYPES,
  siegeBattleplanBriefing,
  siegeBattleplansAt,
  type FsState,
} from '@shared/rulesets/firestorm';
import { brokenFirestormInvariant } from '@shared/rulesets/firestorm/state/invariants';
import { validateFs } from '@shared/rulesets/firestorm/validate';
import { checkSubmission, decodeOrderCode, decodeOrderFile } from '@shared/rulesets/firestorm/submission';
import { firestormSetupLines } from '@shared/rulesets/firestorm/setup/firestormSetupLines';
import { setupFormProblems, setupPlacementProblem } from '@shared/rulesets/firestorm/queries/setupProblems';
import { ITEM_EFFECTS, standingItems } from '@shared/rulesets/firestorm/briefing/briefingTexts';
import { untranslatedAmong, stringsOf } from '../../../../i18nScan/untranslatedAmong';
import { siegedCampaign } from '../../../../fixtures/siegedFirestorm';
import { fourFactionCampaign } from '../fixtures';
import { refusalCases } from './fsRefusalCases';
import { scenarioRefusals } from './fsRefusalTexts';

afterEach(() => setLanguage('en'));

/** Every text of the Firestorm engine a GM can read, made in the current language, and the names they may hold. */
async function engineTexts(): Promise<{
  refusals: string[];
  texts: string[];
  allowed: string[];
  failed: string[];
}> {
  const fromScenarios = scenarioRefusals();
  const cases = refusalCases();
  const refusals = [
    ...fromScenarios.violations.map((v) => v.message),
    ...cases.flatMap(({ what, state, command }) => {
      const found = validateFs(state, command);
      if (found.length === 0) throw new Error(`not refused: ${what}`);
      return found.map((v) => v.message);
    }),
  ];
  const sieged = siegedCampaign();
  const four = fourFactionCampaign(7);
  const made = newFirestormCampaign({ seed: 3, factions: 4, name: 'Ember Reach', settings: {} });
  if (!made.ok) throw new Error(String(made.error));
  const { landGrab, fairness, mapSeed } = made.value;
  const noLand = rectangleMap(3, 3, () => ({ terrain: 'mountain' }));
  const created = createFirestormCampaign({
    name: 'Nowhere',
    map: noLand,
    seed: 1,
    factions: [{ name: 'Lone', color: '#aa0000', alliance: 'Order', players: ['Lu'] }],
    specials: { '9,9': { name: 'Far Isle', glory: 1 } },
    towers: ['9,9'],
  } as never);
  const broken = (patch: Partial<FsState>) => brokenFirestormInvariant({ ...four, ...patch } as FsState);
  const order = { campaign: 'Test', turn: 1, faction: 'F1', orders: [] };
  const draft = {
    factions: [
      { name: '', color: '#111111', players: [''] },
      { name: 'Ash', color: '#111111', players: ['Abe'] },
      { name: 'ash', color: '#222222', players: ['Al'] },
    ],
    bannerPoints: 0,
    seed: -1,
  };
  const briefings = SIEGE_BATTLEPLAN_IDS.map((id) =>
    siegeBattleplanBriefing(id, sieged.settings, {
      ...sieged.sieges[0]!,
      flags: { ...sieged.sieges[0]!.flags, braveryBonus: true },
    }),
  );
  const opening = siegeBattleplansAt({ ...sieged.sieges[0]!, state: 'opening' }, sieged.settings);
  const texts = [
    ...refusals,
    ...setupFormProblems(draft),
    setupPlacementProblem(noLand, '0,0' as HexKey, 'tower') ?? '',
    setupPlacementProblem(noLand, '0,0' as HexKey, 'special') ?? '',
    ...(created.ok ? [] : created.error),
    ...firestormSetupLines({ ...landGrab, warning: undefined }, fairness, mapSeed + 1, mapSeed),
    ...firestormSetupLines(landGrab, { ...fairness, notes: [] }, mapSeed, mapSeed),
    ...[
      broken({ factions: [four.factions[0]!, four.factions[0]!] }),
      broken({ banners: [four.banners[0]!, four.banners[0]!] }),
      broken({ banners: [{ ...four.banners[0]!, factionId: 'F9' }] }),
      broken({ banners: [{ ...four.banners[0]!, hex: '99,99' as HexKey }] }),
      broken({ territories: { ['99,99' as HexKey]: { owner: null, items: [] } } }),
      broken({ territories: { '0,1': { owner: 'F9', items: [] } } }),
      broken({ nextBannerSeq: 1 }),
      broken({ turn: { ...four.turn, active: 'F9' } }),
      broken({ result: { winner: 'F9' } } as never),
      broken({ secretObjectives: { Zed: { text: 'Hold the pass', achieved: false } } }),
      broken({ banners: [{ ...four.banners[0]!, playerIds: ['Abe'] }] }),
    ].filter((s): s is string => s !== undefined),
    ...[
      checkSubmission(four, { ...order, campaign: 'Elsewhere' }),
      checkSubmission(four, { ...order, faction: 'F9' }),
      checkSubmission(four, { ...order, turn: 5 }),
      checkSubmission(four, { ...order, turn: 0 }),
    ].flatMap((r) => (r.ok ? [] : r.error)),
    ...(
      await Promise.all([
        decodeOrderCode(''),
        decodeOrderCode('plain words'),
        decodeOrderCode('HXO1.abc'),
        decodeOrderFile('{ not json'),
        decodeOrderFile('{"format":"other"}'),
        decodeOrderFile('{"format":"hexmarch-orders","version":7}'),
        decodeOrderFile('{"format":"hexmarch-orders","version":1}'),
      ])
    ).flatMap((r) => (r.ok ? [] : [r.error])),
    ...Object.values(FS_POLICY_LABELS).flatMap((l) => [l.name, l.summary]),
    ...SIEGE_EQUIPMENT_TYPES.flatMap((type) => [equipmentName(type), equipmentEffect(type)]),
    ...Object.values(ITEM_EFFECTS),
    ...standingItems().map((i) => i.text),
    ...[...briefings, ...opening.map((o) => o.briefing)].flatMap((b) => [
      b.name,
      b.usedBy,
      ...Object.values(b.forces),
      b.firstTurn,
      b.length,
      b.victory,
      b.quickResult,
      ...b.setUp,
      ...b.conditions,
    ]),
  ];
  const allowed = [
    // The documents' and commands' own names (factions, players, banners, units, characters, campaigns).
    ...stringsOf([sieged, four, made.value.campaign, cases.map((c) => c.command), draft, order]),
    ...stringsOf([fromScenarios.states, fromScenarios.commands, 'Elsewhere']),
    // The order code's prefix and the order file's format words, JSON and field names: file format, not prose.
    'HXO1',
    'format',
    'hexmarch-orders',
    'JSON',
    'battle',
    // Setting names, cited as the GM finds them in the settings (like a CLI flag).
    'fs.autoResolve',
    'fs.finalAssaultQuickRoll',
    // Intl.ListFormat's own words: it reads the pseudo-locale as English (German lists say "und", "oder").
    'and',
    'or',
  ];
  return { refusals, texts, allowed, failed: fromScenarios.failed };
}

/** Every string of a catalogue, by key. */
function leaves(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

/** A catalogue string as a pattern over the texts made from it: its variables match anything. */
const asPattern = (template: string) =>
  new RegExp(template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{[^}]*\\\}\\\}/g, '.*'));

/** Refusals the engine cannot give through validate, with why. */
const NOT_REACHABLE: Readonly<Record<string, string>> = {
  'advance.ownEnding':
    'Advance is accepted only in the steps it ends or runs (FS_PHASES), never refused there',
  'ptg.tooMany_one':
    'the English plural form for one: a domain allowing upgrades always allows one (FS-PTG-2)',
};

describe('the Firestorm engine’s text in the pseudo-locale (issue 32)', () => {
  it('has every refusal, briefing and engine sentence translated', async () => {
    setLanguage('en-XA');
    const { texts, allowed, failed } = await engineTexts();
    expect(failed).toEqual([]);
    expect(texts.length).toBeGreaterThan(200);
    // The assault resolver's roster problems (the assault area's text) are quoted inside two refusals.
    const ASSAULT_ROSTER_PROBLEM = /the id \S+ is in both rosters|unit "[^"]*": BR/;
    expect(untranslatedAmong(texts, allowed).filter((text) => !ASSAULT_ROSTER_PROBLEM.test(text))).toEqual(
      [],
    );
  });

  it('drives every refusal of the fsRules catalogue (in English, where each text shows its key)', async () => {
    const { refusals } = await engineTexts();
    const missing = leaves(EN.fsRules)
      .filter(([key]) => !(key in NOT_REACHABLE))
      .filter(([, template]) => !refusals.some((text) => asPattern(template).test(text)))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('speaks German when the GM does', async () => {
    setLanguage('de');
    const { texts } = await engineTexts();
    expect(texts).toContain('das Zepter zu schmieden kostet 1 BP');
    expect(texts.some((t) => t.startsWith('Verstärktes Tor'))).toBe(true);
  });
});
