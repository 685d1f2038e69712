import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@shared/i18n';
import {
  COMMAND_TABLE,
  CORE_PHASES,
  armySiteViolations,
  battleBriefing,
  createCoreCampaign,
  explainMove,
  explainPick,
  explainPlacement,
  fortressSiteViolations,
  previewFortressAssault,
  validate,
  type Campaign,
  type CoreSetupInput,
  type RuleViolation,
} from '@shared/rulesets/core';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import {
  DEFAULT_MAP_PARAMS,
  generateMap,
  problemSentence,
  validateMapParams,
  type MapParams,
} from '@shared/mapgen';
import { importAzgaarWorld, readAzgaarWorld } from '@shared/interchange/azgaar';
import { LITTLE_MARCHES } from '../shared/interchange/azgaar/azgaarWorlds';
import {
  moveSettlement,
  paintTerrain,
  placeSettlement,
  setAssaultValues,
  setController,
  toggleBridge,
} from '@shared/mapedit';
import { hexTextProblem } from '@shared/document';
import { hexKey, type HexKey } from '@shared/hex';
import { stringsOf, untranslatedAmong } from './untranslatedAmong';
import { coreState, TWO_SIDES } from '../shared/rulesets/core/factories';
import { generatedDocument } from '../shared/file/documentFactory';

/**
 * Issue 32 for the core engine, the file loader and the map layers: in the pseudo-locale every refusal they make is
 * pseudo text but for names from the document, rule IDs and machine words (command, phase and JSON key names, the
 * values the bad input itself holds). Each case drives a real refusal with an illegal command, a bad file or bad map
 * parameters, and checks the rule it cites, so a refusal that is no longer reached fails here instead of passing.
 */

/** Machine words a refusal may quote untranslated: commands, phases, argument and JSON key names. */
const MACHINE = [
  // Intl.ListFormat's own conjunction for en-XA (formatList): the locale's data, not a catalogue string.
  'and',
  ...Object.keys(COMMAND_TABLE),
  ...Object.values(COMMAND_TABLE).flatMap((row) => row.args as readonly string[]),
  ...CORE_PHASES,
  'END_TURN',
  'lordUsed',
  'document',
  'campaign',
  'mapDocument',
  'version',
  'appVersion',
  'rrggbb',
];

beforeEach(() => setLanguage('en-XA'));
afterEach(() => setLanguage('en'));

const FORTRESSES = {
  '-3,1': { settlement: 'fortress', controller: 'Alice' },
  '3,-2': { settlement: 'fortress', controller: 'Bob' },
};

/** Red's R1 (Alice, 0,0) and C1 (Carol) against Blue's B1 (Bob, 0,-2), Red's MOVE phase; map hexes overridable. */
function moveState(hexes: Record<string, unknown> = {}, armies: Record<string, unknown> = {}): Campaign {
  return coreState({
    map: { radius: 3, hexes: { ...FORTRESSES, ...hexes } },
    sides: TWO_SIDES,
    armies: {
      R1: { owner: 'Alice', at: '0,0', lord: true },
      C1: { owner: 'Carol', at: '-2,2', lord: true },
      B1: { owner: 'Bob', at: '0,-2', lord: true },
      ...armies,
    },
    turn: { number: 1, side: 'Red', phase: 'MOVE' },
  }).state;
}

/** R1 attacks B1 on 0,-1 (entered from 0,0); Red's FIGHT phase. */
function fightState(settings: Record<string, unknown> = {}, hexes: Record<string, unknown> = {}): Campaign {
  return coreState({
    map: { radius: 3, hexes: { ...FORTRESSES, ...hexes } },
    sides: TWO_SIDES,
    armies: {
      R1: { owner: 'Alice', at: '0,-1', lord: true },
      C1: { owner: 'Carol', at: '-2,2', lord: true },
      B1: { owner: 'Bob', at: '0,-1', lord: true },
    },
    battles: [{ hex: '0,-1', attacker: 'R1', defender: 'B1', entryHex: '0,0' }],
    turn: { number: 1, side: 'Red', phase: 'FIGHT' },
    settings,
  }).state;
}

/** A hex key from its "q,r" text. */
const hex = (text: string): HexKey => hexKey(...(text.split(',').map(Number) as [number, number]));

const withArmy = (state: Campaign, id: string, change: object): Campaign => ({
  ...state,
  armies: {
    ...state.armies,
    entities: { ...state.armies.entities, [id]: { ...state.armies.entities[id]!, ...change } },
  },
});
const withLord = (state: Campaign, player: string, change: object): Campaign => ({
  ...state,
  lords: {
    ...state.lords,
    entities: { ...state.lords.entities, [player]: { ...state.lords.entities[player]!, ...change } },
  },
});
const rolled = (state: Campaign, allowance = 2) => withArmy(state, 'R1', { moveAllowance: allowance });
const battleOf = (state: Campaign) => state.battles.ids[0]!;
const withBattle = (state: Campaign, change: object): Campaign => ({
  ...state,
  battles: {
    ...state.battles,
    entities: {
      ...state.battles.entities,
      [battleOf(state)]: { ...state.battles.entities[battleOf(state)]!, ...change },
    },
  },
});

/** A refusal case: what it should cite and the refusals it makes. */
type Case = readonly [
  name: string,
  rule: string,
  refusals: () => readonly RuleViolation[] | RuleViolation | null,
];

const move = moveState();
const fight = fightState();

