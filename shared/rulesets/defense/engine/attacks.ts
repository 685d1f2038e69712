import { arrowIndex, keyOfIndex, rowFrom, type Side, sq } from '../model/board';
import { IS_CITY_INDEX, NEIGHBOUR_INDICES, ORDER_FROM_SIDE } from '../model/squareTables';
import type { DefenseState } from '../model/state';
import type { EnemyTile, UnitTile } from '../model/tiles';
import { killChance, rollAgainst } from './attackRoll';
import { auraAt, indexOf, ownModifier, supportAt, supportFor, unitAt } from './queries';
import type { DefenseSink } from './sink';

export interface AttackPlan {
  readonly target: string;
  readonly roll: 'ranged' | 'melee';
  readonly chance: number;
}

/**
 * BOT-32/33: among the face-up enemies adjacent to the unit, the highest kill chance (ties: higher printed strength,
 * then the assault side's arrow order), then ranged if its chance is at least melee's.
 */
export function planAttack(state: DefenseState, square: string, side: Side): AttackPlan | undefined {
  const index = sq(square);
  const unit = unitAt(state, index)!;
  const base = ownModifier(unit) + auraAt(state, unit.owner, square);
  let best: (AttackPlan & { strength: number; key: string }) | undefined;
  for (const at of NEIGHBOUR_INDICES[index]!) {
    const enemy = state.board[at]!.enemy;
    if (!enemy?.faceUp) continue;
    const key = keyOfIndex(at);
    const { strength } = state.tiles[enemy.tileId] as EnemyTile;
    const need = strength - base - supportAt(state, at, index);
    const ranged = unit.ranged ? killChance(unit.ranged, need, unit.rerolls) : -1;
    const melee = unit.melee ? killChance(unit.melee, need, unit.rerolls) : -1;
    const plan = {
      target: key,
      roll: ranged >= melee ? 'ranged' : 'melee',
      chance: Math.max(ranged, melee),
      strength,
      key,
    } as const;
    if (
      !best ||
      plan.chance > best.chance ||
      (plan.chance === best.chance &&
        (strength > best.strength ||
          (strength === best.strength &&
            (arrowIndex(side, key) - arrowIndex(side, best.key) ||
              rowFrom(side, key) - rowFrom(side, best.key)) < 0)))
    )
      best = plan;
  }
  return best && { target: best.target, roll: best.roll, chance: best.chance };
}

/**
 * ANV-18..25: units in order of their row from the last placed side (row 1 first), each row in that side's arrow
 * order, each attacking at most once if a face-up enemy is adjacent when its turn comes (ANV-19).
 */
export function unitAttacks(sink: DefenseSink): void {
  const state = sink.state;
  const orderSide = state.lastPlacedSide ?? state.assaultSide ?? 1;
  const assaultSide = state.assaultSide ?? orderSide;
  const units: { id: string; at: number }[] = [];
  for (const at of ORDER_FROM_SIDE[orderSide])
    if (IS_CITY_INDEX[at] && unitAt(state, at)) units.push({ id: state.board[at]!.tile!, at });
  for (const { id, at } of units) {
    const index = indexOf(sink.state, id, at);
    if (index < 0) continue;
    const square = keyOfIndex(index);
    const plan = planAttack(sink.state, square, assaultSide);
    if (plan) attack(sink, id, square, plan);
  }
}

function attack(sink: DefenseSink, unitId: string, square: string, plan: AttackPlan): void {
  const state = sink.state;
  const unit = state.tiles[unitId] as UnitTile & { owner?: string };
  const enemyId = state.board[sq(plan.target)]!.enemy!.tileId;
  const enemy = state.tiles[enemyId] as EnemyTile;
  const outcome = rollAgainst(sink, {
    unit: unitId,
    enemy: enemyId,
    roll: plan.roll,
    die: plan.roll === 'ranged' ? unit.ranged! : unit.melee!,
    modifier: ownModifier(unit) + auraAt(state, unit.owner, square),
    support: supportFor(state, plan.target, square),
    strength: enemy.strength,
    rerolls: unit.rerolls,
  });
  if (outcome === 'kill') killEnemy(sink, enemyId, plan.target, unitId, ['ANV-20', 'ANV-25']);
  else if (plan.roll === 'melee')
    sink.emit('UnitKilled', { unit: unitId, square, enemy: enemyId }, ['ANV-20', 'ANV-22', 'ANV-35']);
}

/** ANV-25, AMD-14: the enemy goes to the discard, then its printed strength is paid to the unit's owner. */
export function killEnemy(
  sink: DefenseSink,
  enemyId: string,
  square: string,
  unitId: string,
  ruleIds: string[],
): void {
  const strength = (sink.state.tiles[enemyId] as EnemyTile).strength;
  const owner = sink.state.tiles[unitId]!.owner!;
  sink.emit('EnemyKilled', { enemy: enemyId, square, unit: unitId }, ruleIds);
  sink.emit('InfluenceGained', { player: owner, amount: strength, source: enemyId }, ['ANV-25', 'AMD-14']);
}
