import type { Edge } from '../hex';
import type { PlayerId } from '../map';

/** A player as the generator needs it: one fortress each (SETUP-3). */
export interface PlayerSetup {
  readonly id: PlayerId;
  readonly name: string;
  /** #rrggbb, marks the player's armies and control markers (SETUP-2). */
  readonly color: string;
}

/** SETUP-2: a side with its home edge and players. */
export interface SideSetup {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly homeEdge: Edge;
  readonly players: readonly PlayerSetup[];
}

/**
 * What the "New map" dialog asks for (issue 2 §6, SETUP-1). Shares are fractions 0..1.
 * `water` is a share of the whole map; mountains, forests, hills and marsh are shares of the land.
 */
export interface MapParams {
  readonly width: number;
  readonly height: number;
  readonly water: number;
  readonly mountains: number;
  readonly forests: number;
  readonly hills: number;
  readonly marsh: number;
  readonly rivers: number;
  readonly villages: number;
  readonly towns: number;
  readonly cities: number;
  /** SETUP-2: exactly two sides with opposite home edges. */
  readonly sides: readonly [SideSetup, SideSetup];
}