const CORE_CASES: Case[] = [
  // validate.ts: shape, status, awaited retreat, phase
  ['not a command', 'GEN-10', () => validate(move, null)],
  ['unknown command', 'GEN-10', () => validate(move, { type: 'Dance' })],
  ['missing argument', 'GEN-10', () => validate(move, { type: 'MoveArmy', armyId: 'R1' })],
  ['not started', 'TURN-1', () => validate({ ...move, status: 'setup' }, { type: 'EndMovePhase' })],
  ['ended', 'VICT-3', () => validate({ ...move, status: 'ended' }, { type: 'EndMovePhase' })],
  [
    'retreat first',
    'RETREAT-4',
    () =>
      validate(
        {
          ...move,
          turn: { ...move.turn, awaiting: { armyId: 'R1', battleId: 'x', kind: 'defeat' } as never },
        },
        { type: 'EndMovePhase' },
      ),
  ],
  [
    'retreat first, unknown army',
    'RETREAT-4',
    () =>
      validate(
        {
          ...move,
          turn: { ...move.turn, awaiting: { armyId: 'zz', battleId: 'x', kind: 'defeat' } as never },
        },
        { type: 'EndMovePhase' },
      ),
  ],
  ['END_TURN is automatic', 'TURN-1', () => validate(move, { type: 'EndTurn' })],
  ['wrong phase', 'TURN-1', () => validate(move, { type: 'AutoResolve', battleId: 'b' })],
  // move: activation (MOVE-1, TURN-2, MOVE-2)
  ['no army named', 'MOVE-1', () => validate(move, { type: 'RollMove', armyId: 7 })],
  ['no such army', 'MOVE-1', () => validate(move, { type: 'RollMove', armyId: 'Ghost' })],
  [
    'destroyed',
    'MOVE-1',
    () => validate(withArmy(move, 'C1', { hex: null }), { type: 'RollMove', armyId: 'C1' }),
  ],
  ['not your turn', 'TURN-2', () => validate(move, { type: 'RollMove', armyId: 'B1' })],
  [
    'already activated',
    'MOVE-1',
    () => validate(withArmy(move, 'C1', { movedThisPhase: true }), { type: 'RollMove', armyId: 'C1' }),
  ],
  ['already rolled', 'MOVE-1', () => validate(rolled(move), { type: 'RollMove', armyId: 'R1' })],
  ['finish first (roll)', 'MOVE-1', () => validate(rolled(move), { type: 'RollMove', armyId: 'C1' })],
  ['finish first (hold)', 'MOVE-1', () => validate(rolled(move), { type: 'HoldArmy', armyId: 'C1' })],
  ['roll first', 'MOVE-2', () => validate(move, { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '0,-1'] })],
  // move: the path (HEX-9, MOVE-5..9, STATUS-6)
  ['path shape', 'HEX-9', () => validate(rolled(move), { type: 'MoveArmy', armyId: 'R1', path: [] })],
  [
    'path start',
    'HEX-9',
    () => validate(rolled(move), { type: 'MoveArmy', armyId: 'R1', path: ['1,0', '1,-1'] }),
  ],
  [
    'path gap',
    'HEX-9',
    () => validate(rolled(move), { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '2,0'] }),
  ],
  [
    'too far',
    'MOVE-5',
    () => validate(rolled(move, 1), { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '1,0', '2,0'] }),
  ],
  [
    'off the map',
    'MOVE-6',
    () =>
      validate(rolled(moveState(), 9), {
        type: 'MoveArmy',
        armyId: 'R1',
        path: ['0,0', '1,0', '2,0', '3,0', '4,0'],
      }),
  ],
  [
    'impassable',
    'MOVE-6',
    () =>
      validate(rolled(moveState({ '1,0': { terrain: 'water' } })), {
        type: 'MoveArmy',
        armyId: 'R1',
        path: ['0,0', '1,0'],
      }),
  ],
  [
    'through an enemy army',
    'MOVE-7',
    () =>
      validate(rolled(move, 3), { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '0,-1', '0,-2', '0,-3'] }),
  ],
  [
    'broken army attacks',
    'STATUS-6',
    () =>
      validate(withArmy(rolled(move), 'R1', { status: 'broken' }), {
        type: 'MoveArmy',
        armyId: 'R1',
        path: ['0,0', '0,-1', '0,-2'],
      }),
  ],
  [
    'through an enemy settlement',
    'MOVE-8',
    () =>
      validate(rolled(moveState({ '1,0': { settlement: 'village', controller: 'Bob' } })), {
        type: 'MoveArmy',
        armyId: 'R1',
        path: ['0,0', '1,0', '2,0'],
      }),
  ],
  [
    'ends on a friend',
    'MOVE-9',
    () =>
      validate(rolled(moveState({}, { C1: { owner: 'Carol', at: '1,0' } })), {
        type: 'MoveArmy',
        armyId: 'R1',
        path: ['0,0', '1,0'],
      }),
  ],
  // queries: explainMove, explainPick, explainPlacement
  ['explain: not on the map', 'MOVE-1', () => explainMove(move, 'Ghost', hex('0,0'))],
  ['explain: too far', 'MOVE-5', () => explainMove(rolled(move, 2), 'R1', hex('3,0'))],
  [
    'explain: impassable target',
    'MOVE-6',
    () => explainMove(rolled(moveState({ '1,0': { terrain: 'water' } })), 'R1', hex('1,0')),
  ],
  ['explain: pick an enemy army', 'TURN-2', () => explainPick(move, move.armies.entities.B1!)],
  [
    'explain: pick a moved army',
    'MOVE-1',
    () => explainPick(move, { ...move.armies.entities.C1!, movedThisPhase: true }),
  ],
  ['explain: fortress hex', 'SETUP-3', () => explainPlacement('fortress', hex('0,0'))],
  ['explain: army hex', 'SETUP-4', () => explainPlacement('army', hex('0,0'))],
  // LORD-2, LORD-4: ReassignLord
  [
    'reassign: no Lord',
    'LORD-2',
    () => validate(move, { type: 'ReassignLord', playerId: 'Zed', armyId: 'R1' }),
  ],
  [
    'reassign: not own phase',
    'LORD-2',
    () => validate(move, { type: 'ReassignLord', playerId: 'Bob', armyId: 'B1' }),
  ],
  [
    'reassign: captured Lord',
    'LORD-4',
    () =>
      validate(withLord(move, 'Alice', { state: 'captured', armyId: null }), {
        type: 'ReassignLord',
        playerId: 'Alice',
        armyId: 'R1',
      }),
  ],
  [
    'reassign: killed Lord',
    'LORD-4',
    () =>
      validate(withLord(move, 'Alice', { state: 'killed', armyId: null }), {
        type: 'ReassignLord',
        playerId: 'Alice',
        armyId: 'R1',
      }),
  ],
  [
    'reassign: already reassigned',
    'LORD-2',
    () =>
      validate(withLord(move, 'Alice', { reassignedThisPhase: true }), {
        type: 'ReassignLord',
        playerId: 'Alice',
        armyId: 'C1',
      }),
  ],
  [
    'reassign: no army',
    'LORD-2',
    () => validate(move, { type: 'ReassignLord', playerId: 'Alice', armyId: 'Ghost' }),
  ],
  [
    'reassign: not own army',
    'LORD-2',
    () => validate(move, { type: 'ReassignLord', playerId: 'Alice', armyId: 'C1' }),
  ],
  [
    'reassign: already with',
    'LORD-2',
    () => validate(move, { type: 'ReassignLord', playerId: 'Alice', armyId: 'R1' }),
  ],
  // SETUP-5, LORD-3, LORD-4: RecordLordLoadout
  [
    'loadout: no Lord',
    'SETUP-5',
    () => validate(move, { type: 'RecordLordLoadout', playerId: 'Zed', loadout: 'x' }),
  ],
  [
    'loadout: captured Lord',
    'LORD-4',
    () =>
      validate(withLord(move, 'Alice', { state: 'captured', armyId: null }), {
        type: 'RecordLordLoadout',
        playerId: 'Alice',
        loadout: 'x',
      }),
  ],
  [
    'loadout: killed Lord',
    'LORD-4',
    () =>
      validate(withLord(move, 'Alice', { state: 'killed', armyId: null }), {
        type: 'RecordLordLoadout',
        playerId: 'Alice',
        loadout: 'x',
      }),
  ],
  [
    'loadout: not text',
    'SETUP-5',
    () => validate(move, { type: 'RecordLordLoadout', playerId: 'Alice', loadout: 5 }),
  ],
  [
    'loadout: too long',
    'SETUP-5',
    () => validate(move, { type: 'RecordLordLoadout', playerId: 'Alice', loadout: 'x'.repeat(501) }),
  ],
  [
    'loadout: fixed since a battle',
    'LORD-3',
    () =>
      validate(withLord(fight, 'Alice', { firstBattleId: battleOf(fight), loadout: 'Sword' }), {
        type: 'RecordLordLoadout',
        playerId: 'Alice',
        loadout: 'Axe',
      }),
  ],
  [
    'loadout: fixed since a battle no longer kept',
    'LORD-3',
    () =>
      validate(withLord(move, 'Alice', { firstBattleId: 'gone', loadout: 'Sword' }), {
        type: 'RecordLordLoadout',
        playerId: 'Alice',
        loadout: 'Axe',
      }),
  ],
  [
    'loadout: unchanged',
    'SETUP-5',
    () =>
      validate(withLord(move, 'Alice', { loadout: 'Sword' }), {
        type: 'RecordLordLoadout',
        playerId: 'Alice',
        loadout: 'Sword',
      }),
  ],
  // BATTLE-3..6, LORD-3, LOC-7, SCEN-6, SCEN-7: FIGHT commands
  ['no such battle', 'BATTLE-3', () => validate(fight, { type: 'AutoResolve', battleId: 'nowhere' })],
  [
    'battle has its result',
    'BATTLE-3',
    () =>
      validate(withBattle(fight, { state: 'resolved' }), { type: 'AutoResolve', battleId: battleOf(fight) }),
  ],
  [
    'not a method',
    'BATTLE-3',
    () => validate(fight, { type: 'SetResolution', battleId: battleOf(fight), method: 'chess' }),
  ],
  [
    'assault only for fortresses',
    'BATTLE-3',
    () => validate(fight, { type: 'SetResolution', battleId: battleOf(fight), method: 'assault' }),
  ],
  [
    'fortress battles use the siege game',
    'BATTLE-4',
    () =>
      validate(withBattle(fight, { kind: 'fortressSiege' }), {
        type: 'GenerateScenario',
        battleId: battleOf(fight),
      }),
  ],
  [
    'scenario source none',
    'BATTLE-4',
    () =>
      validate(fightState({ 'core.scenarioSource': 'none' }), {
        type: 'GenerateScenario',
        battleId: battleOf(fight),
      }),
  ],
  [
    'already has a scenario',
    'BATTLE-4',
    () =>
      validate(withBattle(fight, { scenario: { name: 'Pitched Battle', source: 'coreChart', roll: 1 } }), {
        type: 'GenerateScenario',
        battleId: battleOf(fight),
      }),
  ],
  [
    'not tabletop',
    'BATTLE-3',
    () =>
      validate(withBattle(fight, { method: 'dice' }), {
        type: 'RecordTabletopResult',
        battleId: battleOf(fight),
        winner: 'attacker',
        level: 'minor',
      }),
  ],
  ...(
    [
      ['winner word', { winner: 'nobody', level: 'minor' }, 'BATTLE-6'],
      ['not a level', { winner: 'attacker', level: 'huge' }, 'BATTLE-6'],
      ['draw has no winner', { winner: 'attacker', level: 'draw' }, 'BATTLE-6'],
      ['Lord flags not a list', { winner: 'attacker', level: 'minor', lordUsed: 'Alice' }, 'LORD-3'],
      ['Lord not in the battle', { winner: 'attacker', level: 'minor', lordUsed: ['Carol'] }, 'LORD-3'],
    ] as const
  ).map(([name, args, rule]): Case => [
    name,
    rule,
    () =>
      validate(withBattle(fight, { method: 'tabletop' }), {
        type: 'RecordTabletopResult',
        battleId: battleOf(fight),
        ...args,
      }),
  ]),
  [
    'set to tabletop',
    'BATTLE-3',
    () =>
      validate(withBattle(fight, { method: 'tabletop' }), { type: 'AutoResolve', battleId: battleOf(fight) }),
  ],
  [
    'not set to assault',
    'BATTLE-3',
    () => previewFortressAssault(withBattle(fight, { method: 'dice' }), battleOf(fight), []) as never,
  ],
  [
    'no roster for an assault',
    'LOC-7',
    () => previewFortressAssault(withBattle(fight, { method: 'assault' }), battleOf(fight), []) as never,
  ],
  [
    'records: only a tabletop game',
    'BATTLE-5',
    () =>
      validate(withBattle(fight, { method: 'dice' }), {
        type: 'RecordSpecialObjective',
        battleId: battleOf(fight),
        side: 'attacker',
        objective: 'Hold the bridge',
        achieved: true,
      }),
  ],
  [
    'only a Pitched Battle',
    'BATTLE-5',
    () =>
      validate(withBattle(fight, { method: 'tabletop' }), {
        type: 'RecordSpecialObjective',
        battleId: battleOf(fight),
        side: 'attacker',
        objective: 'Hold',
        achieved: true,
      }),
  ],
  ...(
    [
      ['objective too long', 'x'.repeat(501), true],
      ['blank objective', '  ', true],
    ] as const
  ).map(([name, objective, achieved]): Case => [
    name,
    'BATTLE-5',
    () =>
      validate(
        withBattle(fight, {
          method: 'tabletop',
          scenario: { name: 'Pitched Battle', source: 'coreChart', roll: 1 },
        }),
        { type: 'RecordSpecialObjective', battleId: battleOf(fight), side: 'attacker', objective, achieved },
      ),
  ]),
  [
    'no deeds',
    'SCEN-6',
    () =>
      validate(withBattle(fight, { method: 'tabletop' }), {
        type: 'RecordGloriousDeed',
        battleId: battleOf(fight),
        deed: 'Head Hunter',
        side: 'attacker',
      }),
  ],
  ...(
    [
      ['not a deed', 'RecordGloriousDeed', { deed: 'Nothing', side: 'attacker' }, 'SCEN-6', {}],
      [
        'deed closed by the attacker',
        'RecordGloriousDeed',
        { deed: 'Head Hunter', side: 'defender' },
        'SCEN-6',
        { deedsCompleted: { 'Head Hunter': 'attacker' } },
      ],
      [
        'deed closed by the defender',
        'RecordGloriousDeed',
        { deed: 'Head Hunter', side: 'attacker' },
        'SCEN-6',
        { deedsCompleted: { 'Head Hunter': 'defender' } },
      ],
      ['six turns, nothing rolled', 'RollGameLength', {}, 'SCEN-7', {}],
      [
        'length already rolled',
        'RollGameLength',
        {},
        'SCEN-7',
        { gameLength: { roll: 5, lastTurn: 5 }, length: 'roll5' },
      ],
    ] as const
  ).map(([name, type, args, rule, change]): Case => [
    name,
    rule,
    () => {
      const { length, ...battle } = { length: 'fixed6', ...change } as { length: string } & Record<
        string,
        unknown
      >;
      const generated = {
        deeds: [{ name: 'Head Hunter', text: 'x' }],
        gameLength: length,
        deployment: { name: 'Flank Attack' },
      };
      return validate(
        withBattle(fight, {
          method: 'tabletop',
          scenario: { name: 'Retrieve', source: 'generator', roll: 1, generated },
          ...battle,
        }),
        { type, battleId: battleOf(fight), ...args },
      );
    },
  ]),
  [
    'no length roll',
    'SCEN-7',
    () =>
      validate(withBattle(fight, { method: 'tabletop' }), {
        type: 'RollGameLength',
        battleId: battleOf(fight),
      }),
  ],
  // RETREAT-4: ChooseRetreat
  [
    'no retreat awaited',
    'RETREAT-4',
    () => validate(results(fight), { type: 'ChooseRetreat', armyId: 'R1', hex: '0,0' }),
  ],
  [
    'another army retreats',
    'RETREAT-4',
    () => validate(awaitingB1(), { type: 'ChooseRetreat', armyId: 'R1', hex: '0,0' }),
  ],
  [
    'not a legal retreat hex',
    'RETREAT-4',
    () => validate(awaitingB1(), { type: 'ChooseRetreat', armyId: 'B1', hex: '-3,3' }),
  ],
  // ANV-1, ANV-40: RecordDefense
  [
    'defense: no settlement',
    'ANV-1',
    () => validate(move, { type: 'RecordDefense', hex: '0,0', result: defenseResult(['Bob'], ['Bob']) }),
  ],
  [
    'defense: neutral settlement',
    'ANV-1',
    () =>
      validate(moveState({ '1,0': { settlement: 'village', controller: null } }), {
        type: 'RecordDefense',
        hex: '1,0',
        result: defenseResult(['Bob'], ['Bob']),
      }),
  ],
  [
    'defense: players of the other side, a winner who did not play',
    'ANV-1',
    () =>
      validate(moveState({ '1,0': { settlement: 'village', controller: 'Bob' } }), {
        type: 'RecordDefense',
        hex: '1,0',
        result: defenseResult(['Alice'], ['Zed']),
      }),
  ],
];

