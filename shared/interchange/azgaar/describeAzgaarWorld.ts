import type { AzgaarWorld } from './azgaarWorld';
import { proposeHexSize } from './hexFrame';
import { worldRect } from './worldRect';

/** What the import dialog shows before anything is made: the world's name and what it holds. */
export interface AzgaarWorldFacts {
  readonly name: string;
  readonly cells: number;
  /** Burgs that will be considered: not the placeholder burgs[0], not removed. */
  readonly burgs: number;
  readonly capitals: number;
  readonly removedBurgs: number;
  readonly rivers: number;
  /** The canvas in pixels. */
  readonly width: number;
  readonly height: number;
  /** The proposed W×H for the whole canvas and for the land alone (proposeHexSize on each frame). */
  readonly proposed: { readonly whole: Size; readonly land: Size };
}

interface Size {
  readonly width: number;
  readonly height: number;
}

export function describeAzgaarWorld(world: AzgaarWorld): AzgaarWorldFacts {
  return {
    name: world.name,
    cells: world.cells.count,
    burgs: world.burgs.length,
    capitals: world.burgs.filter((b) => b.capital).length,
    removedBurgs: world.removedBurgs,
    rivers: world.rivers.length,
    width: world.width,
    height: world.height,
    proposed: {
      whole: proposeHexSize(worldRect(world, false)),
      land: proposeHexSize(worldRect(world, true)),
    },
  };
}
