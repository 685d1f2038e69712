import { OPPOSITE_EDGE, type Edge } from '@shared/hex';
import type { PlayerSetup, SideSetup } from '@shared/mapgen';

/** SETUP-2: the home edge pairs the dialog offers (first side's edge; the second side gets the opposite). */
export const EDGE_PAIRS: readonly Edge[] = ['West', 'East', 'North', 'South'];

export const MAX_PLAYERS_PER_SIDE = 6;

/** Okabe–Ito-like shades per side for players added in the dialog. */
const PLAYER_SHADES: readonly (readonly string[])[] = [
  ['#D55E00', '#E69F00', '#CC79A7', '#A6611A', '#F0E442', '#8C510A'],
  ['#0072B2', '#56B4E9', '#009E73', '#5E3C99', '#1B7837', '#2166AC'],
];

/** The side with `count` players: keeps the existing ones, adds numbered new ones with ids unique to the side. */
export function withPlayerCount(side: SideSetup, sideIndex: number, count: number): SideSetup {
  const players: PlayerSetup[] = side.players.slice(0, count);
  for (let i = players.length; i < count; i++) {
    players.push({
      id: `${side.id}-player-${i + 1}`,
      name: `${side.name} ${i + 1}`,
      color: PLAYER_SHADES[sideIndex]![i % 6]!,
    });
  }
  return { ...side, players };
}

/** Both sides with the first side on `edge` and the second on the opposite edge (SETUP-2). */
export function withHomeEdges(
  sides: readonly [SideSetup, SideSetup],
  edge: Edge,
): readonly [SideSetup, SideSetup] {
  return [
    { ...sides[0], homeEdge: edge },
    { ...sides[1], homeEdge: OPPOSITE_EDGE[edge] },
  ];
}
