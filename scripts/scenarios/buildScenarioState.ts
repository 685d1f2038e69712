import { rosterProblems } from '@shared/rulesets/assault';
import {
  battleKind,
  defaultMethod,
  locationBonusSnapshot,
  type Army,
  type Battle,
  type Campaign,
  type EntityTable,
  type Lord,
} from '@shared/rulesets/core';
import { dirFrom, parseHexKey, type HexKey } from '@shared/hex';
import { isPassable } from '@shared/map';
import { createRngState, isDicePurpose, type DiceQueues } from '@shared/random';
import type { ScenarioSpec } from './scenarioSchema';
import { scenarioMap } from './scenarioMap';
import { scenarioSettings } from './scenarioSettings';

const PALETTE = ['#c0392b', '#2c6fbb', '#d4a017', '#27ae60', '#8e44ad', '#e67e22'];

function table<T>(entries: [string, T][]): EntityTable<T> {
  return { ids: entries.map(([id]) => id), entities: Object.fromEntries(entries) };
}

/**
 * The starting state a scenario describes, as plain engine state: side keys are side ids, player names are
 * player ids, army keys are army ids. Every inconsistency is an error message, never a throw.
 */
export function buildScenarioState(spec: ScenarioSpec): {
  state?: Campaign;
  dice: DiceQueues;
  errors: string[];
} {
  const errors: string[] = [];
  const turn = spec.turn;
  if (!turn) return { dice: {}, errors: ['turn: a scenario without setup needs a starting turn'] };
  if (spec.ruleset !== 'core')
    errors.push(`ruleset ${spec.ruleset} is not supported by this engine yet (core only)`);
  const { map, errors: mapErrors } = scenarioMap(spec.map);
  errors.push(...mapErrors);
  const sideIds = Object.keys(spec.sides);
  if (sideIds.length !== 2)
    errors.push(`sides: core mode has exactly two sides, got ${sideIds.length} (SETUP-2)`);
  const sides = Object.entries(spec.sides).map(([id, s], i) => ({
    id,
    name: id,
    color: s.color ?? PALETTE[i % PALETTE.length]!,
    homeEdge: s.homeEdge,
    playerIds: s.players,
  }));
  const players = sides.flatMap((side, i) =>
    side.playerIds.map((id, j) => ({
      id,
      name: id,
      color: PALETTE[(i * 3 + j + 2) % PALETTE.length]!,
      sideId: side.id,
    })),
  );
  const playerIds = players.map((p) => p.id);
  if (new Set(playerIds).size !== playerIds.length) errors.push('sides: a player is listed twice');
  for (const hex of Object.values(map.hexes)) {
    const controller = hex.settlement?.controller;
    if (controller && !playerIds.includes(controller))
      errors.push(`map.hexes: unknown controller ${controller}`);
  }
  const { settings, errors: settingErrors } = scenarioSettings(spec.settings, playerIds);
  errors.push(...settingErrors);

  const armies: [string, Army][] = [];
  for (const [id, a] of Object.entries(spec.armies ?? {})) {
    if (!playerIds.includes(a.owner)) errors.push(`armies.${id}: unknown owner ${a.owner}`);
    const hex = map.hexes[a.at as HexKey];
    if (!hex || !isPassable(hex.terrain)) errors.push(`armies.${id}: ${a.at} is not a passable map hex`);
    const army: Army = {
      id,
      ownerId: a.owner,
      name: id,
      hex: a.at as HexKey,
      status: a.status ?? 'fresh',
      points: a.points ?? settings.core.armyPoints,
      movedThisPhase: false,
      ...(a.status === 'shaken' ? { shakenSetOnTurn: a.shakenSetOnTurn ?? turn.number - 1 } : {}),
      ...(a.roster
        ? { roster: Object.entries(a.roster).map(([unitId, unit]) => ({ id: unitId, ...unit })) }
        : {}),
      ...(a.strategicAbility !== undefined ? { strategicAbility: a.strategicAbility } : {}),
      ...(a.leadershipAbility !== undefined ? { leadershipAbility: a.leadershipAbility } : {}),
      ...(a.moraleMod !== undefined ? { moraleMod: a.moraleMod } : {}),
    };
    for (const problem of rosterProblems(army.roster ?? [])) errors.push(`armies.${id}.roster: ${problem}`);
    armies.push([id, army]);
  }
  const lords: [string, Lord][] = playerIds.map((playerId) => {
    const own = Object.entries(spec.armies ?? {}).filter(([, a]) => a.owner === playerId);
    const flagged = own.filter(([, a]) => a.lord);
    if (flagged.length > 1) errors.push(`armies: ${playerId}'s Lord is with more than one army (LORD-1)`);
    // SETUP-5 / BOT-1: a Lord not placed by the scenario goes with the player's first army.
    const armyId = (flagged[0] ?? own[0])?.[0] ?? null;
    const lord: Lord = {
      playerId,
      name: `${playerId}'s Lord`,
      loadout: '',
      armyId,
      state: 'active',
      reassignedThisPhase: false,
    };
    return [playerId, lord];
  });
  if (!sideIds.includes(turn.side)) errors.push(`turn.side: unknown side ${turn.side}`);
  const dice: DiceQueues = {};
  for (const [tag, queue] of Object.entries(spec.dice ?? {})) {
    if (!isDicePurpose(tag)) errors.push(`dice: unknown purpose tag "${tag}" (GEN-11)`);
    else (dice as Record<string, readonly (number | string)[]>)[tag] = queue;
  }
  if (errors.length > 0) return { dice, errors };

  const other = sideIds.find((id) => id !== turn.side)!;
  let state: Campaign = {
    id: spec.id,
    name: spec.title ?? spec.id,
    ruleset: 'core',
    rng: createRngState(spec.seed ?? 1),
    settings,
    map,
    players,
    sides,
    armies: table(armies),
    lords: table(lords),
    battles: { ids: [], entities: {} },
    turn: {
      number: turn.number,
      round: turn.round ?? Math.ceil(turn.number / 2),
      activeSideId: turn.side,
      // Decision for scenarios: odd side-turns belong to the first side (TURN-2 alternation from turn 1).
      firstSideId: turn.number % 2 === 1 ? turn.side : other,
      phase: turn.phase,
      locationBonus: {},
    },
    status: 'running',
    log: [],
  };
  const battles = buildBattles(spec, state, errors);
  state = { ...state, battles: table(battles.map((b) => [b.id, b])) };
  // A battle that already exists in MOVE was started by its attacker's move this phase (BATTLE-1, MOVE-1).
  if (turn.phase === 'MOVE') state = markAttackersMoved(state, battles);
  sameSideSharing(state, battles, errors);
  if (turn.phase === 'MOVE')
    state = { ...state, turn: { ...state.turn, locationBonus: locationBonusSnapshot(state) } };
  if (turn.phase === 'FIGHT' && battles.length === 0)
    errors.push('turn.phase FIGHT needs at least one battle');
  if (turn.phase === 'RESULTS') errors.push('turn.phase RESULTS as a starting state is not supported yet');
  return errors.length > 0 ? { dice, errors } : { state, dice, errors };
}

