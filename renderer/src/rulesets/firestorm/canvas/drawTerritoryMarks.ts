import { t } from '@shared/i18n';
import { parseHexKey, type HexKey } from '@shared/hex';
import type { WorldRect } from '@shared/layout';
import type { DrawContext } from '../../../canvas/draw/drawContext';
import { TERRITORY_INK } from './drawTerritory';
import type { TerritoryBoard } from './territoryBoard';

const centre = (key: HexKey, size: number) => {
  const { q, r } = parseHexKey(key);
  return { x: 1.5 * size * q, y: Math.sqrt(3) * size * (r + q / 2) };
};

const inView = (p: { x: number; y: number }, rect: WorldRect, pad: number) =>
  p.x >= rect.minX - pad && p.x <= rect.maxX + pad && p.y >= rect.minY - pad && p.y <= rect.maxY + pad;

/**
 * Where a battle's or siege's words ("Siege 3", "2 game(s)") go, in hex sizes below the hex centre. Not above the
 * mark: the banners on a contested hex fill its middle and top (flags up to 0.6 S above the centre, a fatigued
 * banner's badge to 0.8 S, a dragged one higher), and words there were covered by them. Under the flags' points
 * (down to 0.31 S) there is room, or under the item badges (0.42 to 0.78 S) when the territory has items.
 */
const TEXT_UNDER_BANNERS = 0.72;
const TEXT_UNDER_BADGES = 0.96;

/** From this camera scale on, the marks carry their words (names, glory, item badges) and the star is small. */
const DETAIL_SCALE = 0.45;

/**
 * A special territory's star (FS-MAP-3) on the hex centred at `c`: centre and outer radius, up and left of the
 * hex centre, bigger when the scale leaves its name off. Exported so a printed note card can keep clear of it.
 */
export function specialStarAt(
  c: { readonly x: number; readonly y: number },
  size: number,
  scale: number,
): { x: number; y: number; r: number } {
  return { x: c.x - size * 0.5, y: c.y - size * 0.42, r: size * (scale >= DETAIL_SCALE ? 0.22 : 0.4) };
}

/** Okabe–Ito vermillion for battles, gold for special territories: both differ from the faction looks in shape. */
export const MARK_COLORS = { battle: '#D55E00', special: '#E6B400', order: '#1d1d1d' } as const;

/**
 * The territory game's marks over the territories, culled to the view: special territories (a gold star with
 * name and glory, FS-MAP-3), domain-item badges (FS-ITEM-1), pending battles (crossed swords) and sieges
 * (a walled ring with the level), and the orders the viewer may see as arrows (FS-ORDER-2).
 */
export function drawTerritoryMarks(
  ctx: DrawContext,
  board: TerritoryBoard,
  size: number,
  scale: number,
  rect: WorldRect,
): void {
  ctx.save();
  const detail = scale >= DETAIL_SCALE;
  for (const special of board.specials) {
    const c = centre(special.hex, size);
    if (!inView(c, rect, size)) continue;
    const at = specialStarAt(c, size, scale);
    star(ctx, at.x, at.y, at.r);
    if (!detail) continue;
    // FS-MAP-3: the glory it is worth, in words: a "★" glyph printed as an empty box where the print's font lacks
    // it (the CLI's Node canvas has no per-glyph font fallback).
    // Issue 27: one line just above the star, on its own hex's top edge (it sat under the hex, a hex away from the
    // star), at least 10 px on screen, and a relic named like its territory is not printed a second time.
    // Issue 24: on the small proposed maps two specials three hexes apart wrote their one-line labels over each
    // other; the name and the glory and relic take a line each, each at most SPECIAL_LINE_HEXES hex sizes wide.
    const px = Math.max(size * 0.3, 10 / scale);
    const lines = specialLines(special);
    lines.forEach((line, i) =>
      label(
        ctx,
        line,
        c.x,
        at.y - at.r - px * (0.55 + 1.1 * (lines.length - 1 - i)),
        px,
        size * SPECIAL_LINE_HEXES,
      ),
    );
  }
  if (detail)
    for (const { hex, badges } of board.items) {
      const c = centre(hex, size);
      if (!inView(c, rect, size)) continue;
      badges.forEach((text, i) =>
        badge(ctx, text, c.x + (i - (badges.length - 1) / 2) * size * 0.62, c.y + size * 0.6, size),
      );
    }
  // Items' badges sit under the banners; a conflict's words go under them, or under the badges where there are some.
  const badged = new Set(detail ? board.items.filter((i) => i.badges.length > 0).map((i) => i.hex) : []);
  for (const conflict of board.conflicts) {
    const c = centre(conflict.hex, size);
    if (!inView(c, rect, size)) continue;
    const textY = c.y + size * (badged.has(conflict.hex) ? TEXT_UNDER_BADGES : TEXT_UNDER_BANNERS);
    if (conflict.kind === 'siege') siegeRing(ctx, c.x, c.y, size, conflict.text, textY);
    else swords(ctx, c.x, c.y, size, conflict.text, textY);
  }
  for (const order of board.orders) arrow(ctx, order.path, size, order.kind === 'forcedMarch');
  for (const { hex, text } of board.labels ?? []) {
    const c = centre(hex, size);
    if (inView(c, rect, size * 3))
      label(ctx, text, c.x, c.y - size * 1.05, Math.max(size * 0.42, 11 / scale));
  }
  ctx.restore();
}

/**
 * The widest a special territory's label line may be, in hex sizes: specials stand at least three steps apart
 * (evenSpecials), 4.5 sizes between centres in one row, so two lines of 4 sizes centred on them never meet.
 */
