import { parseHexKey, type HexKey } from '@shared/hex';
import type { WorldRect } from '@shared/layout';
import type { DrawContext } from '../../../canvas/draw/drawContext';
import { TERRITORY_INK } from './drawTerritory';
import { factionLook, type BannerMark, type TerritoryFaction } from './territoryBoard';

/** Flags are drawn in the units of BannerLayer (a hex of size 32); `k` scales them to any hex size. */
const FLAG_HEX = 32;
/** Banners side by side in a hex (an attacker and a defender on a battle hex) stay apart, as on screen. */
const SPREAD = 26;

/** Points on the flag: "2000" reads "2k", "1500" reads "1.5k" (room for two flags on a hex). */
export const shortPoints = (points: number): string =>
  points >= 1000 ? `${Math.round(points / 100) / 10}k` : String(points);

export interface FlagLook {
  readonly color: string;
  readonly faction: number;
  readonly points: number;
  readonly fatigued: boolean;
  readonly done: boolean;
  /** The banner's order written under its points ("Move"), on a handout. */
  readonly order?: string;
}

/**
 * A banner as its faction's flag, the Canvas 2D twin of BannerLayer's Konva flag (for print and the legend): pole,
 * flag in the faction's colour with its pattern mark (FACTION_LOOKS), the points below, a "z" badge when fatigued
 * (FS-MOVE-5). (x, y) is the flag's anchor; `k` its scale (1 = on a hex of size 32).
 */
export function drawBannerFlag(ctx: DrawContext, x: number, y: number, k: number, look: FlagLook): void {
  // Flag units → world: DrawContext has no scale(), so every coordinate goes through `at`.
  const pen: Pen = { ctx, at: (dx, dy) => [x + dx * k, y + dy * k], k };
  ctx.save();
  ctx.globalAlpha = look.done ? 0.6 : 1;
  ctx.lineCap = 'butt';
  ctx.strokeStyle = TERRITORY_INK;
  ctx.lineWidth = 2.2 * k;
  ctx.beginPath();
  ctx.moveTo(...pen.at(-10, 15));
  ctx.lineTo(...pen.at(-10, -17));
  ctx.stroke();
  box(pen, -10, -17, 24, 17, look.color, 1.4);
  patternMark(pen, factionLook(look.faction).pattern, 2, -8.5);
  box(pen, -12, 1, 28, 11, '#ffffff', 1);
  text(pen, shortPoints(look.points), 2, 6.5, 9, TERRITORY_INK);
  if (look.fatigued) {
    ctx.beginPath();
    ctx.arc(...pen.at(14, -17), 6.5 * k, 0, Math.PI * 2);
    ctx.fillStyle = TERRITORY_INK;
    ctx.fill();
    ctx.lineWidth = k;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    text(pen, 'z', 14, -17, 10, '#ffffff');
  }
  if (look.order) {
    ctx.font = `700 ${8 * k}px sans-serif`;
    const width = ctx.measureText(look.order).width / k + 6;
    // Right of the points, so the hex's item badges below the flag stay readable.
    box(pen, 17, 1, width, 11, TERRITORY_INK, 0.8);
    text(pen, look.order, 17 + width / 2, 6.5, 8, '#ffffff');
  }
  ctx.restore();
}

interface Pen {
  readonly ctx: DrawContext;
  readonly at: (dx: number, dy: number) => [number, number];
  readonly k: number;
}

/** Every banner in `rect` as its flag, those sharing a hex side by side; `orders` by banner id (handouts). */
export function drawBannerFlags(
  ctx: DrawContext,
  banners: readonly BannerMark[],
  factions: readonly TerritoryFaction[],
  size: number,
  rect: WorldRect,
  orders: ReadonlyMap<string, string> = new Map(),
): void {
  const k = size / FLAG_HEX;
  const byHex = new Map<HexKey, BannerMark[]>();
  for (const banner of banners) byHex.set(banner.hex, [...(byHex.get(banner.hex) ?? []), banner]);
  for (const [hex, group] of byHex) {
    const { q, r } = parseHexKey(hex);
    const cx = 1.5 * size * q;
    const cy = Math.sqrt(3) * size * (r + q / 2);
    if (cx < rect.minX - size || cx > rect.maxX + size || cy < rect.minY - size || cy > rect.maxY + size)
      continue;
    group.forEach((banner, index) => {
      const order = orders.get(banner.id);
      drawBannerFlag(ctx, cx + (index - (group.length - 1) / 2) * SPREAD * k, cy - 2 * k, k, {
        color: factions[banner.faction]?.color ?? '#888888',
        faction: banner.faction,
        points: banner.points,
        fatigued: banner.fatigued,
        done: banner.done,
        ...(order ? { order } : {}),
      });
    });
  }
}

function box(pen: Pen, x: number, y: number, w: number, h: number, fill: string, line: number) {
  const { ctx, at, k } = pen;
  ctx.beginPath();
  ctx.rect(...at(x, y), w * k, h * k);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = line * k;
  ctx.strokeStyle = TERRITORY_INK;
  ctx.stroke();
}

function text(pen: Pen, value: string, x: number, y: number, px: number, color: string) {
  const { ctx, at, k } = pen;
  ctx.font = `700 ${px * k}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  ctx.fillText(value, ...at(x, y));
}

/** The faction's pattern repeated on its flag (BannerLayer's PatternMark), so flags differ by more than colour. */
function patternMark(pen: Pen, pattern: string, x: number, y: number): void {
  const { ctx, at, k } = pen;
  ctx.strokeStyle = TERRITORY_INK;
  ctx.fillStyle = TERRITORY_INK;
  ctx.lineWidth = 1.6 * k;
  ctx.beginPath();
  if (pattern === 'lines') {
    ctx.moveTo(...at(x - 8, y + 6));
    ctx.lineTo(...at(x - 2, y - 6));
    ctx.lineTo(...at(x, y + 6));
    ctx.lineTo(...at(x + 6, y - 6));
    ctx.stroke();
  } else if (pattern === 'dots') {
    for (const dx of [-5, 0, 5]) {
      ctx.moveTo(...at(x + dx + 2, y));
      ctx.arc(...at(x + dx, y), 2 * k, 0, Math.PI * 2);
    }
    ctx.fill();
  } else if (pattern === 'crosses') {
    ctx.moveTo(...at(x - 5, y - 5));
    ctx.lineTo(...at(x + 5, y + 5));
    ctx.moveTo(...at(x + 5, y - 5));
    ctx.lineTo(...at(x - 5, y + 5));
    ctx.stroke();
  } else box(pen, x - 4, y - 4, 8, 8, '#ffffff', 1);
}