/** The RESULTS phase of `state`. */
function results(state: Campaign): Campaign {
  return { ...state, turn: { ...state.turn, phase: 'RESULTS' } };
}

/** B1 lost the battle and must choose where it retreats (RETREAT-4). */
function awaitingB1(): Campaign {
  const state = results(
    withBattle(fight, { state: 'resolved', finalResult: { winner: 'attacker', level: 'minor' } }),
  );
  return {
    ...state,
    turn: { ...state.turn, awaiting: { armyId: 'B1', battleId: battleOf(fight), kind: 'defeat' } as never },
  };
}

/** A settlement defense result (ANV-40) in the campaign command's shape. */
function defenseResult(players: string[], winners: string[]) {
  return {
    defenseId: 'd1',
    influence: players.map((playerId) => ({ playerId, influence: 3 })),
    winners,
    cityBuildingsLeft: 1,
    affectsCampaign: false,
  };
}

/** The names a core state's refusals may quote: the document's own words. */
const namesOf = (...states: Campaign[]) =>
  states.flatMap((s) => stringsOf([s.players, s.sides, s.armies, s.lords]));

describe('core refusals in the pseudo-locale (issue 32)', () => {
  it('are pseudo text, which the scan tells from English', () => {
    const [refusal] = validate({ ...move, status: 'ended' }, { type: 'EndMovePhase' });
    setLanguage('en');
    const [english] = validate({ ...move, status: 'ended' }, { type: 'EndMovePhase' });
    expect(refusal!.message).not.toBe(english!.message);
    expect(untranslatedAmong([english!.message], [])).toEqual([english!.message]);
    expect(untranslatedAmong([refusal!.message], [])).toEqual([]);
  });

  it.each(CORE_CASES)('%s (%s)', (_name, rule, refusals) => {
    const made = refusals();
    const list =
      made === null
        ? []
        : 'ruleId' in made
          ? [made]
          : ((made as { violations?: RuleViolation[] }).violations ?? (made as RuleViolation[]));
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((v) => v.ruleId)).toContain(rule);
    const texts = list.map((v) => v.message);
    expect(
      untranslatedAmong(texts, [
        ...MACHINE,
        ...namesOf(move, fight),
        'Ghost',
        'Zed',
        'Dance',
        'Head',
        'Hunter',
        'Nothing',
        'Flank',
        'Attack',
        'chess',
        'huge',
        'nobody',
        'nowhere',
        'Sword',
        'Axe',
        'zz',
        'x',
      ]),
    ).toEqual([]);
  });
});

