import { hexKey, parseHexKey, type Direction, type HexKey } from '../hex';
import { TERRAINS, type CampaignMap, type MapHex, type Settlement, type Terrain } from '../map';

/** One character per terrain in {@link PackedMap.terrain}. */
const TERRAIN_CODES = {
  open: 'o',
  forest: 'f',
  hills: 'h',
  marsh: 'm',
  mountain: 'M',
  water: 'w',
} as const satisfies Record<Terrain, string>;

/** Terrain by the char code of its letter: an array index is cheaper than a string-keyed lookup per hex. */
const TERRAIN_BY_CODE: Terrain[] = [];
for (const terrain of TERRAINS) TERRAIN_BY_CODE[TERRAIN_CODES[terrain].charCodeAt(0)] = terrain;

/** What a hex has beyond its terrain; absent fields are false / none. */
export interface PackedFeatures {
  readonly river?: true;
  readonly bridge?: true;
  readonly riverFlow?: Direction;
  readonly settlement?: Settlement;
  readonly label?: string;
}

/**
 * A CampaignMap as files store it. A document holds the map three times (the prepared map, the campaign's map and
 * the `MapGenerated` event); as plain hex objects a 316×316 map is 7 MB each, packed it is about 100 kB, which
 * keeps saving and loading within the 300 ms of issue 5 §8.
 */
export interface PackedMap {
  readonly width?: number;
  readonly height?: number;
  /** The hexes' positions in order; absent when they are exactly the width × height rectangle (HEX-4 order). */
  readonly positions?: readonly HexKey[];
  /** One character per hex in position order (o f h m M w, see TERRAIN_CODES). */
  readonly terrain: string;
  /** Rivers, bridges, settlements and labels, only for the hexes that have any. */
  readonly features: Readonly<Record<HexKey, PackedFeatures>>;
  readonly edges: CampaignMap['edges'];
  readonly corners: CampaignMap['corners'];
}

/** HEX-4: the axial r of the hex at `col`, `row` of an odd-q rectangle (shared/hex oddQToAxial, inlined). */
const rowToR = (col: number, row: number): number => row - (col - (col & 1)) / 2;

/** A hex's letter by comparison: cheaper per hex than a keyed lookup in {@link TERRAIN_CODES}. */
function terrainCode(terrain: Terrain): string {
  return terrain === 'open'
    ? 'o'
    : terrain === 'forest'
      ? 'f'
      : terrain === 'water'
        ? 'w'
        : terrain === 'hills'
          ? 'h'
          : terrain === 'mountain'
            ? 'M'
            : 'm';
}

export function packMap(map: CampaignMap): PackedMap {
  // Object.keys plus a lookup per hex: measured 2-3× faster than Object.values on 100 000-hex maps in V8.
  const { hexes, width, height } = map;
  const keys = Object.keys(hexes) as HexKey[];
  const letters: string[] = new Array<string>(keys.length);
  const features: Record<HexKey, PackedFeatures> = {};
  // Exactly the width × height rectangle in HEX-4 order? Then positions need not be stored (checked by number,
  // walking column and row along with the keys instead of dividing per hex).
  let rectangle = width !== undefined && height !== undefined && keys.length === width * height;
  let col = 0;
  let row = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const hex = hexes[key]!;
    letters[i] = terrainCode(hex.terrain);
    if (rectangle) {
      rectangle = hex.q === col && hex.r === rowToR(col, row);
      if (++row === height) {
        row = 0;
        col++;
      }
    }
    if (!hex.river && !hex.bridge && !hex.riverFlow && !hex.settlement && hex.label === undefined) continue;
    features[key] = featuresOf(hex);
  }
  return {
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
    ...(rectangle ? {} : { positions: keys }),
    terrain: letters.join(''),
    features,
    edges: map.edges,
    corners: map.corners,
  };
}

function featuresOf(hex: MapHex): PackedFeatures {
  const extra: { -readonly [K in keyof PackedFeatures]: PackedFeatures[K] } = {};
  if (hex.river) extra.river = true;
  if (hex.bridge) extra.bridge = true;
  if (hex.riverFlow) extra.riverFlow = hex.riverFlow;
  if (hex.settlement) extra.settlement = hex.settlement;
  if (hex.label !== undefined) extra.label = hex.label;
  return extra;
}