function buildBattles(spec: ScenarioSpec, state: Campaign, errors: string[]): Battle[] {
  return (spec.battles ?? []).flatMap((b, i) => {
    const attacker = state.armies.entities[b.attacker];
    const defender = state.armies.entities[b.defender];
    const entryDir = dirFrom(parseHexKey(b.hex), parseHexKey(b.entryHex));
    const where = `battles[${i}]`;
    if (!attacker || !defender) errors.push(`${where}: unknown army ${attacker ? b.defender : b.attacker}`);
    if (!entryDir) errors.push(`${where}: entryHex ${b.entryHex} is not adjacent to ${b.hex}`);
    if (!attacker || !defender || !entryDir) return [];
    const attackerSide = state.players.find((p) => p.id === attacker.ownerId)!.sideId;
    const defenderSide = state.players.find((p) => p.id === defender.ownerId)!.sideId;
    if (attacker.hex !== b.hex || defender.hex !== b.hex)
      errors.push(`${where}: both armies must stand on ${b.hex}`);
    if (attackerSide !== state.turn.activeSideId)
      errors.push(`${where}: the attacker is the active side's army (TURN-3)`);
    if (attackerSide === defenderSide) errors.push(`${where}: attacker and defender are on the same side`);
    const kind = battleKind(state, b.hex as HexKey, defenderSide);
    return [
      {
        id: `battle-${i + 1}`,
        turn: state.turn.number,
        hex: b.hex as HexKey,
        createdSeq: i - (spec.battles ?? []).length,
        kind,
        attacker: { sideId: attackerSide, armyId: attacker.id },
        defender: { sideId: defenderSide, armyId: defender.id },
        entryHex: b.entryHex as HexKey,
        entryDir,
        method: b.method ?? defaultMethod(state, kind),
        state: 'pending',
      } satisfies Battle,
    ];
  });
}

/** SETUP-4 / MOVE-9: two armies of one side never share a hex; enemies share only as a battle's two armies. */
function sameSideSharing(state: Campaign, battles: Battle[], errors: string[]): void {
  const byHex = new Map<string, Army[]>();
  for (const id of state.armies.ids) {
    const army = state.armies.entities[id]!;
    byHex.set(army.hex!, [...(byHex.get(army.hex!) ?? []), army]);
  }
  for (const [hex, here] of byHex) {
    if (here.length < 2) continue;
    const inBattle = battles.some((b) => b.hex === hex && here.length === 2);
    if (!inBattle)
      errors.push(`armies: ${here.map((a) => a.id).join(', ')} share ${hex} without a battle between them`);
  }
}

function markAttackersMoved(state: Campaign, battles: Battle[]): Campaign {
  const entities = { ...state.armies.entities };
  for (const battle of battles) {
    const army = entities[battle.attacker.armyId]!;
    entities[army.id] = { ...army, movedThisPhase: true, pathThisPhase: [battle.entryHex, battle.hex] };
  }
  return { ...state, armies: { ...state.armies, entities } };
}
