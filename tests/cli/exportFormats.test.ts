import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ITiledMap } from '@workadventure/tiled-map-type-guard';
import { beforeAll, describe, expect, it } from 'vitest';
import { coreCampaignOf, type HexmarchDocument } from '@shared/document';
import { foundryGeometry, offsetGrid } from '@shared/export';
import { loadHexmarchFile } from '@shared/file';
import { axialToOddQ, distance, oddQToAxial, type HexKey } from '@shared/hex';
import { hexToPixel } from '@shared/layout';
import type { MapHex } from '@shared/map';
import { TERRAIN_COLORS } from '../../renderer/src/canvas/draw/palette';
import { PRINT_HEX_SIZE } from '../../renderer/src/print/exportPrint';
import { gridImageTransform } from '../../renderer/src/print/vector/gridImage';
import { foundryPlacement } from '../../renderer/src/print/vector/mapExports';
import { run } from './runCaptured';

const dir = mkdtempSync(join(tmpdir(), 'hexmarch-export-'));
const campaignFile = join(dir, 'c.hexmarch');
let document: HexmarchDocument;

const mapOf = () => document.campaign!.map;

/** jsdom's XML parser (no type declarations are installed for it): reports a malformed SVG as a parsererror. */
type XmlDom = new (text: string, options: { contentType: string }) => { window: { document: Document } };
const JSDOM_MODULE = 'jsdom';
const loadJsdom = async () => ((await import(JSDOM_MODULE)) as { JSDOM: XmlDom }).JSDOM;

beforeAll(async () => {
  expect((await run('new', '--seed', '7', '--size', '20x14', '--out', campaignFile)).code).toBe(0);
  const loaded = loadHexmarchFile(readFileSync(campaignFile, 'utf8'));
  if (!loaded.ok) throw new Error(loaded.error.message);
  document = loaded.value.document;
}, 60_000);

/**
 * Foundry VTT's centre of offset hex (i = row, j = column) on a column ("flat-top") hex grid of `size` px, written
 * here from Foundry's own definition (v12 HexagonalGrid#getCenterPoint; v11 gives the same for non-legacy grids),
 * not from Hexmarch's code: sizeX = size · 2/√3, x = (¾ j + ½) · sizeX, and y = (i + ½) · size, a half hex more on
 * the shifted columns (odd ones for HEXODDQ, type 4; even ones for HEXEVENQ, type 5). The scene has no padding and
 * no background offset, so the background's pixel is the scene's.
 */
function foundryCentre(type: number, size: number, i: number, j: number): { x: number; y: number } {
  const even = type === 5;
  const x = (2 / Math.sqrt(3)) * (0.75 * j + 0.5) * size;
  const oddColumn = (j + 1) % 2 === 0;
  const y = (i + (even === oddColumn ? 0 : 0.5)) * size;
  return { x, y };
}