// ---- SETUP-1..8: a new campaign's refusals (createCoreCampaign and the per-hex SETUP-3/4 checks) ----

const generated = (() => {
  const made = generateMap(DEFAULT_MAP_PARAMS, 1);
  if (!made.ok) throw new Error('the default map must generate');
  return made.value;
})();
const setupBase = (): CoreSetupInput => {
  const players = generated.sides.flatMap((side) => side.players.map((p) => p.id));
  const fortresses = Object.fromEntries(
    Object.entries(generated.map.hexes)
      .filter(([, hex]) => hex.settlement?.type === 'fortress')
      .map(([key, hex]) => [hex.settlement!.controller!, key as HexKey]),
  );
  expect(Object.keys(fortresses).sort()).toEqual([...players].sort());
  return { id: 'c', name: 'Setup', seed: 1, map: generated.map, sides: generated.sides, fortresses };
};
const keyWhere = (test: (hex: (typeof generated.map.hexes)[HexKey]) => boolean): HexKey =>
  (Object.keys(generated.map.hexes) as HexKey[]).find((key) => test(generated.map.hexes[key]!))!;
const water = keyWhere((hex) => hex.terrain === 'water' || hex.terrain === 'mountain');
const village = keyWhere((hex) => hex.settlement?.type === 'village');
const [red, blue] = generated.sides as unknown as [CoreSetupInput['sides'][0], CoreSetupInput['sides'][0]];
const redPlayer = red.players[0]!;
const setupWith = (change: Partial<CoreSetupInput>) => () => {
  const made = createCoreCampaign({ ...setupBase(), ...change });
  return made.ok ? [] : made.error;
};
const redFortress = () => setupBase().fortresses[redPlayer.id]!;

