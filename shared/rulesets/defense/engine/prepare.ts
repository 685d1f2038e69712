import { SIDES, SIDE_SQUARES, nextSideClockwise, type Side, sq } from '../model/board';
import { enemiesOnSide, enemyCountOnSide, firstFreeSideSquare } from './queries';
import type { DefenseSink } from './sink';

/**
 * ANV-15: the roller's D6 (d4 in the beginner variant, ANV-34) places the top enemy on side 1–4, or applies the
 * generic Overview / War Cry effect on 5–6 (ANV-38). Returns true when the placement emptied the pile (the Final
 * Assault, ANV-31, follows instead of any normal assault).
 */
export function prepareRoll(sink: DefenseSink, roller: number): boolean {
  const die = sink.state.variant === 'beginner' ? 'D4' : 'D6';
  const result = sink.roll(
    die,
    'anv.prepare',
    ['ANV-15', ...(die === 'D4' ? ['ANV-34'] : [])],
    sink.state.players[roller]!.id,
  );
  if (result <= 4) placeTopEnemy(sink, result as Side, ['ANV-15', 'BOT-31']);
  else if (result === 5) {
    sink.emit('WarCryApplied', { result, effect: 'surge', count: 1 }, ['ANV-38']);
    placeTopEnemy(sink, surgeSide(sink), ['ANV-38', 'BOT-31']);
  } else {
    const count = Math.min(sink.state.difficulty, sink.state.enemyPile.length);
    sink.emit('WarCryApplied', { result, effect: 'warCry', count }, ['ANV-38']);
    for (let k = 1; k <= count && sink.state.enemyPile.length > 0; k++)
      placeTopEnemy(sink, (((k - 1) % 4) + 1) as Side, ['ANV-38', 'BOT-31']);
  }
  return sink.state.enemyPile.length === 0;
}

/** ANV-38 "Surge": the side with the most enemies (ties: lowest number; all empty: side 1). */
function surgeSide(sink: DefenseSink): Side {
  let best: Side = 1;
  for (const side of SIDES)
    if (enemyCountOnSide(sink.state, side) > enemyCountOnSide(sink.state, best)) best = side;
  return best;
}

/**
 * BOT-31: the first free numbered square of the side in arrow order. Decision (ANV-15): a full side passes the
 * enemy to the next side clockwise with a free square. Decision: with every numbered square taken the enemy stays
 * on the pile.
 */
function placeTopEnemy(sink: DefenseSink, rolled: Side, ruleIds: string[]): void {
  const enemy = sink.state.enemyPile[0];
  if (enemy === undefined) return;
  let side = rolled;
  for (let tries = 0; tries < 4 && firstFreeSideSquare(sink.state, side) === undefined; tries++)
    side = nextSideClockwise(side);
  const square = firstFreeSideSquare(sink.state, side);
  if (square === undefined) return;
  sink.emit('EnemyPlaced', { enemy, square, side, faceUp: false }, ruleIds);
}

/** ANV-15: the lowest-numbered side holding 3 or more enemies, if any. */
export function sideToAssault(sink: DefenseSink): Side | undefined {
  return SIDES.find((side) => enemyCountOnSide(sink.state, side) >= 3);
}

/** ANV-17: the side's enemies turned face up in arrow order; `player` takes the marker. */
export function triggerAssault(sink: DefenseSink, side: Side, player: number, ruleIds: string[]): void {
  const tiles = enemiesOnSide(sink.state, side);
  sink.emit('AssaultTriggered', { side, player: sink.state.players[player]!.id, tiles }, ruleIds);
}

/**
 * ANV-31, AMD-14: the Final Assault comes from the last placed side. Enemies of the other sides (clockwise from the
 * assault side, each in its arrow order) fill its free squares in arrow order; the rest are discarded.
 */
export function startFinalAssault(sink: DefenseSink, player: number): void {
  const side = sink.state.lastPlacedSide ?? 1;
  sink.emit('FinalAssaultStarted', { side }, ['ANV-31', 'AMD-14']);
  let other = side;
  for (let n = 0; n < 3; n++) {
    other = nextSideClockwise(other);
    for (const from of SIDE_SQUARES[other]) {
      const enemy = sink.state.board[sq(from)]?.enemy;
      if (!enemy) continue;
      const square = firstFreeSideSquare(sink.state, side);
      if (square)
        sink.emit('EnemyPlaced', { enemy: enemy.tileId, square, side, faceUp: false, from }, [
          'ANV-31',
          'AMD-9',
        ]);
      else sink.emit('EnemyDiscarded', { enemy: enemy.tileId, from }, ['ANV-31']);
    }
  }
  triggerAssault(sink, side, player, ['ANV-31', 'ANV-17', 'AMD-14']);
}
