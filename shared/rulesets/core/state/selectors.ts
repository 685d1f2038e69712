import { recentCache } from '../../../kernel/recentCache';
import type { HexKey } from '../../../hex';
import type { MapHex, PlayerId, Settlement } from '../../../map';
import type { Army, ArmyId, Battle, BattleId, Campaign, Lord, Side, SideId } from '../model/campaign';

export function getArmy(state: Campaign, armyId: ArmyId): Army | undefined {
  return Object.hasOwn(state.armies.entities, armyId) ? state.armies.entities[armyId] : undefined;
}

export function getBattle(state: Campaign, battleId: BattleId): Battle | undefined {
  return Object.hasOwn(state.battles.entities, battleId) ? state.battles.entities[battleId] : undefined;
}

export function getLord(state: Campaign, playerId: PlayerId): Lord | undefined {
  return Object.hasOwn(state.lords.entities, playerId) ? state.lords.entities[playerId] : undefined;
}

export function getHex(state: Campaign, key: HexKey): MapHex | undefined {
  return Object.hasOwn(state.map.hexes, key) ? state.map.hexes[key] : undefined;
}

export function getSide(state: Campaign, sideId: SideId): Side | undefined {
  return state.sides.find((side) => side.id === sideId);
}

/** DATA-3: derived, never stored twice. */
export function sideOfPlayer(state: Campaign, playerId: PlayerId | null | undefined): SideId | undefined {
  if (playerId == null) return undefined;
  return state.players.find((player) => player.id === playerId)?.sideId;
}

export function sideOfArmy(state: Campaign, army: Army): SideId {
  const side = sideOfPlayer(state, army.ownerId);
  if (side === undefined)
    throw new Error(`Army ${army.id} has an owner ${army.ownerId} with no side (DATA-3)`);
  return side;
}

export function otherSide(state: Campaign, sideId: SideId): SideId {
  const other = state.sides.find((side) => side.id !== sideId);
  if (!other) throw new Error('A core campaign has two sides (SETUP-2)');
  return other.id;
}

// Runtime cache only (never in state), per armies table: auto-play asks for the live armies many times for each
// version of the table (next command, legal moves, validation, resolution), and the table is replaced, never
// changed, when an army changes. A few recent tables, not a WeakMap: a new table comes with nearly every army
// event, and a WeakMap insert per event was a visible share of auto-play's GC (as in Firestorm, recentCache).
const liveByTable = recentCache<Campaign['armies'], readonly Army[]>();

/** Armies still on the map, in id order (GEN-9). Shared between callers: read it, never change it. */
export function liveArmies(state: Campaign): readonly Army[] {
  let live = liveByTable.get(state.armies);
  if (!live) {
    live = state.armies.ids.map((id) => state.armies.entities[id]!).filter((army) => army.hex !== null);
    liveByTable.set(state.armies, live);
  }
  return live;
}

export function armiesAt(state: Campaign, hex: HexKey): Army[] {
  return liveArmies(state).filter((army) => army.hex === hex);
}

// The two below run for every step of every path checked and every retreat hex weighed, and nearly always find no
// army: one pass, and no array unless one is found (issue 16 allocation profile: a tenth of a balance run's bytes).
const NO_ARMIES: readonly Army[] = Object.freeze([]);

export function enemyArmiesAt(state: Campaign, hex: HexKey, sideId: SideId): readonly Army[] {
  let found: Army[] | undefined;
  for (const army of liveArmies(state))
    if (army.hex === hex && sideOfArmy(state, army) !== sideId) (found ??= []).push(army);
  return found ?? NO_ARMIES;
}

export function friendlyArmiesAt(
  state: Campaign,
  hex: HexKey,
  sideId: SideId,
  except?: ArmyId,
): readonly Army[] {
  let found: Army[] | undefined;
  for (const army of liveArmies(state))
    if (army.hex === hex && army.id !== except && sideOfArmy(state, army) === sideId)
      (found ??= []).push(army);
  return found ?? NO_ARMIES;
}

/** SETUP-7: a settlement seen from a side. */
export type Relation = 'neutral' | 'friendly' | 'enemy';

export function settlementRelation(state: Campaign, settlement: Settlement, sideId: SideId): Relation {
  if (settlement.controller === null) return 'neutral';
  return sideOfPlayer(state, settlement.controller) === sideId ? 'friendly' : 'enemy';
}

export function isEnemySettlementAt(state: Campaign, hex: HexKey, sideId: SideId): boolean {
  const settlement = getHex(state, hex)?.settlement;
  return settlement !== undefined && settlementRelation(state, settlement, sideId) === 'enemy';
}

/** The lord travelling with an army, if any (LORD-1). */
export function lordWithArmy(state: Campaign, armyId: ArmyId): Lord | undefined {
  return state.lords.ids
    .map((id) => state.lords.entities[id]!)
    .find((lord) => lord.state === 'active' && lord.armyId === armyId);
}

/** MOVE-1: the army that has rolled this phase and not yet finished its move. */
export function activatedArmy(state: Campaign): Army | undefined {
  return liveArmies(state).find((army) => army.moveAllowance !== undefined && !army.movedThisPhase);
}
