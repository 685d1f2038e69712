import { DIRECTION_DELTAS, type HexKey } from '../hex';
import { hexCorners, hexToPixel, mapBounds } from '../layout';
import type { CampaignMap } from '../map';
import type { ChronicleMap } from './chronicleTypes';

/** Hex size (centre to corner) of the site's map, in SVG units; the page scales the drawing to its width. */
const SIZE = 10;

const round = (value: number) => Math.round(value * 10) / 10;

/** The map's fixed drawing and the indexes its changing parts (pieces, control, battles) are given by. */
export interface ChronicleMapArt {
  /** The `<svg>` of terrain, rivers and settlements, with empty groups the page's script fills. */
  readonly svg: string;
  readonly data: ChronicleMap;
  /** The index of each hex (the order of `data.centres`). */
  readonly index: ReadonlyMap<HexKey, number>;
  /** The hex of each index. */
  readonly keys: readonly HexKey[];
  /** The index of each place whose control is shown (its order in `data.places`). */
  readonly placeIndex: ReadonlyMap<HexKey, number>;
}

/**
 * Issue 33: the chronicle's own small map, SVG text drawn with the one hex-centre formula (shared/layout) and the
 * screen's terrain colours (renderer canvas palette, copied as CSS classes in chronicleCss.ts). The places are the
 * settlements (core, SETUP-7) or the territories (Firestorm, FS-MAP-1): `places: 'marker'` draws a control marker
 * on each settlement, `'tint'` tints each territory's hex; the page colours them by owner at each turn.
 */
export function chronicleMap(
  map: CampaignMap,
  places: readonly HexKey[],
  style: 'marker' | 'tint',
): ChronicleMapArt {
  const keys = Object.keys(map.hexes) as HexKey[];
  const index = new Map<HexKey, number>();
  const centres: number[] = [];
  const terrain: string[] = [];
  const rivers: string[] = [];
  const settlements: string[] = [];
  const names: string[] = [];
  for (const key of keys) {
    const hex = map.hexes[key]!;
    const { x, y } = hexToPixel(hex.q, hex.r, SIZE);
    index.set(key, index.size);
    centres.push(round(x), round(y));
    terrain.push(`<use href="#h" x="${round(x)}" y="${round(y)}" class="t-${hex.terrain}"/>`);
    if (hex.river) {
      const flow = hex.riverFlow ? DIRECTION_DELTAS[hex.riverFlow] : null;
      if (flow) {
        // To the next hex's centre, so the river's segments join; half-way where it leaves the map.
        const next = map.hexes[`${hex.q + flow.q},${hex.r + flow.r}` as HexKey];
        const to = hexToPixel(hex.q + flow.q, hex.r + flow.r, SIZE);
        const end = next ? to : { x: (x + to.x) / 2, y: (y + to.y) / 2 };
        rivers.push(`M${round(x)} ${round(y)}L${round(end.x)} ${round(end.y)}`);
      } else rivers.push(`M${round(x - 3)} ${round(y)}h6`);
    }
    if (hex.settlement && style === 'tint') settlements.push(settlementShape(hex.settlement.type, x, y, ''));
    if (hex.settlement?.name && hex.settlement.type !== 'village')
      names.push(`<text x="${round(x)}" y="${round(y + 8.5)}">${escapeXml(hex.settlement.name)}</text>`);
  }
  const placeIndex = new Map<HexKey, number>();
  const placeArt: string[] = [];
  for (const key of places) {
    const hex = map.hexes[key];
    const at = index.get(key);
    if (!hex || at === undefined) continue;
    placeIndex.set(key, placeIndex.size);
    const x = centres[at * 2]!;
    const y = centres[at * 2 + 1]!;
    placeArt.push(
      style === 'tint' || !hex.settlement
        ? `<use href="#h" x="${x}" y="${y}" class="own"/>`
        : settlementShape(hex.settlement.type, x, y, ' class="own"'),
    );
  }
  const box = mapBounds(map, SIZE);
  const width = round(box.maxX - box.minX);
  const height = round(box.maxY - box.minY);
  const corners = hexCorners(SIZE)
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`)
    .join('');
  const ownLayer = `<g id="owners" class="owners-${style}">${placeArt.join('')}</g>`;
  const svg = [
    `<svg id="map-svg" viewBox="${round(box.minX)} ${round(box.minY)} ${width} ${height}" role="img" aria-labelledby="map-caption" preserveAspectRatio="xMidYMid meet">`,
    `<defs><path id="h" d="${corners}Z"/></defs>`,
    `<g class="terrain">${terrain.join('')}</g>`,
    rivers.length > 0 ? `<path class="rivers" d="${rivers.join('')}"/>` : '',
    style === 'tint' ? ownLayer : '',
    `<g class="settlements">${settlements.join('')}</g>`,
    style === 'marker' ? ownLayer : '',
    `<g class="names">${names.join('')}</g>`,
    `<g id="battle-rings"></g><g id="pieces"></g>`,
    `</svg>`,
  ].join('');
  return {
    svg,
    data: {
      width,
      height,
      centres,
      places: places.filter((k) => placeIndex.has(k)).map((k) => index.get(k)!),
    },
    index,
    keys,
    placeIndex,
  };
}

/** HEX-7 settlement marks, larger by importance: village dot, town square, city double square, fortress star. */
function settlementShape(type: string, x: number, y: number, extra: string): string {
  const at = (dx: number, dy: number) => `${round(x + dx)} ${round(y + dy)}`;
  switch (type) {
    case 'village':
      return `<circle cx="${round(x)}" cy="${round(y)}" r="2.6"${extra}/>`;
    case 'town':
      return `<rect x="${round(x - 3.2)}" y="${round(y - 3.2)}" width="6.4" height="6.4"${extra}/>`;
    case 'city':
      return `<rect x="${round(x - 4.2)}" y="${round(y - 4.2)}" width="8.4" height="8.4" rx="1"${extra}/>`;
    default: {
      const points: string[] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 === 0 ? 5.5 : 2.6;
        const a = (Math.PI / 5) * i - Math.PI / 2;
        points.push(at(r * Math.cos(a), r * Math.sin(a)));
      }
      return `<polygon points="${points.join(' ')}"${extra}/>`;
    }
  }
}

/** Text for XML and HTML bodies and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