const SETUP_CASES: Case[] = [
  ['one side', 'SETUP-2', setupWith({ sides: [red] })],
  ['home edges not opposite', 'SETUP-2', setupWith({ sides: [red, { ...blue, homeEdge: 'North' }] })],
  ['a side without players', 'SETUP-2', setupWith({ sides: [{ ...red, players: [] }, blue] })],
  ['a side colour', 'SETUP-2', setupWith({ sides: [{ ...red, color: 'red' }, blue] })],
  ['an id twice', 'SETUP-2', setupWith({ sides: [red, { ...blue, id: red.id }] })],
  [
    'a player colour',
    'SETUP-2',
    setupWith({ sides: [{ ...red, players: [{ ...redPlayer, color: 'red' }] }, blue] }),
  ],
  [
    'no edge hexes',
    'SETUP-1',
    setupWith({ map: { ...generated.map, edges: { ...generated.map.edges, West: [] } } }),
  ],
  ['a setting value', 'DATA-12', setupWith({ settings: { core: { scenarioSource: 'dreams' as never } } })],
  ['a setting number', 'DATA-12', setupWith({ settings: { core: { armiesPerPlayer: 0 } } })],
  ['no hexes', 'SETUP-1', setupWith({ map: { ...generated.map, hexes: {} } })],
  [
    'a hex under the wrong key, a bridge without a river, a settlement on impassable ground',
    'SETUP-1',
    setupWith({
      map: {
        ...generated.map,
        hexes: {
          ...generated.map.hexes,
          '0,0': { ...generated.map.hexes[hex('0,0')]!, q: 5 },
          [village]: { ...generated.map.hexes[village]!, terrain: 'water', bridge: true, river: undefined },
        } as never,
      },
    }),
  ],
  [
    'no fortress picked',
    'SETUP-3',
    () => (createCoreCampaign({ ...setupBase(), fortresses: {} }) as { error: RuleViolation[] }).error,
  ],
  [
    'two fortresses on one hex',
    'SETUP-3',
    () => {
      const base = setupBase();
      const made = createCoreCampaign({
        ...base,
        sides: [{ ...red, players: [redPlayer, { ...redPlayer, id: 'p2', name: 'Second' }] }, blue],
        fortresses: { ...base.fortresses, p2: redFortress() },
      });
      return made.ok ? [] : made.error;
    },
  ],
  [
    'the wrong number of armies, armies off their fortress and on one hex',
    'SETUP-4',
    () => {
      const base = setupBase();
      const made = createCoreCampaign({
        ...base,
        armies: { [redPlayer.id]: [redFortress(), redFortress(), water, village] },
      });
      return made.ok ? [] : made.error;
    },
  ],
  [
    'armies of both sides on one hex',
    'SETUP-4',
    () => {
      const base = setupBase();
      const blueFortress = base.fortresses[blue.players[0]!.id]!;
      const made = createCoreCampaign({
        ...base,
        armies: { [redPlayer.id]: [blueFortress], [blue.players[0]!.id]: [blueFortress] },
        settings: { core: { armiesPerPlayer: 1 } },
        fortresses: base.fortresses,
      });
      return made.ok ? [] : made.error;
    },
  ],
  ['the first side', 'SETUP-8', setupWith({ settings: { core: { firstSide: 'nobody' } } })],
  [
    'a Lord with an army that is not there',
    'SETUP-5',
    setupWith({ lords: { [redPlayer.id]: { name: 'Lord', loadout: '', army: 7 } } }),
  ],
  ...([undefined, redPlayer.name] as const).flatMap((player): Case[] => [
    ['fortress: not a hex', 'SETUP-3', () => fortressSiteViolations(generated.map, 'x', 'West', player)],
    [
      'fortress: off the map',
      'SETUP-3',
      () => fortressSiteViolations(generated.map, '99,99', 'West', player),
    ],
    [
      'fortress: impassable, off the home line',
      'SETUP-3',
      () => fortressSiteViolations(generated.map, water, 'West', player),
    ],
    [
      'fortress: on a village',
      'SETUP-3',
      () => fortressSiteViolations(generated.map, village, 'West', player),
    ],
    ['army: impassable', 'SETUP-4', () => armySiteViolations(generated.map, water, redFortress(), player)],
    [
      'army: far from the fortress',
      'SETUP-4',
      () => armySiteViolations(generated.map, village, redFortress(), player),
    ],
  ]),
];

