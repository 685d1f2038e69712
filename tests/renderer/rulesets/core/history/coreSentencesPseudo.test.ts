import { afterEach, describe, expect, it } from 'vitest';
import { runCampaign, type Campaign } from '@shared/rulesets/core';
import { setLanguage } from '@shared/i18n';
import { eventSentence } from '../../../../../renderer/src/rulesets/core/history/eventSentence';
import { battleRecordLines } from '../../../../../renderer/src/rulesets/core/battleRecordLines';
import { SCORING } from '../../../../../renderer/src/rulesets/core/scoringCalculators';
import { generatedCampaign, playAll, threeArmies } from '../../../../shared/rulesets/core/factories';
import { stringsOf, untranslatedAmong } from '../../../../i18nScan/untranslatedAmong';

/** Red's R1 attacks Blue's B1 on the table: a generated scenario (deeds, roll5 game length) or the core chart's. */
function tabletopBattle(
  scenario: Record<string, number[]>,
  generator: boolean,
  records: unknown[],
): Campaign {
  const start = threeArmies({
    'core.scenarioSource': generator ? 'generator' : 'coreChart',
    'core.defaultResolution': 'tabletop',
  });
  const dice = { move: [2], 'scen.length': [3], ...scenario };
  const fought = playAll(
    start,
    [
      { type: 'RecordLordLoadout', playerId: 'Alice', loadout: 'Warhorse and lance' },
      { type: 'RecordLordLoadout', playerId: 'Alice', loadout: 'Griffon' },
      { type: 'RollMove', armyId: 'R1' },
      { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '0,-1', '0,-2'] },
      { type: 'EndMovePhase' },
    ],
    dice,
  );
  const deed = fought.state.battles.entities['battle-1']!.scenario!.generated?.deeds[0]!.name;
  const commands = records.map((r) =>
    r === 'deed' ? { type: 'RecordGloriousDeed', battleId: 'battle-1', deed, side: 'defender' } : r,
  );
  return playAll(
    fought.state,
    [...commands, { type: 'RecordTabletopResult', battleId: 'battle-1', winner: 'attacker', level: 'major' }],
    fought.dice,
  ).state;
}

const generated = () =>
  tabletopBattle({ 'scen.type': [1], 'scen.deploy': [2], 'scen.deeds': [1, 2, 1, 2] }, true, [
    'deed',
    { type: 'RollGameLength', battleId: 'battle-1' },
  ]);
const pitched = () =>
  tabletopBattle({ 'battle.scenario': [2] }, false, [
    {
      type: 'RecordSpecialObjective',
      battleId: 'battle-1',
      side: 'attacker',
      objective: 'Slay the general',
      achieved: true,
    },
    {
      type: 'RecordSpecialObjective',
      battleId: 'battle-1',
      side: 'defender',
      objective: '',
      achieved: false,
    },
  ]);

const sentences = (campaign: Campaign) =>
  campaign.log.flatMap((event, i) => eventSentence(campaign, event, i) ?? []);

/**
 * Issue 32: the core campaign's log sentences (a whole campaign auto-played to its end, and the tabletop records
 * the GM enters), the last battle's record lines and the scoring calculators' verdicts are catalogue text: in the
 * pseudo-locale nothing is left in plain English but the campaign's own names and the rule IDs.
 */
describe('core log sentences in the pseudo-locale (en-XA)', () => {
  afterEach(() => setLanguage('en'));

  it('tells every event of a campaign played to its end', () => {
    setLanguage('en-XA');
    const played = runCampaign(generatedCampaign(3), { maxTurns: 400 }).state;
    expect(played.status).toBe('ended');
    const texts = sentences(played);
    const types = new Set(played.log.map((e) => e.type));
    expect(types.size).toBeGreaterThan(15);
    expect(
      untranslatedAmong(texts, [...stringsOf(played.map), ...names(played), ...scenarios(played)]),
    ).toEqual([]);
  }, 120_000);

  it('tells what the tabletop game recorded, and the last battle and scoring lines', () => {
    setLanguage('en-XA');
    const campaigns = [generated(), pitched()];
    const recorded = campaigns.flatMap((c) =>
      c.log.filter((e) =>
        [
          'LordLoadoutRecorded',
          'SpecialObjectiveRecorded',
          'GloriousDeedCompleted',
          'GameLengthRolled',
        ].includes(e.type),
      ),
    );
    expect(recorded.length).toBe(8);
    const values = (key: string, side?: 'A' | 'B') => (side === 'B' ? 2 : key.length % 3);
    const verdicts = Object.values(SCORING).flatMap((calculator) => [
      calculator.score(values, () => 'A').detail,
      calculator.score(values, () => '').detail,
    ]);
    const texts = [
      ...campaigns.flatMap((c) => [
        ...sentences(c),
        ...battleRecordLines(c, c.battles.entities['battle-1']!),
      ]),
      ...verdicts,
    ];
    const allowed = [
      ...campaigns.flatMap((c) => [...names(c), ...scenarios(c)]),
      'Warhorse and lance',
      'Griffon',
      'Slay the general',
    ];
    expect(untranslatedAmong(texts, allowed)).toEqual([]);
  });
});

/** The campaign's own names: sides, players, armies, Lords, settlements and its own name. */
function names(campaign: Campaign): string[] {
  return [
    campaign.name,
    ...campaign.sides.map((s) => s.name),
    ...campaign.players.map((p) => p.name),
    ...Object.values(campaign.armies.entities).map((a) => a!.name),
    ...Object.values(campaign.lords.entities).map((l) => l!.name),
  ];
}

/** The generated scenario's names (deeds, scenario, deployment): the scenario tables' proper names. */
function scenarios(campaign: Campaign): string[] {
  return Object.values(campaign.battles.entities).flatMap((b) => stringsOf(b!.scenario ?? {}));
}
