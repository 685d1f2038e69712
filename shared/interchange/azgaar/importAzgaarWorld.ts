import { Delaunay } from 'd3-delaunay';
import type { MapDocument } from '../../document/mapDocument';
import { hexName } from '../../hex';
import type { SettlementType } from '../../map';
import { buildCampaignMap } from '../../mapgen/buildCampaignMap';
import { DEFAULT_MAP_PARAMS } from '../../mapgen/defaultMapParams';
import { mapGridFor } from '../../mapgen/mapGrid';
import type { MapParams, SideSetup } from '../../mapgen/mapParams';
import { sizedCounts } from '../../mapgen/sizedCounts';
import { MAP_SIZE_LIMITS } from '../../mapgen/validateMapParams';
import { TERRAINS, type Terrain } from '../../map';
import { err, ok, type Result } from '../../result';
import { azgaarRivers } from './azgaarRivers';
import { azgaarSettlements } from './azgaarSettlements';
import { azgaarTerrain } from './azgaarTerrain';
import type { AzgaarWorld } from './azgaarWorld';
import { HexFrame, type PixelRect } from './hexFrame';
import { worldRect } from './worldRect';
import { t } from '../../i18n';

export interface AzgaarImportOptions {
  /** Hexes across and down (HEX-4 W×H), each within the map size limits. */
  readonly width: number;
  readonly height: number;
  /** Resample only the land's bounding box (the surrounding sea cut away) rather than the whole canvas. */
  readonly cropToLand: boolean;
}

/** What the import made, in numbers the dialog and the CLI say to the GM. */
export interface AzgaarImportSummary {
  readonly width: number;
  readonly height: number;
  readonly terrain: Readonly<Record<Terrain, number>>;
  readonly settlements: Readonly<Record<SettlementType, number>>;
  /** Each player's fortress: "Red player: Valmere (hex 0203), Azgaar's capital Valmere". */
  readonly fortresses: readonly string[];
  readonly rivers: { readonly laid: number; readonly dropped: number };
  readonly burgs: {
    readonly placed: number;
    readonly removed: number;
    readonly outside: number;
    readonly crowded: number;
    readonly beyondCount: number;
  };
  /** Sentences for the GM about what needs a hand (a side without a fortress site). */
  readonly notes: readonly string[];
}