describe('setup refusals in the pseudo-locale (issue 32)', () => {
  it.each(SETUP_CASES)('%s (%s)', (_name, rule, refusals) => {
    const list = refusals() as readonly RuleViolation[];
    expect(list.map((v) => v.ruleId)).toContain(rule);
    const allowed = [
      ...MACHINE,
      ...stringsOf(generated.sides),
      'Second',
      'Lord',
      'dreams',
      'nobody',
      'x',
      'coreChart',
      'generator',
      'none',
      'tabletop',
      'dice',
      'assault',
    ];
    expect(
      untranslatedAmong(
        list.map((v) => v.message),
        allowed,
      ),
    ).toEqual([]);
  });
});

// ---- Briefing texts (BRIEF-1..9) ----

describe('the battle briefing in the pseudo-locale (issue 32)', () => {
  it('has no untranslated line, whatever the hex and the armies', () => {
    const state = withLord(
      withArmy(
        withArmy(
          fightState(
            {},
            { '0,-1': { settlement: 'town', controller: 'Bob', terrain: 'hills', river: true } },
          ),
          'R1',
          {
            status: 'shaken',
          },
        ),
        'B1',
        { status: 'broken' },
      ),
      'Alice',
      { loadout: 'Sword' },
    );
    const withScenario = withBattle(state, {
      scenario: { name: 'Pitched Battle', source: 'coreChart', roll: 1 },
    });
    const bridged = fightState(
      {},
      { '0,-1': { river: true, bridge: true, settlement: 'village', controller: 'Bob' } },
    );
    const fortress = withBattle(fightState({}, { '0,-1': { settlement: 'city', controller: 'Bob' } }), {
      kind: 'fortressSiege',
    });
    const texts = [withScenario, bridged, fortress].flatMap((s) =>
      battleBriefing(s, battleOf(s))!.items.map((i) => i.text),
    );
    expect(texts.length).toBeGreaterThan(8);
    expect(untranslatedAmong(texts, [...namesOf(state), 'Sword', 'Pitched', 'Battle', 'VP'])).toEqual([]);
  });
});

// ---- File-load refusals (loadHexmarchFile: not ours, newer, damaged, impossible) ----

const fileDocument = generatedDocument(1, 2);
const goodFile = serializeHexmarchFile(fileDocument, '1.0.0');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The good file with `change` made to its parsed JSON. */
const fileWith = (change: (file: Json) => void): string => {
  const file = JSON.parse(goodFile) as Json;
  change(file);
  return JSON.stringify(file);
};
const campaignOf = (file: Json) => file.document.campaign as Json;
const firstArmy = (file: Json) => campaignOf(file).armies.entities[campaignOf(file).armies.ids[0]] as Json;
const docCampaign = fileDocument.campaign as Campaign;
const waterHex = (Object.keys(docCampaign.map.hexes) as HexKey[]).find(
  (key) => docCampaign.map.hexes[key]!.terrain === 'water',
)!;

