import { t } from '../../../i18n';
import type { DefenseState, TileId } from '../model/state';
import type { Resource } from '../model/tiles';

export interface PaymentCheck {
  /** Resource reached: matching tiles' amounts plus one per pair of other tiles (ANV-11). */
  readonly value: number;
  readonly problem?: string;
}

/**
 * ANV-11: tiles discarded from hand pay their own resource when it matches, otherwise they pay half of a wild; a
 * tile pays one way only (its own resource is always worth more than half a wild). The tile being placed cannot pay
 * for itself. Decision: a payment may not include a tile that pays nothing (an unpaired wild half), so no tile is
 * thrown away by a slip.
 */
export function checkPayment(
  state: DefenseState,
  playerIndex: number,
  resource: Resource,
  pay: readonly TileId[],
  placing?: TileId,
): PaymentCheck {
  const hand = state.players[playerIndex]!.hand;
  if (new Set(pay).size !== pay.length) return { value: 0, problem: t('defenseRules:pay.twice') };
  let value = 0;
  let wild = 0;
  for (const id of pay) {
    if (id === placing)
      return { value: 0, problem: t('defenseRules:pay.itself', { tile: nameOf(state, id) }) };
    if (!hand.includes(id))
      return { value: 0, problem: t('defenseRules:pay.notInHand', { tile: nameOf(state, id) }) };
    const tile = state.tiles[id]!;
    if ((tile.kind === 'unit' || tile.kind === 'building') && tile.provides.resource === resource)
      value += tile.provides.amount;
    else wild++;
  }
  if (wild % 2 === 1) return { value, problem: t('defenseRules:pay.odd') };
  return { value: value + wild / 2 };
}

export const nameOf = (state: DefenseState, id: TileId): string => state.tiles[id]?.name ?? id;
