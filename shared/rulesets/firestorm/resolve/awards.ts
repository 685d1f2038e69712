import type { Battle, FsGame, FsResult } from '../model/types';
import { holdsRelic } from '../state/selectors';
import type { FsSink } from './sink';

export const isVictory = (r: FsResult): boolean => r === 'majorVictory' || r === 'minorVictory';

/** FS-AGG-1: the defender's view of a game is the mirror of the attacker's. */
export function mirror(r: FsResult): FsResult {
  const m: Record<FsResult, FsResult> = {
    majorVictory: 'majorDefeat',
    minorVictory: 'minorDefeat',
    draw: 'draw',
    minorDefeat: 'minorVictory',
    majorDefeat: 'majorVictory',
  };
  return m[r];
}

/** FS-GLORY-1/2: glory for one side's result in one game (Infinity Gears +1 on a win). */
function gloryFor(sink: FsSink, faction: string, result: FsResult): number {
  const base = result === 'majorVictory' ? 2 : result === 'minorVictory' || result === 'draw' ? 1 : 0;
  const gears = isVictory(result) && holdsRelic(sink.state, faction, 'infinityGears') ? 1 : 0;
  return base + gears;
}

/**
 * FS-GLORY-2 and FS-BP-1 for one game (SIEGE-18: a siege's only game is its Final Assault). Returns false while a
 * winner's re-roll (RerollBuildPoints) may still be asked for.
 */
export function payGameAwards(sink: FsSink, battle: Battle, index: number): boolean {
  const game = battle.games[index]!;
  const sides = [
    { faction: battle.attacker.factionId, result: game.result, players: game.attackerPlayers },
    { faction: battle.defender.factionId, result: mirror(game.result), players: game.defenderPlayers },
  ];
  if (!game.bp) {
    for (const side of sides) {
      const amount = gloryFor(sink, side.faction, side.result);
      if (amount > 0)
        sink.emit(
          'GloryAwarded',
          { faction: side.faction, amount, source: 'game', battle: battle.hex, game: index + 1 },
          ['FS-GLORY-1', 'FS-GLORY-2', 'AMD-11'],
        );
    }
    const rolls: NonNullable<FsGame['bp']>[number][] = [];
    for (const side of sides)
      for (const player of side.players) {
        const value = sink.roll('D3', 'fs.bp', ['FS-BP-1'], player);
        // Decision: a re-roll is offered only for a D3 below 3 (a 3 cannot improve); `Advance` declines open ones.
        rolls.push({ player, faction: side.faction, value, rerollable: isVictory(side.result) && value < 3 });
      }
    sink.emit('BuildPointsRolled', { battle: battle.hex, game: index + 1, rolls }, ['FS-BP-1']);
  }
  const now = sink.state.battles.find((b) => b.id === battle.id)!.games[index]!;
  if (now.bp!.some((r) => r.rerollable)) return false;
  for (const r of now.bp!)
    sink.emit(
      'BuildPointsGained',
      { faction: r.faction, amount: r.value, source: 'game', player: r.player },
      ['FS-BP-1', 'FS-BP-2'],
    );
  sink.emit('GameAwardsPaid', { battle: battle.hex, game: index + 1 }, ['FS-BP-1', 'FS-GLORY-2']);
  return true;
}