export interface AzgaarImport {
  readonly mapDocument: MapDocument;
  readonly summary: AzgaarImportSummary;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 city, 2 towns, 5 villages, 2 fortresses and 3 rivers": the import's result in one phrase. */
export function importedPhrase(summary: AzgaarImportSummary): string {
  const { settlements: s, rivers } = summary;
  return (
    `${count(s.city, 'city', 'cities')}, ${count(s.town, 'town', 'towns')}, ${count(s.village, 'village', 'villages')}, ` +
    `${count(s.fortress, 'fortress', 'fortresses')} and ${count(rivers.laid, 'river', 'rivers')}`
  );
}

/**
 * The home edges: West/East (SETUP-2's default) for a wide frame, North/South for a tall one, so each side's
 * fortress line crosses the world the long way.
 */
function sidesFor(width: number, height: number): readonly [SideSetup, SideSetup] {
  const [a, b] = DEFAULT_MAP_PARAMS.sides;
  if (width >= height) return [a, b];
  return [
    { ...a, homeEdge: 'North' },
    { ...b, homeEdge: 'South' },
  ];
}

/**
 * The map document's seed, the New map dialog's starting seed: a hash of the world's name (Azgaar's own seed makes
 * Azgaar worlds, not Hexmarch maps), positive so it reads like the seeds the dialog shows.
 */
function seedOf(world: AzgaarWorld): number {
  let h = 0;
  for (const ch of world.name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h >>> 1 || 1;
}

/**
 * An Azgaar world resampled onto a W×H hex map (issue 31), as an ordinary map document: the same layers the seeded
 * generator builds (buildCampaignMap), so the editor, Undo and the balance check treat it like any other map.
 * Each hex takes the Azgaar cell nearest its centre (the Voronoi cell it lies in): d3-delaunay's `find`, walking
 * from the previous hex's cell, answers each in a few steps. Terrain comes from that cell's height and biome
 * (azgaarTerrain), rivers from each river's cells (azgaarRivers), settlements and fortresses from the burgs
 * (azgaarSettlements). Pure and deterministic: the same world and options give the same map.
 */
export function importAzgaarWorld(
  world: AzgaarWorld,
  options: AzgaarImportOptions,
): Result<AzgaarImport, string> {
  const { width, height } = options;
  for (const [what, n] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(n) || n < MAP_SIZE_LIMITS.min || n > MAP_SIZE_LIMITS.max)
      return err(
        t(`azgaar:import.${what}`, { min: MAP_SIZE_LIMITS.min, max: MAP_SIZE_LIMITS.max, got: String(n) }),
      );
  }
  const rect: PixelRect = worldRect(world, options.cropToLand);
  const frame = new HexFrame(rect, width, height);
  const grid = mapGridFor(width, height);
  const { x, y } = world.cells;
  const points = new Float64Array(world.cells.count * 2);
  for (let c = 0; c < world.cells.count; c++) {
    points[2 * c] = x[c]!;
    points[2 * c + 1] = y[c]!;
  }
  const delaunay = new Delaunay(points);
  const terrain = new Uint8Array(grid.count);
  const codeOf = new Map<Terrain, number>(TERRAINS.map((kind, i) => [kind, i]));
  let cell = 0;
  for (let i = 0; i < grid.count; i++) {
    const col = Math.floor(i / height);
    const centre = frame.centre(col, i - col * height);
    // Hexes run down each column, so the last answer is a neighbour of the next one: find walks only a step or two.
    cell = delaunay.find(centre.x, centre.y, cell);
    terrain[i] = codeOf.get(
      azgaarTerrain(world.cells.height[cell]!, world.cells.biome[cell]!, world.biomeNames),
    )!;
  }
  const rivers = azgaarRivers(world, frame, grid, terrain);
  const sides = sidesFor(width, height);
  const placed = azgaarSettlements(world, frame, grid, terrain, sides);
  const map = buildCampaignMap(grid, {
    terrain,
    riverId: rivers.riverId,
    flow: rivers.flow,
    bridge: new Uint8Array(grid.count),
    kinds: placed.kinds,
    settlements: placed.settlements,
  });
  const base: MapParams = { ...DEFAULT_MAP_PARAMS, width, height, sides };
  const params: MapParams = { ...base, ...sizedCounts(base) };

  const terrainCounts = Object.fromEntries(TERRAINS.map((kind) => [kind, 0])) as Record<Terrain, number>;
  for (let i = 0; i < grid.count; i++) terrainCounts[TERRAINS[terrain[i]!]!]++;
  const settlementCounts: Record<SettlementType, number> = { village: 0, town: 0, city: 0, fortress: 0 };
  for (const s of placed.settlements.values()) settlementCounts[s.type]++;
  const notes = placed.fortressless.map((player) => t('azgaar:import.noFortress', { player }));
  return ok({
    mapDocument: { map, sides, seed: seedOf(world), params },
    summary: {
      width,
      height,
      terrain: terrainCounts,
      settlements: settlementCounts,
      fortresses: placed.fortresses.map((f) =>
        f.burg
          ? t('azgaar:import.fortressOf', {
              player: f.player,
              name: f.name,
              hex: hexName(grid.table.keys[f.index]!),
              burg: f.burg,
            })
          : t('azgaar:import.fortressAlone', {
              player: f.player,
              name: f.name,
              hex: hexName(grid.table.keys[f.index]!),
            }),
      ),
      rivers: { laid: rivers.chains.length, dropped: rivers.dropped },
      burgs: {
        placed: placed.settlements.size - placed.fortresses.filter((f) => !f.burg).length,
        removed: world.removedBurgs,
        ...placed.skipped,
      },
      notes,
    },
  });
}