/** A hex with features, in the field order shared/mapgen writes (so re-saving is byte-identical). */
function hexWith(q: number, r: number, terrain: Terrain, extra: PackedFeatures): MapHex {
  const hex: { -readonly [K in keyof MapHex]: MapHex[K] } = {
    q,
    r,
    terrain,
    river: extra.river === true,
    bridge: extra.bridge === true,
  };
  if (extra.riverFlow) hex.riverFlow = extra.riverFlow;
  if (extra.settlement) hex.settlement = extra.settlement;
  if (extra.label !== undefined) hex.label = extra.label;
  return hex;
}

/** The map back as hex objects, in the field order shared/mapgen writes them (so re-saving is byte-identical). */
export function unpackMap(packed: PackedMap): CampaignMap {
  return unpackMaps([packed])[0]!;
}

/**
 * Several maps back at once. Those with the same ground as the first (same size and terrain: a document's prepared
 * map and its campaign's, which differ in a few settlements) are built in one pass: each hex's key is made once
 * and its bare hex object is shared by every such map that has no features there. Building the campaign's copy
 * along with the first costs about a sixth of building it alone, where copying the first map's 100k keys afterwards
 * (for…in over a dictionary object) cost nearly as much as building it (issue 30 load profile).
 */
export function unpackMaps(packed: readonly PackedMap[]): CampaignMap[] {
  const first = packed[0];
  if (first === undefined) return [];
  const together = packed.filter((other) => sameGround(first, other));
  const tables = unpackHexes(first, together.length);
  return packed.map((map) => {
    const at = together.indexOf(map);
    if (at < 0) return mapOf(map, withFeatures(map, unpackHexes(map, 1)[0]!));
    return mapOf(map, withFeatures(map, tables[at]!));
  });
}

/** `copies` tables of the packed map's bare hexes (no features), sharing their hex objects, in HEX-4 order. */
function unpackHexes(packed: PackedMap, copies: number): Record<HexKey, MapHex>[] {
  const { positions, width, height, terrain } = packed;
  const count = positions ? positions.length : (width ?? 0) * (height ?? 0);
  const tables: Record<HexKey, MapHex>[] = [];
  for (let c = 0; c < copies; c++) tables.push({});
  const add = (key: HexKey, hex: MapHex) => {
    for (let c = 0; c < copies; c++) tables[c]![key] = hex;
  };
  // Every hex is first built bare (one fixed shape, no per-hex lookup in `features`); the few with features are
  // then replaced in place, which keeps the key order.
  if (positions) {
    for (let i = 0; i < count; i++) {
      const key = positions[i]!;
      const { q, r } = parseHexKey(key);
      add(key, { q, r, terrain: TERRAIN_BY_CODE[terrain.charCodeAt(i)]!, river: false, bridge: false });
    }
  } else {
    let i = 0;
    for (let q = 0; q < width!; q++) {
      const top = -(q - (q & 1)) / 2;
      for (let row = 0; row < height!; row++, i++) {
        const r = top + row;
        add(hexKey(q, r), {
          q,
          r,
          terrain: TERRAIN_BY_CODE[terrain.charCodeAt(i)]!,
          river: false,
          bridge: false,
        });
      }
    }
  }
  return tables;
}

/** The bare hexes with the packed map's features put in (replacing, so the key order stays). */
function withFeatures(packed: PackedMap, hexes: Record<HexKey, MapHex>): Record<HexKey, MapHex> {
  const { features } = packed;
  for (const key in features) {
    // Features of hexes not on the map are ignored (files with any are refused by schemas/packedMapSchema.ts).
    const bare = hexes[key as HexKey];
    if (bare === undefined) continue;
    hexes[key as HexKey] = hexWith(bare.q, bare.r, bare.terrain, features[key as HexKey]!);
  }
  return hexes;
}

function mapOf(packed: PackedMap, hexes: Record<HexKey, MapHex>): CampaignMap {
  return {
    hexes,
    edges: packed.edges,
    corners: packed.corners,
    ...(packed.width === undefined ? {} : { width: packed.width }),
    ...(packed.height === undefined ? {} : { height: packed.height }),
  };
}

function sameGround(a: PackedMap, b: PackedMap): boolean {
  return (
    a.width === b.width &&
    a.height === b.height &&
    a.positions === undefined &&
    b.positions === undefined &&
    a.terrain === b.terrain
  );
}