const FILE_CASES: readonly (readonly [string, () => string | [string, readonly string[], number]])[] = [
  ['not JSON', () => 'hello'],
  ['JSON of another kind', () => '{"players": [1, 2]}'],
  [
    'made by a newer Hexmarch, with its version',
    () => fileWith((f) => ((f.version = 99), (f.appVersion = '9.9.9'))),
  ],
  ['made by a newer Hexmarch, without one', () => fileWith((f) => ((f.version = 99), delete f.appVersion))],
  ['cut short', () => goodFile.slice(0, 200)],
  ['a syntax error inside', () => goodFile.replace('"document"', '"document" x')],
  ['no version number', () => fileWith((f) => (f.version = 'two'))],
  ['no appVersion', () => fileWith((f) => delete f.appVersion)],
  ['a value of the wrong kind', () => fileWith((f) => (campaignOf(f).name = 5))],
  ['a value missing', () => fileWith((f) => delete f.document.mapDocument.seed)],
  ['a value not among the choices', () => fileWith((f) => (f.document.mapDocument.sides[0].homeEdge = 'Up'))],
  ['a text too long', () => fileWith((f) => (campaignOf(f).name = 'x'.repeat(30_000)))],
  ['a number too small', () => fileWith((f) => (campaignOf(f).turn.number = -1))],
  [
    'an unknown terrain letter',
    () =>
      fileWith(
        (f) => (f.document.mapDocument.map.terrain = 'z' + f.document.mapDocument.map.terrain.slice(1)),
      ),
  ],
  ['a feature off the map', () => fileWith((f) => (f.document.mapDocument.map.features['999,999'] = {}))],
  ['a log entry that is no event', () => fileWith((f) => (campaignOf(f).log[3] = 5))],
  ['an event of an unknown type', () => fileWith((f) => (campaignOf(f).log[3].type = 'Dance'))],
  ['an event numbered out of order', () => fileWith((f) => (campaignOf(f).log[3].seq = 40))],
  ['an event without a number', () => fileWith((f) => delete campaignOf(f).log[3].seq)],
  ['a reserved name as a key', () => goodFile.replace('"mapDocument":', '"constructor": 1, "mapDocument":')],
  [
    'nested far too deep',
    () => fileWith((f) => (campaignOf(f).name = JSON.parse('['.repeat(300) + ']'.repeat(300)))),
  ],
  ['an entity table whose ids do not match', () => fileWith((f) => campaignOf(f).armies.ids.pop())],
  ['an army on water', () => fileWith((f) => (firstArmy(f).hex = waterHex))],
  [
    'a Lord with an army that does not exist',
    () => fileWith((f) => ((Object.values(campaignOf(f).lords.entities)[0] as Json).armyId = 'army-99')),
  ],
  ['a hex note off the map', () => fileWith((f) => (f.document.notes = { '999,999': { label: 'Lost' } }))],
  ['an edge hex off the map', () => fileWith((f) => f.document.mapDocument.map.edges.West.push('999,999'))],
  ['a corner off the map', () => fileWith((f) => (f.document.mapDocument.map.corners.NW = '999,999'))],
  ['a random state of zeros', () => fileWith((f) => (campaignOf(f).rng.words = [0, 0, 0, 0]))],
  ['a side listed twice', () => fileWith((f) => campaignOf(f).sides.push(campaignOf(f).sides[0]))],
  ['an upgrade with no migration', () => [goodFile, [], 3]],
];

describe('file-load refusals in the pseudo-locale (issue 32)', () => {
  it.each(FILE_CASES)('%s', (_name, make) => {
    const made = make();
    const [text, migrations, version] = typeof made === 'string' ? [made, undefined, undefined] : made;
    const loaded = loadHexmarchFile(text, migrations as never, version);
    expect(loaded.ok).toBe(false);
    const message = loaded.ok ? '' : loaded.error.message;
    // The path into the file names its JSON keys and ids (document › campaign › armies …), never translated.
    const path = message.match(/document(?: › [^:)]+)?/g) ?? [];
    const allowed = [
      ...MACHINE,
      ...stringsOf(fileDocument),
      ...path,
      'Dance',
      'Up',
      'x',
      'Lost',
      'army-99',
      'West',
      'East',
      'North',
      'South',
    ];
    expect(untranslatedAmong([message], allowed)).toEqual([]);
  });
});

// ---- Map parameters (validateMapParams, problemSentence, generateMap's seed) ----

const base = DEFAULT_MAP_PARAMS;
const [redSide, blueSide] = base.sides;
const PARAM_CASES: readonly (readonly [string, MapParams])[] = [
  ['a size out of bounds', { ...base, width: 2, height: 401 }],
  ['shares out of bounds', { ...base, water: 1.5, forests: -0.1 }],
  ['too much water and mountains', { ...base, water: 0.9, mountains: 0.75 }],
  ['shares of the land over 100 %', { ...base, mountains: 0.5, forests: 0.4, hills: 0.3, marsh: 0 }],
  ['counts not whole', { ...base, villages: -1, towns: 1.5 }],
  ['too many rivers', { ...base, rivers: 50 }],
  ['too many settlements', { ...base, width: 12, height: 10, villages: 200 }],
  ['one side', { ...base, sides: [redSide] as never }],
  [
    'sides with empty ids, names, bad colours and edges',
    { ...base, sides: [{ ...redSide, id: '', name: '', color: 'red', homeEdge: 'Up' as never }, blueSide] },
  ],
  ['a side without players', { ...base, sides: [redSide, { ...blueSide, players: [] }] }],
  [
    'players with empty ids, names and bad colours, and a repeated id',
    {
      ...base,
      sides: [
        { ...redSide, players: [{ id: '', name: '', color: 'red' }, ...redSide.players] },
        { ...blueSide, players: redSide.players },
      ],
    },
  ],
  [
    'more players than the edge has room for',
    {
      ...base,
      height: 8,
      sides: [
        { ...redSide, players: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id, color: '#D55E00' })) },
        blueSide,
      ],
    },
  ],
  ['sides with one id', { ...base, sides: [redSide, { ...blueSide, id: redSide.id }] }],
  ['home edges not opposite', { ...base, sides: [redSide, { ...blueSide, homeEdge: 'North' }] }],
];

