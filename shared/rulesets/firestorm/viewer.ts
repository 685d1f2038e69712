import type { Viewer } from '../../kernel';
import type { Banner, FsEvent, FsState, Order, SecretObjective } from './model/types';
import { charactersBeforeSwaps } from './state/charactersBeforeSwaps';
import { bannerById } from './state/selectors';

/**
 * FS-ORDER-2: the orders a viewer may see. The GM sees every order; a faction (seat id = faction id) sees its own
 * and the revealed ones only.
 */
export function visibleOrder(state: FsState, viewer: Viewer, banner: Banner): Order | undefined {
  if (viewer.kind === 'gm' || banner.factionId === viewer.id || banner.revealed) return banner.order;
  return undefined;
}

export function visibleOrders(state: FsState, viewer: Viewer): Record<string, Order> {
  const out: Record<string, Order> = {};
  for (const b of state.banners) {
    const order = visibleOrder(state, viewer, b);
    if (order) out[b.id] = order;
  }
  return out;
}

/**
 * FS-MULTI-5 with FS-ORDER-2: a character swap is declared with the orders, so it is as secret as they are. The GM
 * and the banner's own faction see the current characters; another faction, while this turn is still in ORDERS,
 * sees them as they were before the faction's swaps of this turn. Decision: swaps become visible to everyone when
 * the ORDERS step ends (they took effect then, before any movement), not banner by banner as orders are revealed.
 */
export function visibleCharacters(state: FsState, viewer: Viewer, banner: Banner): readonly string[] {
  if (viewer.kind === 'gm' || banner.factionId === viewer.id || state.turn.step !== 'ORDERS')
    return banner.characters;
  return charactersBeforeSwaps(state, banner);
}

/** FS-MULTI-5, FS-ORDER-2: another faction's swap of this turn, which `viewer` may not read during ORDERS yet. */
function isHiddenSwap(state: FsState, viewer: Viewer, e: FsEvent): boolean {
  if (viewer.kind === 'gm' || e.type !== 'CharacterSwapped') return false;
  if (state.turn.step !== 'ORDERS' || e.turn !== state.turn.number) return false;
  return bannerById(state, e.payload.from as string)?.factionId !== viewer.id;
}

/**
 * The log as a viewer may read it: another faction's `OrdersSubmitted` loses its orders until they are revealed
 * (FS-ORDER-2), and an attacker's siege option is hidden from the defender until both have chosen (AMD-12).
 * Another faction's Secret Objective loses its text until it is achieved (FS-SETUP-5: the card is secret until
 * shown). Another faction's character swaps of this turn are left out until ORDERS ends (visibleCharacters).
 */
export function visibleEvents(state: FsState, viewer: Viewer): FsEvent[] {
  if (viewer.kind === 'gm') return [...state.log];
  return state.log
    .filter((e) => !isHiddenSwap(state, viewer, e))
    .map((e) => {
      if (e.type === 'SecretObjectiveRecorded')
        return seesObjective(state, viewer, e.payload.player as string)
          ? e
          : { ...e, payload: { player: e.payload.player } };
      if (e.type !== 'OrdersSubmitted' || e.payload.faction === viewer.id) return e;
      const orders = (e.payload.orders as { banner: string }[]).filter(
        (o) => state.banners.find((b) => b.id === o.banner)?.revealed,
      );
      return { ...e, payload: { ...e.payload, orders } };
    });
}

/** FS-SETUP-5: the GM and the player's own faction read a Secret Objective; everyone once it is achieved. */
function seesObjective(state: FsState, viewer: Viewer, player: string): boolean {
  if (viewer.kind === 'gm' || state.secretObjectives?.[player]?.achieved) return true;
  return state.factions.some((f) => f.id === viewer.id && f.playerIds.includes(player));
}

/**
 * FS-SETUP-5: each player's Secret Objective as `viewer` may see it: its text, or `hidden` when the card belongs to
 * another faction and is still secret (whether a card exists is no secret: every player draws one).
 */
export function visibleSecretObjectives(
  state: FsState,
  viewer: Viewer,
): Record<string, SecretObjective | { readonly hidden: true }> {
  const out: Record<string, SecretObjective | { readonly hidden: true }> = {};
  for (const [player, objective] of Object.entries(state.secretObjectives ?? {}))
    out[player] = seesObjective(state, viewer, player) ? objective : { hidden: true };
  return out;
}