describe('hexmarch export --format foundry (issue 31)', () => {
  it('writes a scene whose hex grid puts every hex centre within 1 px of where the background draws it', async () => {
    const out = join(dir, 'scene.json');
    const result = await run('export', campaignFile, '--format', 'foundry', '--out', out);
    expect(result.code, result.error).toBe(0);
    const scene = JSON.parse(readFileSync(out, 'utf8'));
    expect(scene.background).toEqual({ src: 'scene.png', offsetX: 0, offsetY: 0 });
    expect([scene.padding, scene.shiftX, scene.shiftY]).toEqual([0, 0, 0]);
    expect(scene.grid.type).toBe(4); // Hexmarch lays hexes out odd-q (HEX-4): Foundry's "odd columns" grid.
    expect(Number.isInteger(scene.grid.size)).toBe(true);

    const image = await loadImage(readFileSync(join(dir, 'scene.png')));
    expect([image.width, image.height]).toEqual([scene.width, scene.height]);

    // Hexmarch's top-left hex is Foundry's offset {i: rowOffset, j: 0}: Foundry's row 0 is cut by the scene's edge.
    const rowOffset: number = scene.flags.hexmarch.rowOffset;
    expect(rowOffset).toBe(1);
    // The background's own placement of the hexes (the transform it was drawn with) against Foundry's formula.
    const grid = offsetGrid(mapOf());
    const { k, tx, ty } = gridImageTransform(foundryPlacement(grid, foundryGeometry(grid, scene.grid.size)));
    let worst = 0;
    for (const hex of Object.values(mapOf().hexes)) {
      const { col, row } = axialToOddQ(hex);
      const world = hexToPixel(hex.q, hex.r, PRINT_HEX_SIZE);
      const drawn = { x: k * world.x + tx, y: k * world.y + ty };
      const foundry = foundryCentre(scene.grid.type, scene.grid.size, row + rowOffset, col);
      worst = Math.max(worst, Math.hypot(drawn.x - foundry.x, drawn.y - foundry.y));
      expect(foundry.x).toBeLessThanOrEqual(scene.width);
      expect(foundry.y).toBeLessThanOrEqual(scene.height);
    }
    expect(worst).toBeLessThan(1);

    // And the pixels agree: at Foundry's centre of a hex with nothing on or near it, its terrain colour.
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const busy = Object.values(mapOf().hexes).filter((hex) => hex.settlement || hex.river);
    const armies = coreCampaignOf(document)!.armies;
    const armyHexes = armies.ids.map((id) => armies.entities[id]!.hex).filter((h) => h !== null);
    let checked = 0;
    for (const hex of Object.values(mapOf().hexes) as MapHex[]) {
      if (busy.some((other) => distance(hex, other) <= 1)) continue;
      if (armyHexes.some((key) => distance(hex, keyToAxial(key as HexKey)) <= 2)) continue;
      const { col, row } = axialToOddQ(hex);
      const at = foundryCentre(scene.grid.type, scene.grid.size, row + rowOffset, col);
      const [r, g, b] = ctx.getImageData(Math.floor(at.x), Math.floor(at.y), 1, 1).data;
      const colour = `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
      if (hex.terrain === 'open' || hex.terrain === 'water') {
        expect(colour, `hex ${col},${row}`).toBe(TERRAIN_COLORS[hex.terrain]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  }, 60_000);
});

const keyToAxial = (key: HexKey) => {
  const [q, r] = key.split(',').map(Number);
  return { q: q!, r: r! };
};

describe('hexmarch export --format tiled (issue 31)', () => {
  it('writes a TMJ that an independent reader takes, with the terrain of every hex and the settlements', async () => {
    const out = join(dir, 'map.tmj');
    const result = await run('export', campaignFile, '--out', out);
    expect(result.code, result.error).toBe(0);
    expect(existsSync(join(dir, 'map-terrain.png'))).toBe(true);
    // The reader: WorkAdventure's tiled-map-type-guard, zod schemas of Tiled's JSON map format.
    const parsed = ITiledMap.safeParse(JSON.parse(readFileSync(out, 'utf8')));
    if (!parsed.success) throw new Error(parsed.error.message);
    const map = parsed.data;
    expect(map.orientation).toBe('hexagonal');
    expect(map.staggeraxis).toBe('x'); // flat-top hexes stagger by columns (HEX-1)
    expect(map.staggerindex).toBe('odd'); // odd columns half a hex lower (HEX-4)
    expect(map.hexsidelength).toBeGreaterThan(0);
    expect([map.width, map.height]).toEqual([20, 14]);

    // Terrain per hex, read back the way Tiled does: gid → tile of the tileset → its "terrain" property.
    const tileset = map.tilesets[0]!;
    if (!('tiles' in tileset) || tileset.firstgid === undefined)
      throw new Error('Expected an embedded tileset');
    const firstgid = tileset.firstgid;
    const [width, height, tilewidth, tileheight] = [map.width, map.height, map.tilewidth, map.tileheight].map(
      (value) => value ?? NaN,
    ) as [number, number, number, number];
    const terrainOfGid = new Map<number, unknown>(
      (tileset.tiles ?? []).map((tile) => [
        firstgid + tile.id,
        tile.properties?.find((p) => p.name === 'terrain')?.value,
      ]),
    );
    const layer = map.layers.find((l) => l.type === 'tilelayer');
    if (!layer || layer.type !== 'tilelayer' || !Array.isArray(layer.data))
      throw new Error('No terrain layer');
    const hexes = mapOf().hexes;
    let compared = 0;
    for (let row = 0; row < height; row++) {
      for (let col = 0; col < width; col++) {
        const { q, r } = oddQToAxial({ col, row });
        const terrain = terrainOfGid.get(layer.data[row * width + col] as number);
        expect(terrain, `hex ${col},${row}`).toBe(hexes[`${q},${r}` as HexKey]!.terrain);
        compared++;
      }
    }
    expect(compared).toBe(Object.keys(hexes).length);

    // Settlements: each point lies in the hex of its settlement (Tiled's hexagonal renderer: columns
    // (tilewidth + hexsidelength) / 2 apart, rows tileheight apart, the staggered ones half a row lower).
    const group = map.layers.find((l) => l.name === 'Settlements');
    if (!group || group.type !== 'objectgroup') throw new Error('No settlements layer');
    const columnWidth = (tilewidth + map.hexsidelength!) / 2;
    const settled = Object.values(hexes).filter((hex) => hex.settlement);
    expect(group.objects).toHaveLength(settled.length);
    for (const object of group.objects) {
      const col = Math.round((object.x - tilewidth / 2) / columnWidth);
      const shift = col % 2 === 1 ? tileheight / 2 : 0;
      const row = Math.round((object.y - tileheight / 2 - shift) / tileheight);
      const { q, r } = oddQToAxial({ col, row });
      const hex = hexes[`${q},${r}` as HexKey]!;
      expect(hex.settlement?.name ?? '').toBe(object.name);
      expect(object.properties?.find((p) => p.name === 'settlement')?.value).toBe(hex.settlement?.type);
    }
    const rivers = map.layers.find((l) => l.name === 'Rivers');
    if (!rivers || rivers.type !== 'objectgroup') throw new Error('No rivers layer');
    expect(rivers.objects.every((o) => (o.polyline?.length ?? 0) >= 2)).toBe(true);
  }, 60_000);
});

describe('hexmarch export --format hexjson (issue 31)', () => {
  it("writes the ODI's HexJSON: odd-q, q the column, r the row counted upwards, terrain and settlements", async () => {
    const out = join(dir, 'map.hexjson');
    expect((await run('export', campaignFile, '--out', out)).code).toBe(0);
    const file = JSON.parse(readFileSync(out, 'utf8'));
    expect(file.layout).toBe('odd-q');
    const entries = Object.values(file.hexes) as {
      q: number;
      r: number;
      terrain: string;
      settlement?: string;
    }[];
    expect(entries).toHaveLength(20 * 14);
    for (const hex of Object.values(mapOf().hexes)) {
      const { col, row } = axialToOddQ(hex);
      const found = entries.find((e) => e.q === col && e.r === 13 - row);
      expect(found?.terrain).toBe(hex.terrain);
      expect(found?.settlement).toBe(hex.settlement?.type);
    }
  });
});

describe('hexmarch export --format svg (issue 31)', () => {
  it("writes a layered SVG in millimetres; a side's handout leaves out the other side's armies", async () => {
    const gm = join(dir, 'map.svg');
    const red = join(dir, 'red.svg');
    expect((await run('export', campaignFile, '--format', 'svg', '--out', gm)).code).toBe(0);
    expect((await run('export', campaignFile, '--side', 'Red', '--out', red)).code).toBe(0);
    const JSDOM = await loadJsdom();
    const read = (path: string) =>
      new JSDOM(readFileSync(path, 'utf8'), { contentType: 'image/svg+xml' }).window.document;
    const svg = read(gm);
    expect(svg.querySelector('parsererror')).toBeNull();
    expect(svg.documentElement.getAttribute('width')).toMatch(/mm$/);
    const layers = [...svg.documentElement.children]
      .filter((el) => el.getAttribute('inkscape:groupmode') === 'layer')
      .map((el) => el.getAttribute('inkscape:label'));
    expect(layers).toEqual(expect.arrayContaining(['Terrain', 'Rivers', 'Settlements', 'Labels', 'Armies']));

    const campaign = coreCampaignOf(document)!;
    const blue = campaign.sides.find((side) => side.name === 'Blue')!;
    const bluePlayers = campaign.players.filter((p) => blue.playerIds.includes(p.id));
    const armyFills = (path: string) => {
      const layer = [...read(path).documentElement.children].find(
        (el) => el.getAttribute('inkscape:label') === 'Armies',
      );
      return new Set([...(layer?.querySelectorAll('[fill]') ?? [])].map((el) => el.getAttribute('fill')));
    };
    const blueColours = bluePlayers.map((p) => p.color);
    expect(blueColours.some((c) => armyFills(gm).has(c))).toBe(true);
    expect(blueColours.some((c) => armyFills(red).has(c))).toBe(false);
    const redText = readFileSync(red, 'utf8');
    expect(redText).toContain('Handout for Red');
    for (const player of bluePlayers) expect(redText).not.toContain(`${player.name}&apos;s army`);
  }, 60_000);

  it('refuses a picture name for a data format, whose companion image would take the same name', async () => {
    const result = await run('export', campaignFile, '--format', 'foundry', '--out', join(dir, 'scene.png'));
    expect(result.code).toBe(2);
    expect(result.error).toContain('--format foundry writes its main file to --out: name it like map.json');
  });

  it('refuses an unknown format in plain words', async () => {
    const result = await run('export', campaignFile, '--format', 'gif', '--out', join(dir, 'x.gif'));
    expect(result.code).toBe(2);
    expect(result.error).toContain('--format must be pdf, png, svg, foundry, tiled or hexjson, got "gif".');
  });
});
