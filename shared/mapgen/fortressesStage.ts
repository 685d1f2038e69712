import type { Rng } from '../random';
import { fortressSiteProblem } from '../rulesets/core/queries/setupOptions';
import { edgeDistance, gridDistance, type MapGrid } from './mapGrid';
import type { MapParams } from './mapParams';
import { fortressLine } from './homeLines';
import { FORTRESS, isSpaced, KIND_TYPES } from './settlementSpacing';
import { isPassableCode } from './terrainCodes';

export interface PlacedFortress {
  readonly index: number;
  /** 0 or 1: the side in params.sides. */
  readonly side: number;
  readonly playerId: string;
}

/**
 * Stage 6: one fortress per player (SETUP-3): on the side's fortress line (distanceToEdge = 1), passable, on the
 * mainland (so it reaches every enemy fortress), without a settlement, distinct. A side's players split the line
 * into equal stretches, in player order, and each takes the usable hex nearest a jittered point of its stretch,
 * keeping a hex between allied fortresses where it can and the settlement spacing always (else null: the caller
 * retries with the next attempt). SETUP-1 Decision: fortresses come after the settlements.
 */
export function fortressesStage(
  grid: MapGrid,
  params: MapParams,
  terrain: Uint8Array,
  mainland: Uint8Array,
  kinds: Int8Array,
  rng: Rng,
): PlacedFortress[] | null {
  const placed: PlacedFortress[] = [];
  for (let side = 0; side < 2; side++) {
    const setup = params.sides[side]!;
    const line = fortressLine(grid, setup.homeEdge);
    // SETUP-3 itself (the shared query every setup path asks), plus the fairness requirement of the mainland.
    const usable = line.map(
      (i) =>
        mainland[i] === 1 &&
        fortressSiteProblem({
          passable: isPassableCode(terrain[i]!),
          settlement: kinds[i]! < 0 ? null : KIND_TYPES[kinds[i]!]!,
          toHomeEdge: edgeDistance(grid, i, setup.homeEdge),
        }) === null,
    );
    const players = setup.players.length;
    const stretch = line.length / players;
    const own: number[] = [];
    for (let p = 0; p < players; p++) {
      const jitter = Math.floor(stretch / 4);
      const aim = Math.floor((p + 0.5) * stretch) + (jitter > 0 ? rng.int(-jitter, jitter) : 0);
      let best = -1;
      let bestScore = Infinity;
      line.forEach((i, at) => {
        if (!usable[at]) return;
        const crowded = own.some((f) => gridDistance(grid, f, i) < 2);
        // Settlement spacing binds fortresses too: a hex too near a city or town is a last resort.
        const cramped = !isSpaced(grid, kinds, i, FORTRESS);
        const score = Math.abs(at - aim) + (crowded ? line.length : 0) + (cramped ? 4 * line.length : 0);
        if (score < bestScore) {
          bestScore = score;
          best = at;
        }
      });
      if (best < 0 || !isSpaced(grid, kinds, line[best]!, FORTRESS)) return null;
      usable[best] = false;
      const index = line[best]!;
      own.push(index);
      kinds[index] = FORTRESS;
      placed.push({ index, side, playerId: setup.players[p]!.id });
    }
  }
  return placed;
}
