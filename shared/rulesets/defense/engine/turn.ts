import { CITY_SQUARES, sq } from '../model/board';
import { isEmptySquare } from '../model/state';
import type { CityTile } from '../model/tiles';
import { shuffled } from '../../../random';
import { enemyAdvance } from './advance';
import { unitAttacks } from './attacks';
import { drawStep } from './draw';
import { prepareRoll, sideToAssault, startFinalAssault, triggerAssault } from './prepare';
import { effectFor, hasFaceUpEnemy } from './queries';
import { scoreGame } from './scoring';
import type { DefenseSink } from './sink';

/** After the action (ANV-9): the draw step, then Enemies Prepare when it happens (ANV-15), else the end of turn. */
export function afterAction(sink: DefenseSink): void {
  sink.emit('PhaseEntered', { phase: 'draw' }, ['ANV-9']);
  afterDraw(sink);
}

export function afterDraw(sink: DefenseSink): void {
  drawStep(sink);
  const { variant, market } = sink.state;
  if (variant === 'solo' || market.some((slot) => slot === null))
    sink.emit('PhaseEntered', { phase: 'enemiesPrepare' }, [
      'ANV-15',
      ...(variant === 'solo' ? ['ANV-33'] : []),
    ]);
  else endTurn(sink);
}

/** ANV-15: the active player's roll and placement, then the Final Assault, an assault, or the end of turn. */
export function enemiesPrepare(sink: DefenseSink): void {
  const player = sink.state.activePlayer;
  if (prepareRoll(sink, player)) return startFinalAssault(sink, player);
  const side = sideToAssault(sink);
  if (side) triggerAssault(sink, side, player, ['ANV-15', 'ANV-17']);
  else endTurn(sink);
}

/**
 * AMD-9 RunAttackWaves: `waves` attack waves (default: until none is left), then, with no face-up enemy left, the
 * end of the assault (ANV-30) and what follows it: the next side's reveal, the end of the turn, or scoring.
 */
export function runAttackWaves(sink: DefenseSink, waves = Infinity): void {
  // Decision: a safety stop; every wave moves or removes the front enemy of each lane, so 20 waves always suffice.
  for (let n = 0; n < Math.min(waves, 64) && hasFaceUpEnemy(sink.state); n++) {
    sink.emit('AttackWaveStarted', { wave: sink.state.wave }, ['ANV-17']);
    unitAttacks(sink);
    enemyAdvance(sink);
  }
  if (!hasFaceUpEnemy(sink.state)) endOfAssault(sink);
}

/** ANV-30 (ANV-31: no market refresh after the Final Assault, then ANV-32 scoring). */
function endOfAssault(sink: DefenseSink): void {
  for (const player of sink.state.players) {
    const n = effectFor(sink.state, player.id, 'INFLUENCE_ON_ASSAULT_END');
    if (n > 0)
      sink.emit('InfluenceGained', { player: player.id, amount: n, source: 'assaultEnd' }, [
        'ANV-30',
        'ANV-7',
      ]);
  }
  const final = sink.state.phase === 'finalAssault';
  sink.emit('AssaultEnded', { side: sink.state.assaultSide ?? 1 }, ['ANV-30']);
  if (final) return scoreGame(sink);
  refreshMarket(sink);
  const next = sideToAssault(sink);
  if (next !== undefined)
    return triggerAssault(sink, next, sink.state.assaultTriggeredBy ?? sink.state.activePlayer, [
      'ANV-15',
      'ANV-17',
    ]);
  endTurn(sink, true);
}

/** ANV-30, ANV-8 step 3: leftovers to the city discard, three new by cost (ties at random), the pile refilled (ANV-35). */
export function refreshMarket(sink: DefenseSink): void {
  const leftovers = sink.state.market.filter((m): m is string => m !== null);
  if (leftovers.length > 0) sink.emit('MarketCleared', { buildings: leftovers }, ['ANV-30']);
  fillMarket(sink, ['ANV-30', 'ANV-8']);
}

export function fillMarket(sink: DefenseSink, ruleIds: string[]): void {
  const slots = sink.state.market.length;
  if (sink.state.cityPile.length < slots && sink.state.cityDiscard.length > 0) {
    const order = [...sink.state.cityPile, ...shuffled(sink.rng, sink.state.cityDiscard)];
    sink.emit('PileShuffled', { pile: 'city', order, rngAfter: sink.rng.state() }, ['ANV-35']);
  }
  const drawn = shuffled(sink.rng, sink.state.cityPile.slice(0, slots));
  const cost = (id: string) => (sink.state.tiles[id] as CityTile).cost.amount;
  const market: (string | null)[] = [...drawn].sort((a, b) => cost(b) - cost(a));
  while (market.length < slots) market.push(null);
  sink.emit('MarketRefilled', { market, rngAfter: sink.rng.state() }, ruleIds);
}

/**
 * ANV-9, ANV-16: the end of the turn. With every city square filled an Onslaught follows: from the player who just
 * acted, each player in turn rolls as in ANV-15 until an assault (or the Final Assault) is triggered. Decision: the
 * turn that ends after the Onslaught's assault does not check for another Onslaught, and the player who acted keeps
 * the marker throughout.
 */
export function endTurn(sink: DefenseSink, afterAssault = false): void {
  const state = sink.state;
  const acted = state.activePlayer;
  if (state.assaultTriggeredBy !== undefined)
    sink.emit('MarkerReturned', { player: state.players[state.assaultTriggeredBy]!.id }, ['ANV-30']);
  const full = CITY_SQUARES.every((key) => !isEmptySquare(sink.state.board[sq(key)]));
  if (full && !(afterAssault && sink.state.onslaught)) return onslaught(sink, acted);
  const next = (acted + 1) % state.players.length;
  sink.emit('TurnStarted', { player: state.players[next]!.id, turn: state.turn + 1 }, ['ANV-9']);
}

function onslaught(sink: DefenseSink, acted: number): void {
  sink.emit('OnslaughtStarted', { player: sink.state.players[acted]!.id }, ['ANV-16']);
  const count = sink.state.players.length;
  // Each roll places at least one enemy or empties the pile, so an assault or the Final Assault comes within 13 rolls.
  for (let n = 0; n < 64; n++) {
    const roller = (acted + n) % count;
    if (prepareRoll(sink, roller)) return startFinalAssault(sink, acted);
    const side = sideToAssault(sink);
    if (side !== undefined) return triggerAssault(sink, side, acted, ['ANV-16', 'ANV-17']);
  }
}
