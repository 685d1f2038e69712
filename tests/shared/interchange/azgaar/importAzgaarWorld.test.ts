import { describe, expect, it } from 'vitest';
import { DIRECTION_DELTAS, distanceToEdge, hexKey, type HexKey } from '@shared/hex';
import { brokenMapInvariant, isPassable, type CampaignMap, type MapHex } from '@shared/map';
import { assessFairness } from '@shared/mapgen';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import {
  describeAzgaarWorld,
  importAzgaarWorld,
  type AzgaarImport,
  type AzgaarImportOptions,
  type AzgaarWorld,
} from '@shared/interchange/azgaar';
import { LITTLE_MARCHES, tenThousandCellWorld, worldOf } from './azgaarWorlds';

function imported(world: AzgaarWorld, options: AzgaarImportOptions): AzgaarImport {
  const result = importAzgaarWorld(world, options);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const downstream = (hex: MapHex): HexKey => {
  const delta = DIRECTION_DELTAS[hex.riverFlow!];
  return hexKey(hex.q + delta.q, hex.r + delta.r);
};

/**
 * The rivers as the map holds them, followed from each source (a river hex nothing flows into) down its flow: every
 * river hex has a flow, every step goes to a neighbour (riverFlow is a direction), and each course ends where it
 * flows into water, a mountain, another course or off the map: one connected chain per course, no hex twice.
 */
function courses(map: CampaignMap): HexKey[][] {
  const rivers = Object.entries(map.hexes).filter(([, hex]) => hex.river) as [HexKey, MapHex][];
  const fedBy = new Map<HexKey, number>();
  for (const [, hex] of rivers) {
    expect(hex.riverFlow, `river hex ${hex.q},${hex.r} has a flow`).toBeDefined();
    expect(isPassable(hex.terrain)).toBe(true);
    const next = downstream(hex);
    if (map.hexes[next]?.river) fedBy.set(next, (fedBy.get(next) ?? 0) + 1);
  }
  const follow = (key: HexKey, stop: ReadonlySet<HexKey>): HexKey[] => {
    const course: HexKey[] = [key];
    for (let at = map.hexes[key]!; ;) {
      const next = downstream(at);
      const hex = map.hexes[next];
      if (!hex?.river || stop.has(next)) break;
      expect(course).not.toContain(next);
      course.push(next);
      at = hex;
    }
    return course;
  };
  // The longest course is followed to its end; a shorter one stops where it meets a course found before (a
  // confluence), so each hex belongs to one course.
  const sources = rivers.map(([key]) => key).filter((key) => !fedBy.has(key));
  sources.sort((a, b) => follow(b, new Set()).length - follow(a, new Set()).length || a.localeCompare(b));
  const seen = new Set<HexKey>();
  return sources.map((source) => {
    const course = follow(source, seen);
    for (const key of course) seen.add(key);
    return course;
  });
}

const settlementsOf = (map: CampaignMap) =>
  Object.entries(map.hexes).flatMap(([key, hex]) =>
    hex.settlement ? [{ key: key as HexKey, ...hex.settlement }] : [],
  );

describe('importAzgaarWorld on the hand-made world', () => {
  const world = worldOf(LITTLE_MARCHES);
  const result = imported(world, { width: 16, height: 10, cropToLand: true });
  const { map, sides } = result.mapDocument;

  it('is an ordinary map: its invariants hold and it saves and opens as a Hexmarch file', () => {
    expect([map.width, map.height, Object.keys(map.hexes)]).toEqual([16, 10, expect.any(Array)]);
    expect(Object.keys(map.hexes)).toHaveLength(160);
    expect(brokenMapInvariant(map, 'the imported map')).toBeUndefined();
    const text = serializeHexmarchFile({ mapDocument: result.mapDocument, campaign: null }, '0.1.0');
    const opened = loadHexmarchFile(text);
    expect(opened.ok && opened.value.document.mapDocument.map).toEqual(map);
  });

  it('lays both rivers as connected courses, the brook ending where it meets Silverrun', () => {
    const found = courses(map);
    expect(found).toHaveLength(2);
    const [main, brook] = [...found].sort((a, b) => b.length - a.length);
    // The main river ends by flowing into the sea; the brook flows into a hex of the main river.
    expect(map.hexes[downstream(map.hexes[main!.at(-1)!]!)]?.terrain).toBe('water');
    expect(main).toContain(downstream(map.hexes[brook!.at(-1)!]!));
    expect(result.summary.rivers).toEqual({ laid: 2, dropped: 0 });
  });

  it('keeps every burg but the placeholder and the removed one, largest as the city', () => {
    const placed = settlementsOf(map);
    expect(placed.map((s) => `${s.name}: ${s.type}`).sort()).toEqual([
      'Aldmere: fortress',
      'Brackwater: fortress',
      'Corvale: city',
      'Dunholt: town',
      'Fernby: village',
      'Greywick: village',
    ]);
    expect(JSON.stringify(map)).not.toContain('Eastreach');
    expect(result.summary.burgs).toMatchObject({ removed: 1, placed: 6 });
  });

  it("makes the capital and the citadel nearest each side's fortress line the sides' fortresses (SETUP-3)", () => {
    for (const [side, name] of [
      [sides[0], 'Aldmere'],
      [sides[1], 'Brackwater'],
    ] as const) {
      const fortress = settlementsOf(map).find((s) => s.name === name)!;
      expect(fortress.controller).toBe(side.players[0]!.id);
      expect(fortress.originalOwner).toBe(side.players[0]!.id);
      expect(distanceToEdge(fortress.key, map.edges[side.homeEdge])).toBe(1);
    }
    const fairness = assessFairness(map, sides);
    expect(fairness.allFortressesConnected).toBe(true);
    expect(result.summary.fortresses).toEqual([
      "Red player: Aldmere (hex 0203), Azgaar's Aldmere",
      "Blue player: Brackwater (hex 1506), Azgaar's Brackwater",
    ]);
  });

  it('takes terrain from height and biome: sea, the mountain summits, the wetland as marsh', () => {
    const counts = result.summary.terrain;
    expect(counts.water).toBeGreaterThan(0);
    expect(counts.mountain).toBeGreaterThan(0);
    expect(counts.marsh).toBeGreaterThan(0);
    expect(counts.forest).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(imported(world, { width: 16, height: 10, cropToLand: true }))).toBe(
      JSON.stringify(result),
    );
  });

  it('says which player has no fortress when the whole canvas puts their line in the sea', () => {
    const whole = imported(world, { width: 16, height: 10, cropToLand: false });
    expect(whole.summary.notes).toEqual([
      'Red player has no fortress: the second line in from their home edge has no passable hex. Paint land there and place it in the editor (SETUP-3).',
      'Blue player has no fortress: the second line in from their home edge has no passable hex. Paint land there and place it in the editor (SETUP-3).',
    ]);
    expect(settlementsOf(whole.mapDocument.map).filter((s) => s.type === 'fortress')).toEqual([]);
  });

  it('refuses a size outside the map limits in plain words', () => {
    expect(importAzgaarWorld(world, { width: 7, height: 10, cropToLand: true })).toEqual({
      ok: false,
      error: 'The map width must be a whole number of hexes from 8 to 400 (got 7).',
    });
  });
});

