import {
  CITY_SQUARES,
  botPayment,
  discountAt,
  validateDefenseCommand,
  type DefenseCommand,
  type DefenseState,
} from '@shared/rulesets/defense';

/** The command a drop makes: the tile onto the square, paid as BOT-36 would (Decision: the app has no payment picker yet). */
export function dropCommand(
  state: DefenseState,
  tile: string,
  from: 'hand' | 'market',
  square: string,
): DefenseCommand {
  const index = state.activePlayer;
  const player = state.players[index]!.id;
  const def = state.tiles[tile]!;
  const cost = def.kind === 'enemy' ? 0 : def.cost.amount;
  const resource = def.kind === 'enemy' ? 'gold' : def.cost.resource;
  const due = Math.max(0, cost - discountAt(state, player, square));
  const pay = botPayment(state, index, resource, due, tile) ?? [];
  if (from === 'market')
    return { type: 'BuyCityBuilding', player, slot: state.market.indexOf(tile) + 1, square, pay };
  return { type: 'PlaceTile', player, tile, square, pay };
}

/** The city squares where the dragged tile would be accepted (ANV-11, ANV-12). */
export function legalSquaresFor(state: DefenseState, tile: string, from: 'hand' | 'market'): string[] {
  return CITY_SQUARES.filter(
    (square) => validateDefenseCommand(state, dropCommand(state, tile, from, square)).length === 0,
  );
}
