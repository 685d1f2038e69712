import type { Footprint, TablePoint, TableSize, ZoneShape } from './battlefieldTypes';

/** The plain geometry the generator and its tests share: footprints, zones, the river band. */

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Distance from a point to a rectangle (0 inside). */
function pointRectDistance(p: TablePoint, r: { x: number; y: number; w: number; h: number }): number {
  const dx = Math.max(r.x - p.x, 0, p.x - (r.x + r.w));
  const dy = Math.max(r.y - p.y, 0, p.y - (r.y + r.h));
  return Math.hypot(dx, dy);
}

/** Gap between two footprints (negative or zero when they touch or overlap). */
export function footprintGap(a: Footprint, b: Footprint): number {
  if (a.type === 'circle' && b.type === 'circle') return Math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r;
  if (a.type === 'circle' && b.type === 'rect') return pointRectDistance(a, b) - a.r;
  if (a.type === 'rect' && b.type === 'circle') return pointRectDistance(b, a) - b.r;
  const r1 = a as Extract<Footprint, { type: 'rect' }>;
  const r2 = b as Extract<Footprint, { type: 'rect' }>;
  const dx = Math.max(r1.x - (r2.x + r2.w), r2.x - (r1.x + r1.w));
  const dy = Math.max(r1.y - (r2.y + r2.h), r2.y - (r1.y + r1.h));
  if (dx <= 0 && dy <= 0) return Math.max(dx, dy);
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0));
}

/** Gap between a footprint and a deployment zone (a corner zone is its full circle: the table clips it). */
export function zoneGap(f: Footprint, zone: ZoneShape): number {
  return footprintGap(f, zone.type === 'rect' ? zone : { type: 'circle', x: zone.x, y: zone.y, r: zone.r });
}

export function pointInZone(p: TablePoint, zone: ZoneShape, margin = 0): boolean {
  if (zone.type === 'rect') return pointRectDistance(p, zone) <= margin;
  return Math.hypot(p.x - zone.x, p.y - zone.y) <= zone.r + margin;
}

/** How far a footprint stays inside the table (negative when it sticks out). */
export function insideMargin(f: Footprint, table: TableSize): number {
  if (f.type === 'circle')
    return Math.min(f.x - f.r, f.y - f.r, table.width - f.x - f.r, table.height - f.y - f.r);
  return Math.min(f.x, f.y, table.width - f.x - f.w, table.height - f.y - f.h);
}

/** Distance from a footprint's edge to a dense polyline (the river's centre line). */
export function polylineGap(f: Footprint, points: readonly TablePoint[]): number {
  let best = Infinity;
  for (let i = 1; i < points.length; i++) {
    const d = segmentFootprintDistance(points[i - 1]!, points[i]!, f);
    if (d < best) best = d;
  }
  return best;
}

function segmentFootprintDistance(a: TablePoint, b: TablePoint, f: Footprint): number {
  if (f.type === 'circle') return pointSegmentDistance(f, a, b) - f.r;
  // A rect and a short segment: the nearest of the segment's closest points to the rect's centre, sampled.
  let best = Infinity;
  const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 0.25));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const d = pointRectDistance({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, f);
    if (d < best) best = d;
  }
  return best;
}

export function pointSegmentDistance(p: TablePoint, a: TablePoint, b: TablePoint): number {
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const len2 = vx * vx + vy * vy;
  const t = len2 === 0 ? 0 : clamp(((p.x - a.x) * vx + (p.y - a.y) * vy) / len2, 0, 1);
  return Math.hypot(p.x - (a.x + vx * t), p.y - (a.y + vy * t));
}

/** Whether a point lies on a footprint. */
export function pointOnFootprint(p: TablePoint, f: Footprint, margin = 0): boolean {
  if (f.type === 'circle') return Math.hypot(p.x - f.x, p.y - f.y) <= f.r + margin;
  return pointRectDistance(p, f) <= margin;
}

/** The centre of a footprint. */
export function footprintCentre(f: Footprint): TablePoint {
  return f.type === 'circle' ? { x: f.x, y: f.y } : { x: f.x + f.w / 2, y: f.y + f.h / 2 };
}

/** The same footprint moved by (dx, dy). */
export function movedFootprint(f: Footprint, dx: number, dy: number): Footprint {
  return { ...f, x: f.x + dx, y: f.y + dy };
}
