import { keyOfIndex } from '../model/board';
import { FORWARD_INDEX, ORDER_FROM_SIDE, SIDE_OF_INDEX } from '../model/squareTables';
import type { EnemyTile, UnitTile } from '../model/tiles';
import { rollAgainst } from './attackRoll';
import { killEnemy } from './attacks';
import { indexOf, ownModifier, tileAt } from './queries';
import type { DefenseSink } from './sink';

/**
 * ANV-26..29: every face-up enemy steps forward, row 0 of the assault side first, each row in arrow order.
 * Decision (ANV-26): an enemy whose forward square holds another enemy stays this wave.
 */
export function enemyAdvance(sink: DefenseSink): void {
  const side = sink.state.assaultSide ?? 1;
  const order: { id: string; at: number }[] = [];
  for (const at of ORDER_FROM_SIDE[side]) {
    const enemy = sink.state.board[at]!.enemy;
    if (enemy?.faceUp) order.push({ id: enemy.tileId, at });
  }
  for (const { id, at } of order) {
    const from = indexOf(sink.state, id, at);
    if (from >= 0 && sink.state.board[from]!.enemy?.faceUp) advanceOne(sink, id, from);
  }
}

function advanceOne(sink: DefenseSink, enemyId: string, fromIndex: number): void {
  const enemy = sink.state.board[fromIndex]!.enemy!;
  const from = keyOfIndex(fromIndex);
  const toIndex = FORWARD_INDEX[enemy.startSide][fromIndex]!;
  if (SIDE_OF_INDEX[toIndex] !== undefined) {
    sink.emit('EnemyDiscarded', { enemy: enemyId, from }, ['ANV-29']);
    return;
  }
  const to = keyOfIndex(toIndex);
  const there = sink.state.board[toIndex];
  if (there?.enemy) return;
  const tile = tileAt(sink.state, toIndex);
  if (tile && (tile.kind === 'building' || tile.kind === 'city'))
    sink.emit('BuildingDestroyed', { building: there!.tile!, square: to, enemy: enemyId }, [
      'ANV-27',
      'ANV-35',
    ]);
  else if (tile?.kind === 'unit' && !defend(sink, there!.tile!, to, enemyId, from)) return;
  sink.emit('EnemyAdvanced', { enemy: enemyId, from, to }, ['ANV-26']);
}

/** ANV-28: the unit's defense roll; true when the unit died and the enemy takes the square. */
function defend(
  sink: DefenseSink,
  unitId: string,
  square: string,
  enemyId: string,
  enemySquare: string,
): boolean {
  const unit = sink.state.tiles[unitId] as UnitTile;
  const { strength } = sink.state.tiles[enemyId] as EnemyTile;
  if (!unit.melee) {
    sink.emit('UnitKilled', { unit: unitId, square, enemy: enemyId }, ['ANV-28', 'ANV-35']);
    return true;
  }
  // Decision: a unit's re-rolls (ANV-5 "per roll") serve its defense rolls too.
  const outcome = rollAgainst(sink, {
    unit: unitId,
    enemy: enemyId,
    roll: 'defense',
    die: unit.melee,
    modifier: ownModifier(unit),
    support: 0,
    strength,
    rerolls: unit.rerolls,
  });
  if (outcome === 'kill') {
    killEnemy(sink, enemyId, enemySquare, unitId, ['ANV-28', 'ANV-25']);
    return false;
  }
  sink.emit('UnitKilled', { unit: unitId, square, enemy: enemyId }, ['ANV-28', 'ANV-22', 'ANV-35']);
  return true;
}
