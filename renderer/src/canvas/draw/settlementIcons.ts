import type { SettlementType } from '@shared/map';
import type { DrawContext } from './drawContext';
import { MAP_COLORS } from './palette';

type Points = readonly (readonly [number, number])[];

/** A house outline standing on y = `base`, in hex-size units. */
function house(cx: number, base: number, width: number, wall: number, roof: number): Points {
  const half = width / 2;
  return [
    [cx - half, base],
    [cx - half, base - wall],
    [cx - half - 0.05, base - wall],
    [cx, base - wall - roof],
    [cx + half + 0.05, base - wall],
    [cx + half, base - wall],
    [cx + half, base],
  ];
}

/** Castle outline: two crenellated towers and a crenellated curtain wall between them. */
const CASTLE: Points = [
  [-0.4, 0.28],
  [-0.4, -0.34],
  [-0.32, -0.34],
  [-0.32, -0.27],
  [-0.26, -0.27],
  [-0.26, -0.34],
  [-0.18, -0.34],
  [-0.18, -0.12],
  [-0.1, -0.12],
  [-0.1, -0.18],
  [-0.03, -0.18],
  [-0.03, -0.12],
  [0.03, -0.12],
  [0.03, -0.18],
  [0.1, -0.18],
  [0.1, -0.12],
  [0.18, -0.12],
  [0.18, -0.34],
  [0.26, -0.34],
  [0.26, -0.27],
  [0.32, -0.27],
  [0.32, -0.34],
  [0.4, -0.34],
  [0.4, 0.28],
];

function polygon(ctx: DrawContext, points: Points, x: number, y: number, s: number): void {
  points.forEach(([px, py], index) => {
    if (index === 0) ctx.moveTo(x + px * s, y + py * s);
    else ctx.lineTo(x + px * s, y + py * s);
  });
  ctx.closePath();
}

function fillAndOutline(ctx: DrawContext, fill: string): void {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.stroke();
}

/**
 * Draws a settlement icon (HEX-7) centred on (x, y), about one hex wide at most: village = one hut, town = three
 * houses, city = a walled ring with towers round a hall, fortress = a castle with a gate. The body is filled with
 * `fill` (the controller's colour, or white for neutral) and outlined in near-black, so it reads on every terrain.
 */
export function drawSettlementIcon(
  ctx: DrawContext,
  type: SettlementType,
  x: number,
  y: number,
  size: number,
  fill: string,
  outlineWidth: number,
): void {
  ctx.strokeStyle = MAP_COLORS.iconOutline;
  ctx.lineWidth = outlineWidth;
  ctx.lineJoin = 'round';
  // Icons are drawn in units of 1.3 hex sizes: big enough to tell apart at the zoom where names appear.
  const s = size * 1.3;
  switch (type) {
    case 'village':
      ctx.beginPath();
      polygon(ctx, house(0, 0.2, 0.3, 0.18, 0.18), x, y, s);
      fillAndOutline(ctx, fill);
      break;
    case 'town':
      for (const [cx, base] of [
        [0, 0.02],
        [-0.2, 0.3],
        [0.2, 0.3],
      ] as const) {
        ctx.beginPath();
        polygon(ctx, house(cx, base, 0.26, 0.17, 0.15), x, y, s);
        fillAndOutline(ctx, fill);
      }
      break;
    case 'city':
      ctx.beginPath();
      ctx.moveTo(x + 0.44 * s, y);
      ctx.arc(x, y, 0.44 * s, 0, 2 * Math.PI);
      ctx.moveTo(x + 0.3 * s, y);
      ctx.arc(x, y, 0.3 * s, 0, 2 * Math.PI, true);
      fillAndOutline(ctx, fill);
      for (let tower = 0; tower < 4; tower++) {
        const angle = Math.PI / 4 + (tower * Math.PI) / 2;
        const tx = x + Math.cos(angle) * 0.37 * s;
        const ty = y + Math.sin(angle) * 0.37 * s;
        ctx.beginPath();
        ctx.moveTo(tx + 0.12 * s, ty);
        ctx.arc(tx, ty, 0.12 * s, 0, 2 * Math.PI);
        fillAndOutline(ctx, fill);
      }
      ctx.beginPath();
      polygon(ctx, house(0, 0.14, 0.22, 0.16, 0.14), x, y, s);
      fillAndOutline(ctx, fill);
      break;
    case 'fortress':
      ctx.beginPath();
      polygon(ctx, CASTLE, x, y, s);
      fillAndOutline(ctx, fill);
      ctx.beginPath();
      ctx.moveTo(x - 0.08 * s, y + 0.28 * s);
      ctx.lineTo(x - 0.08 * s, y + 0.12 * s);
      ctx.arc(x, y + 0.12 * s, 0.08 * s, Math.PI, 2 * Math.PI);
      ctx.lineTo(x + 0.08 * s, y + 0.28 * s);
      ctx.closePath();
      ctx.fillStyle = MAP_COLORS.iconOutline;
      ctx.fill();
      break;
  }
}

/** At overview zoom an icon would be a few pixels of noise: a dot (a square for fortresses) stays legible. */
export function drawSettlementDot(
  ctx: DrawContext,
  type: SettlementType,
  x: number,
  y: number,
  radius: number,
  fill: string,
  outlineWidth: number,
): void {
  ctx.beginPath();
  if (type === 'fortress') ctx.rect(x - radius, y - radius, 2 * radius, 2 * radius);
  else {
    ctx.moveTo(x + radius, y);
    ctx.arc(x, y, radius, 0, 2 * Math.PI);
  }
  ctx.strokeStyle = MAP_COLORS.iconOutline;
  ctx.lineWidth = outlineWidth;
  fillAndOutline(ctx, fill);
}
