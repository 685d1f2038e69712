import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ARMY_STATUSES,
  COMMAND_TABLE,
  COMMAND_TYPES,
  CORE_RULES,
  CORE_SCENARIO_CHART,
  DEFAULT_SETTINGS,
  eventPayloadFields,
  EVENT_TYPES,
  STATUS_MODIFIER,
} from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const rulesText = readFileSync(resolve(repoRoot, 'docs/rules/RULES.md'), 'utf8');
const definedIds = new Set([...rulesText.matchAll(/\*\*([A-Z]+-\d+[a-z]?) /g)].map((m) => m[1]!));

describe('the rule table', () => {
  it('names only rules that RULES.md defines', () => {
    expect(definedIds.size).toBeGreaterThan(100);
    const unknown = Object.keys(CORE_RULES).filter((id) => !definedIds.has(id));
    expect(unknown).toEqual([]);
  });

  it('covers every core-mode rule of RULES.md §4 (seed 001)', () => {
    const corePrefixes = /^(SETUP|LORD|TURN|MOVE|CAPT|BATTLE|DICE|RESULT|RETREAT|STATUS|LOC|VICT)-/;
    const missing = [...definedIds].filter((id) => corePrefixes.test(id) && !(id in CORE_RULES));
    expect(missing).toEqual([]);
  });
});

describe('the command and event vocabularies', () => {
  it('give every TURN-1 command a phase', () => {
    expect(COMMAND_TYPES.sort()).toEqual(Object.keys(COMMAND_TABLE).sort());
    expect(COMMAND_TYPES).toEqual(
      expect.arrayContaining([
        'RollMove',
        'MoveArmy',
        'HoldArmy',
        'ReassignLord',
        'EndMovePhase',
        'AutoResolve',
      ]),
    );
  });

  it('list the EVT-1 core events', () => {
    const evt1Core = [
      'CampaignCreated',
      'SideCreated',
      'PlayerJoined',
      'FortressPlaced',
      'ArmyCreated',
      'LordAssigned',
      'CampaignStarted',
      'TurnStarted',
      'PhaseStarted',
      'DiceRolled',
      'MoveAllowanceRolled',
      'ArmyMoved',
      'ArmyHeld',
      'SettlementCaptured',
      'BattleStarted',
      'ScenarioGenerated',
      'BattleResolved',
      'BattleResultAdjusted',
      'ArmyRetreated',
      'ArmyTrapped',
      'ArmyDestroyed',
      'ArmyStatusChanged',
      'ArmyRallied',
      'LordCaptured',
      'LordKilled',
      'TurnEnded',
      'SideEliminated',
      'CampaignEnded',
    ];
    expect(EVENT_TYPES).toEqual(expect.arrayContaining(evt1Core));
    for (const type of EVENT_TYPES) expect(eventPayloadFields(type).length).toBeGreaterThan(0);
  });
});

describe('the rules-as-data tables', () => {
  it('BATTLE-4: the core chart covers every D6 face (1–3 Pitched Battle, 4, 5, 6 one each)', () => {
    expect(Object.keys(CORE_SCENARIO_CHART).map(Number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Object.values(CORE_SCENARIO_CHART)).toEqual([
      'Pitched Battle',
      'Pitched Battle',
      'Pitched Battle',
      'Supremacy',
      'Flank Attack',
      'Last Stand',
    ]);
  });

  it('DICE-2: every status has a modifier, and they do not stack', () => {
    expect(Object.keys(STATUS_MODIFIER)).toEqual([...ARMY_STATUSES]);
    expect(STATUS_MODIFIER).toEqual({ fresh: 0, shaken: -1, broken: -2 });
  });

  it('DATA-12: the core defaults are the ones RULES.md lists', () => {
    expect(DEFAULT_SETTINGS.core).toEqual({
      armiesPerPlayer: 3,
      armyPoints: 2000,
      firstSide: 'rolloff',
      scenarioSource: 'coreChart',
      defaultResolution: 'tabletop',
      fortressResolution: 'tabletop',
      neutralSettlementsCapturable: true,
    });
  });
});
