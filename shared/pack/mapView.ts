import type { HexKey } from '../hex';
import type { CorePiece } from '../rulesets/core';
import type { Campaign } from '../rulesets/core';
import type { PackMapView } from './packTypes';

/**
 * A map block of `state`: the colours and side letters the printed map uses (the side's initial, or its number
 * when two sides share one, as on the exported map), so a pack's maps read like the GM's printout.
 */
export function packMapView(
  state: Campaign,
  area: PackMapView['area'],
  focus: readonly HexKey[],
  armies: readonly CorePiece[],
  caption: string,
): PackMapView {
  const initials = state.sides.map(({ name }) => name.trim().charAt(0).toUpperCase() || '?');
  const unique = new Set(initials).size === initials.length;
  const playerColors: Record<string, string> = {};
  const sideOfPlayer: Record<string, number> = {};
  for (const player of state.players) {
    playerColors[player.id] = player.color;
    sideOfPlayer[player.id] = state.sides.findIndex((side) => side.id === player.sideId);
  }
  return {
    map: state.map,
    area,
    focus,
    armies,
    sides: state.sides.map(({ name, color }, i) => ({
      name,
      color,
      letter: unique ? initials[i]! : String(i + 1),
    })),
    playerColors,
    sideOfPlayer,
    caption,
  };
}
