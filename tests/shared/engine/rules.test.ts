import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMAND_TABLE, COMMAND_TYPES, CORE_RULES, EVENT_PAYLOAD_FIELDS, EVENT_TYPES } from '@shared/engine';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const rulesText = readFileSync(resolve(repoRoot, '../shared/RULES.md'), 'utf8');
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
    for (const type of EVENT_TYPES) expect(EVENT_PAYLOAD_FIELDS[type].length).toBeGreaterThan(0);
  });
});