export const SPECIAL_LINE_HEXES = 4;

/**
 * A special territory's label in two lines: its name, then its glory and relic ("2 glory · relic", or "2 glory ·
 * relic: Prismatikon" when the relic has a name of its own), in the GM's language.
 */
export function specialLines(special: TerritoryBoard['specials'][number]): [string, string] {
  const count = special.glory;
  if (!special.relic) return [special.name, t('firestorm:mapLabels.glory', { count })];
  return [
    special.name,
    special.relic === special.name
      ? t('firestorm:mapLabels.gloryRelic', { count })
      : t('firestorm:mapLabels.gloryNamedRelic', { count, relic: special.relic }),
  ];
}

/** Centred words with a light halo; narrowed (smaller type) to `maxWidth` when given and needed. */
function label(ctx: DrawContext, text: string, x: number, y: number, size: number, maxWidth?: number): void {
  let px = size;
  ctx.font = `600 ${px}px system-ui, sans-serif`;
  if (maxWidth !== undefined) {
    const width = ctx.measureText(text).width;
    if (width > maxWidth) {
      px = (px * maxWidth) / width;
      ctx.font = `600 ${px}px system-ui, sans-serif`;
    }
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = px * 0.3;
  ctx.strokeStyle = 'rgba(255,255,255,0.92)';
  ctx.strokeText(text, x, y);
  ctx.fillStyle = TERRITORY_INK;
  ctx.fillText(text, x, y);
}

export function star(ctx: DrawContext, x: number, y: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    if (i === 0) ctx.moveTo(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
    else ctx.lineTo(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
  }
  ctx.closePath();
  ctx.fillStyle = MARK_COLORS.special;
  ctx.fill();
  ctx.lineWidth = r * 0.18;
  ctx.strokeStyle = TERRITORY_INK;
  ctx.stroke();
}

export function badge(ctx: DrawContext, text: string, x: number, y: number, size: number): void {
  const w = size * 0.56;
  const h = size * 0.36;
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = TERRITORY_INK;
  ctx.lineWidth = size * 0.05;
  ctx.beginPath();
  ctx.rect(x - w / 2, y - h / 2, w, h);
  ctx.fill();
  ctx.stroke();
  ctx.font = `700 ${size * 0.24}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = TERRITORY_INK;
  ctx.fillText(text, x, y + size * 0.01);
}

/** Crossed swords on a battle hex; `text` (the games recorded) is written centred at `textY`. */
export function swords(
  ctx: DrawContext,
  x: number,
  y: number,
  size: number,
  text?: string,
  textY = y + size * TEXT_UNDER_BANNERS,
): void {
  const s = size * 0.42;
  ctx.lineCap = 'round';
  for (const [width, color] of [
    [size * 0.2, '#ffffff'],
    [size * 0.1, MARK_COLORS.battle],
  ] as const) {
    ctx.lineWidth = width;
    ctx.strokeStyle = color;
    ctx.beginPath();
    ctx.moveTo(x - s, y - s);
    ctx.lineTo(x + s, y + s);
    ctx.moveTo(x + s, y - s);
    ctx.lineTo(x - s, y + s);
    ctx.stroke();
  }
  if (text) label(ctx, text, x, textY, size * 0.3);
}

/** A walled ring round a besieged hex (SIEGE-1); `text` (the level) is written centred at `textY`. */
export function siegeRing(
  ctx: DrawContext,
  x: number,
  y: number,
  size: number,
  text?: string,
  textY = y + size * TEXT_UNDER_BANNERS,
): void {
  const r = size * 0.62;
  ctx.lineWidth = size * 0.16;
  ctx.strokeStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = size * 0.1;
  ctx.strokeStyle = MARK_COLORS.battle;
  ctx.setLineDash([size * 0.16, size * 0.1]);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
  if (text) label(ctx, text, x, textY, size * 0.3);
}

function arrow(ctx: DrawContext, path: readonly HexKey[], size: number, dashed: boolean): void {
  if (path.length >= 2)
    arrowThrough(
      ctx,
      path.map((h) => centre(h, size)),
      size,
      dashed,
    );
}

/** An order's arrow through `points` (world units): white under dark, dashed for a Forced March. */
export function arrowThrough(
  ctx: DrawContext,
  points: readonly { x: number; y: number }[],
  size: number,
  dashed: boolean,
): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [width, color] of [
    [size * 0.2, 'rgba(255,255,255,0.9)'],
    [size * 0.09, MARK_COLORS.order],
  ] as const) {
    ctx.lineWidth = width;
    ctx.strokeStyle = color;
    ctx.setLineDash(dashed && color === MARK_COLORS.order ? [size * 0.2, size * 0.14] : []);
    ctx.beginPath();
    ctx.moveTo(points[0]!.x, points[0]!.y);
    for (const p of points.slice(1)) ctx.lineTo(p.x, p.y);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  const end = points[points.length - 1]!;
  const before = points[points.length - 2]!;
  const angle = Math.atan2(end.y - before.y, end.x - before.x);
  const head = size * 0.32;
  ctx.fillStyle = MARK_COLORS.order;
  ctx.beginPath();
  ctx.moveTo(end.x, end.y);
  ctx.lineTo(end.x - head * Math.cos(angle - 0.45), end.y - head * Math.sin(angle - 0.45));
  ctx.lineTo(end.x - head * Math.cos(angle + 0.45), end.y - head * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fill();
}