describe('importAzgaarWorld on a generated 10,000-cell world', () => {
  const { world, facts } = tenThousandCellWorld();
  const proposed = describeAzgaarWorld(world).proposed.land;
  const result = imported(world, { ...proposed, cropToLand: true });
  const { map } = result.mapDocument;
  const byName = new Map(settlementsOf(map).map((s) => [s.name, s]));
  const nameOf = (id: number) => world.burgs.find((b) => b.id === id)?.name;

  it('proposes a size with the land’s aspect and about 1,800 hexes', () => {
    expect(proposed.width * proposed.height).toBeGreaterThan(1_500);
    expect(proposed.width * proposed.height).toBeLessThan(2_100);
    expect(brokenMapInvariant(map, 'the imported map')).toBeUndefined();
  });

  it('lays every river as connected courses, one per Azgaar river', () => {
    const found = courses(map);
    expect(found.length).toBeGreaterThan(0);
    // Every river hex lies on a course from a source: no stray river hexes, no loops without a source.
    expect(found.flat().length).toBe(Object.values(map.hexes).filter((h) => h.river).length);
    expect(found.length).toBe(result.summary.rivers.laid);
    // This world's rivers run downhill straight to the sea: each becomes one course, none is lost.
    expect(result.summary.rivers).toEqual({ laid: facts.rivers, dropped: 0 });
  });

  it('keeps the five largest burgs as cities, towns or fortresses under their names', () => {
    for (const id of facts.burgsBySize.slice(0, 5)) {
      expect(['city', 'town', 'fortress'], `burg ${id} ${nameOf(id)}`).toContain(
        byName.get(nameOf(id))?.type,
      );
    }
    const cities = settlementsOf(map).filter((s) => s.type === 'city');
    expect(cities.map((c) => c.name)).toContain(nameOf(facts.burgsBySize[0]!));
  });

  it('leaves out burgs[0] and every removed burg, even the largest of all', () => {
    const removedNames = facts.removed.map(
      (id) => `"${JSON.parse(tenThousandCellWorld().text).pack.burgs[id].name}"`,
    );
    const text = JSON.stringify(map);
    for (const name of removedNames) expect(text).not.toContain(name);
    expect(result.summary.burgs.removed).toBe(facts.removed.length);
  });

  it('gives each side a fortress on its line, from a capital or citadel when one is near', () => {
    const fortresses = settlementsOf(map).filter((s) => s.type === 'fortress');
    expect(fortresses).toHaveLength(2);
    for (const [k, side] of result.mapDocument.sides.entries()) {
      const own = fortresses.find((f) => f.controller === side.players[0]!.id)!;
      expect(distanceToEdge(own.key, map.edges[side.homeEdge]), `side ${k}`).toBe(1);
      const burg = world.burgs.find((b) => b.name === own.name);
      if (burg) expect(burg.capital || burg.citadel).toBe(true);
    }
  });
});
