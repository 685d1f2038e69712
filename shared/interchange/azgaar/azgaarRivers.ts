import { line } from '../../hex';
import { indexOfAxial, type MapGrid } from '../../mapgen/mapGrid';
import { MOUNTAIN, WATER } from '../../mapgen/terrainCodes';
import type { AzgaarWorld } from './azgaarWorld';
import type { HexFrame } from './hexFrame';

/** The rivers laid on the hexes, in the generator's own layers (shared/mapgen/riversStage.ts). */
export interface HexRivers {
  /** River number per hex (index into `chains`), −1 where there is none. */
  readonly riverId: Int32Array;
  /** HEX-2 direction index to the next hex downstream (or off the map, or into water), −1 where there is no river. */
  readonly flow: Int8Array;
  /** Each laid river's hexes, source first: consecutive hexes are neighbours (HEX-9 path). */
  readonly chains: readonly (readonly number[])[];
  /** The Azgaar river each chain came from (its id). */
  readonly chainRiver: readonly number[];
  /** Azgaar rivers that left no hex: too short for the hexes, under water, or outside the frame. */
  readonly dropped: number;
}

/** The direction index d with neighbours[from·6 + d] = to, or −1 when the hexes are not neighbours. */
function directionTo(grid: MapGrid, from: number, to: number): number {
  for (let d = 0; d < 6; d++) if (grid.table.neighbours[from * 6 + d] === to) return d;
  return -1;
}

/**
 * One river's cells as runs of neighbouring hexes: each cell's site is looked up in the frame, and consecutive hexes
 * that are not neighbours (a hex is coarser or finer than a cell) are joined by the hex line between them. A cell
 * outside the frame (the world cropped to its land) or off the canvas (-1) ends a run. Loops (the course winding
 * back into a hex it left) are cut out, so each hex appears once and the run stays a HEX-9 path.
 */
function hexRuns(world: AzgaarWorld, frame: HexFrame, grid: MapGrid, cells: readonly number[]): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  let seen = new Map<number, number>();
  const end = () => {
    if (run.length > 0) runs.push(run);
    run = [];
    seen = new Map();
  };
  const add = (index: number) => {
    const at = seen.get(index);
    if (at !== undefined) {
      for (const dropped of run.splice(at + 1)) seen.delete(dropped);
      return;
    }
    seen.set(index, run.length);
    run.push(index);
  };
  const { q, r } = grid.table;
  for (const cell of cells) {
    const index = cell < 0 ? -1 : frame.indexAt(world.cells.x[cell]!, world.cells.y[cell]!);
    if (index < 0) {
      end();
      continue;
    }
    const last = run.at(-1);
    if (last === undefined || last === index) {
      if (last === undefined) add(index);
      continue;
    }
    const steps = line({ q: q[last]!, r: r[last]! }, { q: q[index]!, r: r[index]! });
    for (let k = 1; k < steps.length; k++) {
      const step = indexOfAxial(grid.width, grid.height, steps[k]!.q, steps[k]!.r);
      if (step < 0) {
        end();
        break;
      }
      add(step);
    }
  }
  end();
  return runs;
}

/**
 * Lays Azgaar's rivers on the hexes (HEX-7: a river is a hex feature; `riverFlow` draws it across the edge it
 * shares with the next hex). Bigger rivers go first; a river ends where it meets one laid before (a confluence:
 * its last hex flows into the other river, as the generator's rivers do), where it reaches water (its last hex
 * flows into the sea or lake) and at mountains, which no river crosses on a Hexmarch map. A river that runs on
 * past a lake or a mountain becomes a second chain below it.
 */
export function azgaarRivers(
  world: AzgaarWorld,
  frame: HexFrame,
  grid: MapGrid,
  terrain: Uint8Array,
): HexRivers {
  const riverId = new Int32Array(grid.count).fill(-1);
  const flow = new Int8Array(grid.count).fill(-1);
  const chains: number[][] = [];
  const chainRiver: number[] = [];
  let dropped = 0;
  const order = [...world.rivers].sort((a, b) => b.discharge - a.discharge || a.id - b.id);
  for (const river of order) {
    const before = chains.length;
    let joined = false;
    for (const run of hexRuns(world, frame, grid, river.cells)) {
      if (joined) break;
      let chain: number[] = [];
      const finish = (next: number) => {
        if (chain.length === 0) return;
        if (chain.length === 1 && next < 0) {
          chain = [];
          return; // one hex going nowhere: no course to draw
        }
        const id = chains.length;
        chain.forEach((index, k) => {
          riverId[index] = id;
          const to = chain[k + 1] ?? next;
          // The mouth flows on in its last step's direction when nothing lies beyond it (off the map, or the end).
          flow[index] = to >= 0 ? directionTo(grid, index, to) : directionTo(grid, chain[k - 1]!, index);
        });
        chains.push(chain);
        chainRiver.push(river.id);
        chain = [];
      };
      for (const index of run) {
        const code = terrain[index]!;
        if (code === WATER || code === MOUNTAIN) {
          finish(index);
          continue;
        }
        if (riverId[index]! >= 0) {
          finish(index);
          joined = true;
          break;
        }
        chain.push(index);
      }
      finish(-1);
    }
    if (chains.length === before) dropped++;
  }
  return { riverId, flow, chains, chainRiver, dropped };
}
