import { z } from 'zod';

/**
 * Exactly the fields of Azgaar's Fantasy Map Generator "Full JSON" export (Menu → Export → JSON → Full) that the
 * import reads, as its export code writes them (src/services/io/export-json.ts; modules/dynamic/export-json.js in
 * releases before 1.111): `{info, settings, mapCoordinates, pack, grid, biomesData?, notes, nameBases}`, where
 * `pack.cells` is a list of cell objects. Everything else in the file (grid, vertices, states, cultures, routes…)
 * is left alone and not checked. Upper bounds keep a hostile file's work bounded (issue 26): the largest world
 * Azgaar makes has 100,000 grid cells, so 400,000 is far beyond any real one.
 */
export const AZGAAR_LIMITS = {
  cells: 400_000,
  burgs: 100_000,
  rivers: 100_000,
  riverCells: 100_000,
  biomes: 1_000,
  /** Pixels a side: Azgaar's canvas is the screen's size, a few thousand at most. */
  side: 100_000,
} as const;

const count = z.number().int().min(0);
const pixel = z.number().finite();

/** One pack cell: its point in pixels (the Voronoi site), height 0..100 (below 20 is water), biome, river, burg. */
const cellSchema = z.object({
  p: z.array(pixel).length(2),
  h: z.number().min(0).max(255),
  biome: count.max(AZGAAR_LIMITS.biomes),
  r: count.optional(),
  burg: count.optional(),
});

/**
 * A burg (settlement). `burgs[0]` is an empty placeholder object and removed burgs stay in the list with
 * `removed: true`, so every field is optional here and the importer skips those two kinds.
 */
const burgSchema = z.object({
  name: z.string().max(1_000).optional(),
  x: pixel.optional(),
  y: pixel.optional(),
  cell: count.optional(),
  population: z.number().finite().min(0).optional(),
  capital: z.union([count, z.boolean()]).optional(),
  citadel: z.union([count, z.boolean()]).optional(),
  removed: z.boolean().optional(),
});

/** A river: its cells from source to mouth; -1 means it flows off the canvas. Unordered list, `i` is the id. */
const riverSchema = z.object({
  i: count.optional(),
  name: z.string().max(1_000).optional(),
  cells: z.array(z.number().int().min(-1)).max(AZGAAR_LIMITS.riverCells).optional(),
  discharge: z.number().finite().optional(),
  removed: z.boolean().optional(),
});

/** `pack.biomes` (1.111 and later): one object per biome. */
const biomeListSchema = z.array(z.object({ name: z.string().max(1_000).optional() }).nullable());

/** The pack: the repacked cells the map shows, and its burgs, rivers and (newer releases) biomes. */
export const azgaarPackSchema = z.object({
  cells: z.array(cellSchema).min(1).max(AZGAAR_LIMITS.cells),
  burgs: z.array(burgSchema.nullable()).max(AZGAAR_LIMITS.burgs).optional(),
  rivers: z.array(riverSchema.nullable()).max(AZGAAR_LIMITS.rivers).optional(),
  biomes: biomeListSchema.max(AZGAAR_LIMITS.biomes).optional(),
});

/** `info`: the canvas size in pixels (graphWidth, graphHeight) that every coordinate is measured in. */
export const azgaarInfoSchema = z.object({
  width: z.number().positive().max(AZGAAR_LIMITS.side),
  height: z.number().positive().max(AZGAAR_LIMITS.side),
  mapName: z.string().max(1_000).optional(),
  seed: z.union([z.string().max(100), z.number()]).optional(),
  version: z.string().max(100).optional(),
});

/** `biomesData` (releases before 1.111): biome fields as parallel lists, `name[i]` for biome i. */
const biomesDataSchema = z.object({ name: z.array(z.string().max(1_000)).max(AZGAAR_LIMITS.biomes) });

export const azgaarWorldSchema = z.object({
  info: azgaarInfoSchema,
  pack: azgaarPackSchema,
  biomesData: biomesDataSchema.optional(),
});

export type AzgaarCell = z.infer<typeof cellSchema>;
export type AzgaarBurg = z.infer<typeof burgSchema>;
export type AzgaarRiver = z.infer<typeof riverSchema>;
export type AzgaarWorldFile = z.infer<typeof azgaarWorldSchema>;
