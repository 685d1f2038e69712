import type { DefenseCommand } from '../model/commands';
import { buyCityBuilding, pass, placeTile } from './actions';
import { mulligan, setUp, startPlay } from './setup';
import type { DefenseSink } from './sink';
import { afterDraw, enemiesPrepare, runAttackWaves } from './turn';

/** Kernel `Ruleset.resolve`: the events a validated command causes, the automatic work after it included. */
export function resolveDefense(sink: DefenseSink, command: DefenseCommand): void {
  switch (command.type) {
    case 'SetUp':
      return setUp(sink);
    case 'Mulligan':
      return mulligan(sink, command.player);
    case 'StartPlay':
      return startPlay(sink);
    case 'PlaceTile':
      return placeTile(sink, command);
    case 'BuyCityBuilding':
      return buyCityBuilding(sink, command);
    case 'Pass':
      return pass(sink, command);
    case 'DrawTiles':
      return afterDraw(sink);
    case 'EnemiesPrepare':
      return enemiesPrepare(sink);
    case 'RunAttackWaves':
      return runAttackWaves(sink, command.waves);
  }
}
