import type { HexKey } from '@shared/hex';
import { GM_VIEWER } from '@shared/kernel';
import { isPassable } from '@shared/map';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { createFirestormCampaign, type FsState, type Territory } from '@shared/rulesets/firestorm';
import { chunkHexes } from '../../renderer/src/canvas/draw/chunkHexes';
import type { PathBuilder } from '../../renderer/src/canvas/draw/drawContext';
import { hexLookup } from '../../renderer/src/canvas/draw/hexLookup';
import { addHex, cornerOffsets } from '../../renderer/src/canvas/draw/hexPath';
import { HEX_SIZE } from '../../renderer/src/canvas/hexSize';
import {
  buildTerritoryChunks,
  updateTerritoryChunks,
} from '../../renderer/src/rulesets/firestorm/canvas/territoryChunks';
import { forgetTerritoryParts } from '../../renderer/src/rulesets/firestorm/fsTerritoryParts';
import { buildTerritoryBoard } from '../../renderer/src/rulesets/firestorm/fsBoard';
import { factionLegalOrders } from '../../renderer/src/rulesets/firestorm/fsLegalOrders';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measureInterleaved } from '../measure';

/** One frame at 60 Hz. */
const FRAME_MS = 1000 / 60;

/** A path that only counts what it is given (Node has no Path2D); the work of building paths stays measured. */
function countingPath(): PathBuilder & { readonly count: () => number } {
  let n = 0;
  const add = () => {
    n++;
  };
  return {
    moveTo: add,
    lineTo: add,
    closePath: add,
    arc: add,
    quadraticCurveTo: add,
    rect: add,
    count: () => n,
  };
}

/**
 * The worst case of a 100×100 Firestorm map: every territory owned, by the faction whose quarter of the map it
 * lies in, each with a banner of its own faction every 40 territories (so the legal-order search has many banners).
 */
export function crowdedCampaign(): FsState {
  const generated = generateMap({ ...DEFAULT_MAP_PARAMS, width: 100, height: 100 }, 11);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const map = generated.value.map;
  const made = createFirestormCampaign({
    name: 'Bench',
    map,
    seed: 1,
    factions: ['Iron', 'Ash', 'Bone', 'Gut'].map((name, i) => ({
      name,
      color: '#0072B2',
      alliance: (['Order', 'Chaos', 'Death', 'Destruction'] as const)[i]!,
      players: [name],
    })),
  });
  if (!made.ok) throw new Error(made.error.join('; '));
  const state = made.value;
  const territories: Record<string, Territory> = { ...state.territories };
  const banners = [...state.banners];
  let count = 0;
  for (const hex of Object.values(map.hexes)) {
    if (!isPassable(hex.terrain)) continue;
    const key = `${hex.q},${hex.r}` as HexKey;
    const row = hex.r + (hex.q - (hex.q & 1)) / 2;
    const faction = state.factions[(hex.q < 50 ? 0 : 1) + (row < 50 ? 0 : 2)]!;
    territories[key] = { ...territories[key], owner: faction.id, items: territories[key]?.items ?? [] };
    if (++count % 40 === 0)
      banners.push({
        ...state.banners[0]!,
        id: `X${count}`,
        seq: 100 + count,
        factionId: faction.id,
        hex: key,
      });
  }
  return { ...state, territories, banners };
}

/**
 * Issue 12 speed: on a 100×100 map, (1) the territory overlay — the board data from the state (owners, items,
 * banners, visible orders) and every chunk's fill, pattern and frontier paths — and (2) a faction's legal orders
 * (the Move and Forced March hexes of each of its banners) each stay under one frame. Baseline in the same run:
 * building one hex outline per map hex, the floor of drawing the map once.
 */
async function boardFigures(): Promise<BenchFigure[]> {
  const state = crowdedCampaign();
  const hexes = Object.values(state.map.hexes);
  const chunks = chunkHexes(hexes, HEX_SIZE);
  const lookup = hexLookup(state.map, hexes);
  const corners = cornerOffsets(HEX_SIZE);
  const overlay = () => {
    forgetTerritoryParts();
    const board = buildTerritoryBoard(state, GM_VIEWER);
    return buildTerritoryChunks(chunks, board.owners, lookup, HEX_SIZE, countingPath);
  };
  // A conquest (FS-MOVE-1(c), FS-DEFEAT): one territory in the middle changes hands, then back, run after run; each
  // run is the board and territory paths after one ownership change, built from those before it.
  const [states] = conquestPair(state);
  // The screen keeps the owners it drew last, so a run builds only the new board and the chunks it changes.
  let shown = 0;
  let shownOwners = buildTerritoryBoard(states[0], GM_VIEWER).owners;
  let shownChunks = buildTerritoryChunks(chunks, shownOwners, lookup, HEX_SIZE, countingPath);
  const update = () => {
    shown = 1 - shown;
    const board = buildTerritoryBoard(states[shown]!, GM_VIEWER);
    shownChunks = updateTerritoryChunks(
      shownChunks,
      shownOwners,
      chunks,
      board.owners,
      lookup,
      HEX_SIZE,
      countingPath,
    );
    shownOwners = board.owners;
    return shownChunks;
  };
  const faction = state.factions[3]!.id;
  const legal = () => factionLegalOrders(state, faction);
  const floor = () => {
    const path = countingPath();
    for (const chunk of chunks)
      for (let i = 0; i < chunk.hexes.length; i++)
        addHex(path, chunk.centres[i * 2]!, chunk.centres[i * 2 + 1]!, corners);
    return path;
  };
  const [o, u, l, base] = await measureInterleaved([overlay, update, legal, floor], { warmup: 3, runs: 15 });
  const banners = Object.keys(legal()).length;
  const owned = Object.values(state.territories).filter((t) => t.owner !== null).length;
  const figure = (name: string, median: number, note: string): BenchFigure => ({
    name,
    unit: 'ms',
    median,
    baselineMedian: base!.median,
    ratio: median / base!.median,
    target: `< ${FRAME_MS.toFixed(1)} ms (one frame)`,
    met: median < FRAME_MS,
    note,
  });
  return [
    figure(
      'Firestorm territory overlay 100×100 (every territory owned)',
      o!.median,
      `first build: ${owned} owned territories in ${chunks.length} chunks; board data + fill, pattern and frontier paths; baseline: one hex outline per map hex`,
    ),
    figure(
      'Firestorm territory overlay 100×100 after a conquest',
      u!.median,
      'one territory changes owner: the board patched hex by hex and only the chunks round it rebuilt; baseline: one hex outline per map hex',
    ),
    figure(
      "Firestorm a faction's legal orders 100×100",
      l!.median,
      `${banners} banners of one faction (Destruction: 3-step Forced March); baseline: one hex outline per map hex`,
    ),
  ];
}

/** The crowded campaign and the same with its middle territory taken by another faction. */
function conquestPair(state: FsState): [[FsState, FsState]] {
  const keys = Object.keys(state.territories);
  const middle = keys.find((k) => k === '50,25') ?? keys[Math.floor(keys.length / 2)]!;
  const territory = state.territories[middle]!;
  const other = state.factions.find((f) => f.id !== territory.owner)!.id;
  const taken = { ...state, territories: { ...state.territories, [middle]: { ...territory, owner: other } } };
  return [[state, taken]];
}

export const firestormBoardSuite: BenchSuite = { name: 'firestorm-board', run: boardFigures };
