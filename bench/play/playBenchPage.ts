/**
 * Browser side of the play bench (bundled by bench/suites/playSuite.ts): on a generated 100×100 campaign, the work
 * a drag does when an army is picked up (legalMoves for a 3-hex allowance, then the overlay drawn) and on every
 * pointer move (the path to the hovered hex, the overlay drawn again), timed with performance.now().
 */
import { campaignOnMap, documentFromGenerated } from '@shared/document';
import { hexToPixel } from '@shared/layout';
import { legalMoves, liveArmies, type LegalMove } from '@shared/rulesets/core';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { drawPlayOverlay, type PlayOverlay } from '../../renderer/src/canvas/draw/drawPlayOverlay';

const HEX_SIZE = 32;
/** Operations per timed batch. */
const BATCH = 100;

export interface PlayTimings {
  readonly hexes: number;
  readonly reachable: number;
  /** legalMoves + overlay drawn, per pick-up (ms, median). */
  readonly pickUp: number;
  /** legalMoves alone (ms, median). */
  readonly search: number;
  /** Path lookup for the hovered hex + overlay drawn, per pointer move (ms, median). */
  readonly hoverMove: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function run(seed: number, runs: number): PlayTimings {
  const generated = generateMap({ ...DEFAULT_MAP_PARAMS, width: 100, height: 100 }, seed);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const campaign = campaignOnMap(documentFromGenerated(generated.value), seed, 'bench');
  const armies = liveArmies(campaign);
  const canvas = document.createElement('canvas');
  canvas.width = 1280;
  canvas.height = 800;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d')!;
  const scale = 1.2;
  const draw = (overlay: PlayOverlay, centre: { x: number; y: number }) => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(scale, 0, 0, scale, 640 - centre.x * scale, 400 - centre.y * scale);
    drawPlayOverlay(ctx, overlay, HEX_SIZE, scale);
  };
  const overlayOf = (moves: LegalMove[], hover: LegalMove | undefined): PlayOverlay => ({
    reachable: moves.map((m) => m.to),
    battles: moves.filter((m) => m.battle).map((m) => m.to),
    path: hover?.path ?? [],
    refused: null,
    choices: [],
  });
  const centreOf = (key: string) => {
    const [q, r] = key.split(',').map(Number) as [number, number];
    return hexToPixel(q, r, HEX_SIZE);
  };
  // performance.now() is coarse in the browser (tens of µs), far above one search: time batches, and read one
  // pixel back at the end of each so the canvas really has drawn (rasterising is otherwise deferred).
  const flush = () => ctx.getImageData(0, 0, 1, 1);
  const pickUps: number[] = [];
  const searches: number[] = [];
  const hovers: number[] = [];
  let reachable = 0;
  const picked = armies.map((army) => ({
    army,
    centre: centreOf(army.hex!),
    moves: legalMoves(campaign, army.id, 3),
  }));
  for (let batch = -2; batch < runs; batch++) {
    let t = performance.now();
    for (let i = 0; i < BATCH; i++) legalMoves(campaign, armies[i % armies.length]!.id, 3);
    const search = (performance.now() - t) / BATCH;
    t = performance.now();
    for (let i = 0; i < BATCH; i++) {
      const army = armies[i % armies.length]!;
      const moves = legalMoves(campaign, army.id, 3);
      draw(overlayOf(moves, undefined), picked[i % armies.length]!.centre);
      flush();
    }
    const pickUp = (performance.now() - t) / BATCH;
    t = performance.now();
    for (let i = 0; i < BATCH; i++) {
      // A pointer move over the next reachable hex: the path preview follows.
      const { moves, centre } = picked[i % picked.length]!;
      const byHex = new Map(moves.map((m) => [m.to, m]));
      const hovered = moves[i % Math.max(1, moves.length)];
      draw(overlayOf(moves, hovered ? byHex.get(hovered.to) : undefined), centre);
      flush();
    }
    const hover = (performance.now() - t) / BATCH;
    if (batch >= 0) {
      searches.push(search);
      pickUps.push(pickUp);
      hovers.push(hover);
    }
  }
  for (const p of picked) reachable = Math.max(reachable, p.moves.length);
  return {
    hexes: Object.keys(campaign.map.hexes).length,
    reachable,
    pickUp: median(pickUps),
    search: median(searches),
    hoverMove: median(hovers),
  };
}

declare global {
  interface Window {
    playBench?: { run: typeof run };
  }
}
window.playBench = { run };
