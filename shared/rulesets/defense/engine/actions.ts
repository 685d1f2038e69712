import type { DefenseCommandOf } from '../model/commands';
import { afterAction } from './turn';
import { discountAt } from './queries';
import type { DefenseSink } from './sink';

/** ANV-10..12: a faction unit or building from hand, paid by discarding (ANV-11), onto a free city square. */
export function placeTile(sink: DefenseSink, command: DefenseCommandOf<'PlaceTile'>): void {
  const tile = sink.state.tiles[command.tile]!;
  if (tile.kind !== 'unit' && tile.kind !== 'building') return;
  const due = Math.max(0, tile.cost.amount - discountAt(sink.state, command.player, command.square));
  pay(sink, command.player, command.pay);
  sink.emit(
    'TilePlaced',
    { player: command.player, tile: command.tile, square: command.square, kind: tile.kind, cost: due },
    ['ANV-10', 'ANV-12'],
  );
  afterAction(sink);
}

/** ANV-10, ANV-14: a city building from the market; its slot's Influence goes to the buyer. */
export function buyCityBuilding(sink: DefenseSink, command: DefenseCommandOf<'BuyCityBuilding'>): void {
  const building = sink.state.market[command.slot - 1]!;
  const tile = sink.state.tiles[building]!;
  const due = Math.max(
    0,
    (tile.kind === 'city' ? tile.cost.amount : 0) - discountAt(sink.state, command.player, command.square),
  );
  pay(sink, command.player, command.pay);
  sink.emit('CityBuildingBought', { player: command.player, building, slot: command.slot }, [
    'ANV-10',
    'ANV-14',
  ]);
  sink.emit(
    'TilePlaced',
    { player: command.player, tile: building, square: command.square, kind: 'city', cost: due },
    ['ANV-10', 'ANV-12'],
  );
  const influence = sink.state.settings.cityBuildingSlotInfluence[command.slot - 1] ?? 0;
  if (influence > 0)
    sink.emit(
      'InfluenceGained',
      { player: command.player, amount: influence, source: `market slot ${command.slot}` },
      ['ANV-10', 'ANV-14'],
    );
  afterAction(sink);
}

/** ANV-10: pass, discarding any number of tiles (the draw step then draws one more, ANV-13). */
export function pass(sink: DefenseSink, command: DefenseCommandOf<'Pass'>): void {
  if (command.discard.length > 0)
    sink.emit('TilesDiscarded', { player: command.player, tiles: command.discard, reason: 'pass' }, [
      'ANV-10',
      'ANV-35',
    ]);
  sink.emit('Passed', { player: command.player, discarded: command.discard }, ['ANV-10']);
  afterAction(sink);
}

function pay(sink: DefenseSink, player: string, tiles: readonly string[]): void {
  if (tiles.length > 0)
    sink.emit('TilesDiscarded', { player, tiles: [...tiles], reason: 'payment' }, ['ANV-11', 'ANV-35']);
}
