import { afterEach, describe, expect, it } from 'vitest';
import { makeBattlefield, type BattleSite } from '@shared/battlefield';
import type { HexKey } from '@shared/hex';
import { setLanguage } from '@shared/i18n';
import { scenarioBlocks } from '@shared/pack/scenarioBlocks';
import type { PackBlock } from '@shared/pack';
import type { PackNamer } from '@shared/pack/packNames';
import {
  battleBriefing,
  CORE_SCENARIO_CHART,
  coreScenarioNameLabel,
  deedLabel,
  deedText,
  deploymentTypeLabel,
  generateScenario,
  scenarioBriefingText,
  scenarioTypeLabel,
  type Battle,
  type GeneratedScenario,
} from '@shared/rulesets/core';
import { scenarioBriefing } from '@shared/rulesets/core/scenario/scenarioBriefing';
import { validate } from '@shared/rulesets/core';
import { playAll, threeArmies } from '../rulesets/core/factories';
import { stringsOf, untranslatedAmong } from '../../i18nScan/untranslatedAmong';

/**
 * Issue 32: the battle scenario generator (SCEN-1..19) is read in the current language. generateScenario is driven
 * with scripted dice over every scenario type, deployment type and deed; roll-offs tie once, then A wins; the
 * marker D3s are equal, so the markers' roll-off shows too.
 */
function scripted(type: number, deploy: number, deeds: readonly number[]): GeneratedScenario {
  const queue = [type, deploy, ...(type === 4 && deploy === 1 ? [2] : []), ...deeds];
  const tail = [3, 3, 5, 2];
  let i = 0;
  return generateScenario(
    (die) => {
      const next = queue.shift();
      if (next !== undefined) return next;
      return die === 'D3' ? 2 : tail[i++ % tail.length]!;
    },
    { A: 'armyA', B: 'armyB' },
  );
}

const DEED_PAIRS = [
  [1, 2, 1, 2],
  [3, 4, 3, 4],
  [5, 6, 5, 6],
];
const ALL: GeneratedScenario[] = [];
for (let type = 1; type <= 6; type++)
  for (let deploy = 1; deploy <= 6; deploy++)
    ALL.push(scripted(type, deploy, DEED_PAIRS[(type + deploy) % 3]!));

const SIDES = { attacker: { name: 'Red', color: '#d62728' }, defender: { name: 'Blue', color: '#1f77b4' } };
const siteOf = (scenario: GeneratedScenario | null, scenarioName?: string): BattleSite => ({
  title: 'Oakford',
  key: 'k',
  hex: '0,0' as HexKey,
  terrain: 'open',
  neighbours: { N: 'forest', NE: 'hills', SE: 'open', S: 'marsh', SW: 'open', NW: 'forest' } as never,
  river: null,
  bridge: false,
  settlement: null,
  entryDir: 'N' as never,
  siege: false,
  scenario,
  ...(scenarioName ? { scenarioName } : {}),
  sides: SIDES,
});
const namer = { army: (id: string) => id } as unknown as PackNamer;
const battleOf = (generated: GeneratedScenario): Battle =>
  ({
    kind: 'field',
    scenario: {
      source: 'generator',
      roll: generated.scenario.roll,
      name: generated.scenario.name,
      generated,
    },
  }) as unknown as Battle;
const blockTexts = (blocks: readonly PackBlock[]): string[] =>
  blocks.flatMap((b) => {
    if (b.kind === 'heading' || b.kind === 'paragraph') return [b.text];
    if (b.kind === 'facts') return b.rows.flatMap((r) => [r.label, r.value]);
    if (b.kind === 'list') return [...b.items];
    if (b.kind === 'columns') return [...blockTexts(b.left), ...blockTexts(b.right)];
    return [];
  });

/** Every text of one scenario a GM reads: briefing, panel labels, the pack's blocks and the battlefield plan. */
function textsOf(scenario: GeneratedScenario): string[] {
  const plan = makeBattlefield(siteOf(scenario), { width: 48, height: 48 }, 3);
  return [
    ...scenarioBriefingText(scenario),
    scenarioTypeLabel(scenario),
    deploymentTypeLabel(scenario),
    ...scenario.deeds.flatMap((d) => [deedLabel(d), deedText(d)]),
    ...blockTexts(scenarioBlocks(battleOf(scenario), undefined, namer)),
    plan.deployment,
    ...plan.notes,
    ...plan.zones.map((z) => z.text),
    ...plan.markers.map((m) => m.label),
  ];
}
const ALLOWED = ['armyA', 'armyB', 'Red', 'Blue', 'Oakford', 'A', 'B'];

afterEach(() => setLanguage('en'));

