import type { HexKey } from '@shared/hex';
import { hexToPixel } from '@shared/layout/hexToPixel';
import type { TentMap } from '@shared/tent/tentWire';
import { TERRAIN_COLORS } from '../canvas/draw/palette';
import { pt } from './phoneLanguage';

const SVG = 'http://www.w3.org/2000/svg';
const SIZE = 10;

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  ...children: Node[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  el.append(...children);
  return el;
}

/** One piece on the phone's map: a banner or an army, as a disc with a short label. */
export interface MapPiece {
  readonly id: string;
  readonly hex: HexKey;
  readonly color: string;
  readonly label: string;
  readonly own: boolean;
  readonly selected: boolean;
}

export interface MapDrawing {
  readonly owners: ReadonlyMap<string, string>;
  readonly pieces: readonly MapPiece[];
  /** Paths to draw (orders): the own draft ones dashed. */
  readonly paths: readonly {
    readonly hexes: readonly HexKey[];
    readonly color: string;
    readonly draft: boolean;
  }[];
  /** Hexes the selected banner may step to next (FS-ORDER-3). */
  readonly next: readonly HexKey[];
  /** The hexes to frame (the seat's own pieces), or all when empty or `whole`. */
  readonly focus: readonly HexKey[];
  readonly whole: boolean;
}

const corners = (x: number, y: number, s: number): string =>
  [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = (Math.PI / 3) * i;
      return `${(x + s * Math.cos(a)).toFixed(2)},${(y + s * Math.sin(a)).toFixed(2)}`;
    })
    .join(' ');

/**
 * The seat's map as an SVG (HEX-1 flat-top layout, the app's terrain colours): framed on the seat's own pieces so a
 * hex is big enough to tap on a phone; "Whole map" frames everything.
 */
export function drawPhoneMap(map: TentMap, d: MapDrawing): SVGSVGElement {
  const centre = new Map(map.hexes.map((h) => [h.k, hexToPixel(h.q, h.r, SIZE)]));
  const framed = d.whole || d.focus.length === 0 ? map.hexes.map((h) => h.k) : d.focus;
  const pts = framed.map((k) => centre.get(k)).filter((p): p is { x: number; y: number } => !!p);
  const pad = d.whole ? SIZE * 1.2 : SIZE * 5;
  let minX = Math.min(...pts.map((p) => p.x)) - pad;
  let maxX = Math.max(...pts.map((p) => p.x)) + pad;
  let minY = Math.min(...pts.map((p) => p.y)) - pad;
  let maxY = Math.max(...pts.map((p) => p.y)) + pad;
  // Portrait-ish frame of at least 9 hexes across, so taps land on one hex.
  const minW = SIZE * 14;
  if (maxX - minX < minW) {
    const c = (minX + maxX) / 2;
    minX = c - minW / 2;
    maxX = c + minW / 2;
  }
  if (maxY - minY < (maxX - minX) * 0.9) {
    const c = (minY + maxY) / 2;
    const h = (maxX - minX) * 0.9;
    minY = c - h / 2;
    maxY = c + h / 2;
  }
  // Keep the frame on the map: slide it back inside the map's own bounds where it would show empty space.
  const all = map.hexes.map((h) => centre.get(h.k)!);
  const clamp = (lo: number, hi: number, min: number, max: number): [number, number] => {
    const width = hi - lo;
    if (width >= max - min) return [(min + max) / 2 - width / 2, (min + max) / 2 + width / 2];
    if (lo < min) return [min, min + width];
    if (hi > max) return [max - width, max];
    return [lo, hi];
  };
  [minX, maxX] = clamp(
    minX,
    maxX,
    Math.min(...all.map((p) => p.x)) - SIZE,
    Math.max(...all.map((p) => p.x)) + SIZE,
  );
  [minY, maxY] = clamp(
    minY,
    maxY,
    Math.min(...all.map((p) => p.y)) - SIZE,
    Math.max(...all.map((p) => p.y)) + SIZE,
  );
  const root = svg('svg', {
    viewBox: `${minX.toFixed(1)} ${minY.toFixed(1)} ${(maxX - minX).toFixed(1)} ${(maxY - minY).toFixed(1)}`,
    class: 'phone-map',
    role: 'img',
    'aria-label': pt('phone:map.label'),
    'data-testid': 'phone-map',
  });
  const next = new Set(d.next);
  for (const h of map.hexes) {
    const c = centre.get(h.k)!;
    if (c.x < minX - SIZE || c.x > maxX + SIZE || c.y < minY - SIZE || c.y > maxY + SIZE) continue;
    const owner = d.owners.get(h.k);
    const poly = svg('polygon', {
      points: corners(c.x, c.y, SIZE),
      fill: TERRAIN_COLORS[h.terrain],
      class: next.has(h.k) ? 'hex next' : 'hex',
      'data-hex': h.k,
    });
    root.append(poly);
    if (owner)
      root.append(svg('polygon', { points: corners(c.x, c.y, SIZE * 0.8), class: 'owner', stroke: owner }));
    if (h.settlement)
      root.append(
        svg('rect', { x: c.x - 2, y: c.y - 2, width: 4, height: 4, class: `settlement ${h.settlement}` }),
      );
  }
  for (const p of d.paths) {
    const line = p.hexes.map((k) => centre.get(k)).filter((x): x is { x: number; y: number } => !!x);
    if (line.length < 2) continue;
    root.append(
      svg('polyline', {
        points: line.map((q) => `${q.x.toFixed(1)},${q.y.toFixed(1)}`).join(' '),
        class: p.draft ? 'path draft' : 'path',
        stroke: p.color,
      }),
    );
    const end = line[line.length - 1]!;
    root.append(svg('circle', { cx: end.x, cy: end.y, r: 2.2, fill: p.color, class: 'path-end' }));
  }
  const byHex = new Map<string, MapPiece[]>();
  for (const piece of d.pieces) byHex.set(piece.hex, [...(byHex.get(piece.hex) ?? []), piece]);
  for (const [hex, pieces] of byHex) {
    const c = centre.get(hex as HexKey);
    if (!c) continue;
    pieces.forEach((piece, i) => {
      const dx = pieces.length === 1 ? 0 : (i - (pieces.length - 1) / 2) * 5;
      const text = svg('text', { x: c.x + dx, y: c.y + 1.6, class: 'piece-label' });
      text.textContent = piece.label;
      root.append(
        svg(
          'g',
          {
            class: `piece${piece.own ? ' own' : ''}${piece.selected ? ' selected' : ''}`,
            'data-piece': piece.id,
            'data-hex': hex,
          },
          svg('circle', { cx: c.x + dx, cy: c.y, r: 4.2, fill: piece.color }),
          text,
        ),
      );
    });
  }
  return root;
}