describe('map-parameter problems in the pseudo-locale (issue 32)', () => {
  it.each(PARAM_CASES)('%s', (_name, params) => {
    const problems = validateMapParams(params);
    expect(problems.length).toBeGreaterThan(0);
    const sentences = problems.map(problemSentence);
    const allowed = [...stringsOf(base.sides), 'a', 'b', 'c', 'd', 'e', 'Up', 'red', '1f77b4'];
    expect(untranslatedAmong(sentences, allowed)).toEqual([]);
  });

  it('includes the seed generateMap checks itself', () => {
    const made = generateMap(base, Number.NaN);
    expect(made.ok).toBe(false);
    expect(untranslatedAmong((made.ok ? [] : made.error).map(problemSentence), ['NaN'])).toEqual([]);
  });
});

// ---- Map editing refusals (shared/mapedit) and hex notes ----

describe('map-edit refusals in the pseudo-locale (issue 32)', () => {
  it('says every refusal in the GM language', () => {
    const map = generated.map;
    const sides = generated.sides;
    const fortressHex = redFortress();
    const blank = keyWhere((hex) => !hex.settlement && hex.terrain === 'open' && !hex.river);
    const refusals = [
      paintTerrain(map, blank, 5 as never, 'open'),
      paintTerrain(map, village, 0, 'water'),
      placeSettlement(map, water, { type: 'village' }),
      placeSettlement(map, village, { type: 'town' }),
      placeSettlement(map, blank, { type: 'fortress' } as never),
      placeSettlement(map, blank, { type: 'fortress', owner: 'Nobody' }, sides),
      placeSettlement(map, blank, { type: 'fortress', owner: redPlayer.id }, sides),
      moveSettlement(map, hex('999,999'), blank),
      toggleBridge(map, blank),
      setController(map, blank, null),
      setController(map, village, 'Nobody', sides),
      setAssaultValues(map, village, { unitCapacity: 6, breaches: 0 }),
      setAssaultValues(map, fortressHex, { unitCapacity: -1, breaches: 0 }),
      setAssaultValues(map, fortressHex, { unitCapacity: 6, breaches: 0.5 }),
    ];
    const texts = refusals.map((r) => (r.ok ? 'ACCEPTED' : r.error));
    texts.push(
      hexTextProblem('label', 'two\nlines')!,
      hexTextProblem('label', 'x'.repeat(61))!,
      hexTextProblem('note', 'x'.repeat(2001))!,
    );
    expect(untranslatedAmong(texts, [...stringsOf(sides), 'Nobody'])).toEqual([]);
  });
});

// ---- Azgaar world refusals (shared/interchange/azgaar) ----

describe('Azgaar refusals in the pseudo-locale (issue 32)', () => {
  it('says every refusal in the GM language', () => {
    const little = JSON.parse(LITTLE_MARCHES) as Json;
    const clone = () => JSON.parse(LITTLE_MARCHES) as Json;
    const wrongField = clone();
    wrongField.pack.burgs[3].population = 'lots';
    const badRiver = clone();
    badRiver.pack.rivers[1].cells = [10, 18, 4000];
    const lostBurg = clone();
    delete lostBurg.pack.burgs[2].x;
    delete lostBurg.pack.burgs[2].cell;
    const hostile = clone();
    hostile.pack.burgs = Array.from({ length: 1_000_001 }, () => 0);
    const texts = [
      'hello world',
      '{"players": [1, 2]}',
      '{"format":"hexmarch","version":2}',
      '{"type":"FeatureCollection","features":[]}',
      JSON.stringify({ info: little.info, pack: { burgs: little.pack.burgs } }),
      JSON.stringify({ info: little.info, cells: { cells: [{ i: 0, h: 30, temp: 5, prec: 10 }] } }),
      '1.108.0|File can be loaded in azgaar.github.io/Fantasy-Map-Generator|…',
      JSON.stringify(wrongField),
      JSON.stringify(badRiver),
      JSON.stringify(lostBurg),
      JSON.stringify(hostile),
    ].map((text) => {
      const read = readAzgaarWorld(text);
      return read.ok ? 'ACCEPTED' : read.error;
    });
    const world = readAzgaarWorld(LITTLE_MARCHES);
    if (!world.ok) throw new Error(world.error);
    const sized = importAzgaarWorld(world.value, { width: 2, height: 20, cropToLand: false });
    texts.push(sized.ok ? 'ACCEPTED' : sized.error);
    const path = texts.flatMap((text) => text.match(/(?:pack|info)(?: › \w+)+/g) ?? []);
    const allowed = [
      ...path,
      ...stringsOf(little.pack.burgs),
      ...stringsOf(little.pack.rivers),
      'JSON',
      'GeoJSON',
      'Azgaar',
      'Azgaar’s',
      "Azgaar's",
      'lots',
    ];
    expect(untranslatedAmong(texts, allowed)).toEqual([]);
  });
});

describe('explainMove in German (issue 32: no matching on message text)', () => {
  it("shows the target's own problem first, picked by the hex it names", () => {
    setLanguage('de');
    const state = rolled(moveState({ '2,0': { terrain: 'water' } }), 1);
    const shown = explainMove(state, 'R1', hex('2,0'));
    // The straight line is also too long (MOVE-5, about the whole path); the target's own MOVE-6 is what is shown.
    expect(shown.map((v) => v.ruleId)).toEqual(['MOVE-6']);
    expect(shown[0]!.message).toContain('Hexfeld');
  });
});