describe('the battle scenario generator in every language (issue 32)', () => {
  it('drives every scenario type, deployment type and deed', () => {
    expect(new Set(ALL.map((s) => s.scenario.name)).size).toBe(6);
    expect(new Set(ALL.map((s) => s.deployment.name)).size).toBe(6);
    expect(new Set(ALL.flatMap((s) => s.deeds.map((d) => d.name))).size).toBe(13);
    expect(ALL.some((s) => s.deployment.rerolls.length > 0)).toBe(true);
    expect(ALL.some((s) => s.objectives?.rollOff)).toBe(true);
  });

  it('leaves nothing untranslated in the pseudo-locale: briefing, labels, pack blocks and battlefield plan', () => {
    setLanguage('en-XA');
    const texts = ALL.flatMap(textsOf);
    texts.push(...Object.values(CORE_SCENARIO_CHART).map(coreScenarioNameLabel));
    const chartPlan = makeBattlefield(siteOf(null, 'Last Stand'), { width: 48, height: 48 }, 3);
    texts.push(...chartPlan.notes, chartPlan.deployment);
    expect(untranslatedAmong(texts, ALLOWED)).toEqual([]);
    // The scan does see English: the stored briefing, shown as is, would be caught.
    expect(untranslatedAmong(ALL[0]!.briefing, ALLOWED)).not.toEqual([]);
  });

  it('keeps storing the English briefing and names whatever the language, and shows them in German', () => {
    setLanguage('de');
    const german = scripted(2, 6, [1, 2, 1, 2]);
    setLanguage('en');
    const english = scripted(2, 6, [1, 2, 1, 2]);
    expect(german).toEqual(english);
    expect(english.briefing).toEqual(scenarioBriefingText(english));
    expect(english.briefing[0]).toMatch(/^Scenario: Take and Hold \(rolled 2\)/);
    setLanguage('de');
    const shown = scenarioBriefingText(english);
    expect(shown[0]).toMatch(/^Szenario: Einnehmen und Halten \(gewürfelt: 2\)/);
    expect(shown.join(' ')).toContain('Nebel des Krieges');
    expect(deedLabel(english.deeds[0]!)).toBe('Aderlass');
    expect(scenarioBriefing(english)).toEqual(english.briefing);
  });

  it('shows a later version’s scenario as stored', () => {
    setLanguage('de');
    const later = {
      ...ALL[0]!,
      scenario: { ...ALL[0]!.scenario, name: 'Night Raid' },
      deeds: [{ name: 'Lantern Bearer', text: 'Carry the lantern.', table: 'always' }],
    } as unknown as GeneratedScenario;
    expect(scenarioBriefingText(later)).toBe(later.briefing);
    expect(scenarioTypeLabel(later)).toBe('Night Raid');
    expect(deedLabel(later.deeds[0]!)).toBe('Lantern Bearer');
    expect(deedText(later.deeds[0]!)).toBe('Carry the lantern.');
    expect(coreScenarioNameLabel('Night Raid')).toBe('Night Raid');
    expect(blockTexts(scenarioBlocks(battleOf(later), undefined, namer))).toEqual(
      expect.arrayContaining(later.briefing.slice(0, 2)),
    );
  });

  it('writes the core briefing and the deed and game length refusals with the scenario’s names translated', () => {
    // Take and Hold (SCEN-12) with Long Distance Battle, a fixed six-turn game (SCEN-7); R1 attacks B1.
    const start = threeArmies({ 'core.scenarioSource': 'generator', 'core.defaultResolution': 'tabletop' });
    const attack = [
      { type: 'RollMove', armyId: 'R1' },
      { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '0,-1', '0,-2'] },
      { type: 'EndMovePhase' },
    ];
    const dice = { move: [2], 'scen.type': [2], 'scen.deploy': [4], 'scen.deeds': [1, 2, 1, 2] };
    let state = playAll(start, attack, dice).state;
    const deed = state.battles.entities['battle-1']!.scenario!.generated!.deeds[0]!.name;
    state = playAll(state, [
      { type: 'RecordGloriousDeed', battleId: 'battle-1', deed, side: 'defender' },
    ]).state;
    setLanguage('en-XA');
    const texts = [
      ...battleBriefing(state, 'battle-1')!.items.map((i) => i.text),
      ...validate(state, { type: 'RollGameLength', battleId: 'battle-1' }).map((v) => v.message),
      ...validate(state, { type: 'RecordGloriousDeed', battleId: 'battle-1', deed, side: 'attacker' }).map(
        (v) => v.message,
      ),
    ];
    expect(texts.length).toBeGreaterThan(8);
    // The document's own names: armies, players, sides and Lords (never the stored scenario).
    const names = stringsOf([state.armies, state.players, state.sides, state.lords]);
    expect(untranslatedAmong(texts, [...names, ...ALLOWED])).toEqual([]);
  });
});
