import { compareFromSide, forwardOf, sideOfSquare, sq } from '../model/board';
import type { EnemyTile, UnitTile } from '../model/tiles';
import { rollAgainst } from './attackRoll';
import { killEnemy } from './attacks';
import { enemySquares, ownModifier, squareOf, tileOn } from './queries';
import type { DefenseSink } from './sink';

/**
 * ANV-26..29: every face-up enemy steps forward, row 0 of the assault side first, each row in arrow order.
 * Decision (ANV-26): an enemy whose forward square holds another enemy stays this wave.
 */
export function enemyAdvance(sink: DefenseSink): void {
  const side = sink.state.assaultSide ?? 1;
  const order = enemySquares(sink.state, true)
    .sort((a, b) => compareFromSide(side, a, b))
    .map((key) => sink.state.board[sq(key)]!.enemy!.tileId);
  for (const enemyId of order) {
    const from = squareOf(sink.state, enemyId);
    if (from && sink.state.board[sq(from)]!.enemy?.faceUp) advanceOne(sink, enemyId, from);
  }
}

function advanceOne(sink: DefenseSink, enemyId: string, from: string): void {
  const enemy = sink.state.board[sq(from)]!.enemy!;
  const to = forwardOf(enemy.startSide, from);
  if (sideOfSquare(to) !== undefined) {
    sink.emit('EnemyDiscarded', { enemy: enemyId, from }, ['ANV-29']);
    return;
  }
  const there = sink.state.board[sq(to)];
  if (there?.enemy) return;
  const tile = tileOn(sink.state, to);
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
