import { t } from '@shared/i18n';
import type { MapHex, SettlementType, Terrain } from '@shared/map';
import { LEGEND_CELL_MM, type PlacedLegendEntry } from '@shared/print';
import type { HexChunk } from '../canvas/draw/chunkHexes';
import { drawBridge, drawRiverSample } from '../canvas/draw/drawBridge';
import { drawHexLabel, drawNoteIcon } from '../canvas/draw/drawHexMarks';
import type { PathFactory } from '../canvas/draw/drawContext';
import { addHex, cornerOffsets } from '../canvas/draw/hexPath';
import { MAP_COLORS, TERRAIN_COLORS, TERRAIN_MARKS } from '../canvas/draw/palette';
import { drawSettlementIcon } from '../canvas/draw/settlementIcons';
import { buildMarks } from '../canvas/draw/terrainMarks';
import { drawArmyFlag, type FlagLook } from './drawArmyFlags';
import { drawControlBadge } from './drawControlBadges';
import { addWaves, WATER_MARK } from './drawWaterMarks';
import type { PrintContent } from './printContent';
import { printLayerOf } from './printLayer';
import type { PrintContext } from './printSurface';

/** Hex size of the legend's symbols in millimetres: a 5 mm wide swatch. */
const SYMBOL_SIZE_MM = 2.6;
const TEXT_MM = 2.6;

/** A one-hex chunk, so a terrain swatch gets exactly the texture marks the map uses (terrainMarks.ts). */
function swatchChunk(terrain: Terrain, x: number, y: number): HexChunk {
  const hex: MapHex = { q: 0, r: 0, terrain, river: false, bridge: false };
  return {
    id: 'legend',
    cx: 0,
    cy: 0,
    bounds: { minX: x, minY: y, maxX: x, maxY: y },
    hexes: [hex],
    centres: new Float64Array([x, y]),
  };
}

function drawSymbol(
  ctx: PrintContext,
  id: string,
  x: number,
  y: number,
  content: PrintContent,
  createPath: PathFactory,
): void {
  const s = SYMBOL_SIZE_MM;
  const [kind, detail] = id.split(':') as [string, string | undefined];
  const layer = printLayerOf(content);
  if (layer && kind.startsWith(layer.drawing.symbolPrefix))
    layer.drawing.drawSymbol(ctx, id, x, y, s, layer.data, createPath);
  else if (kind === 'terrain') {
    const terrain = detail as Terrain;
    ctx.beginPath();
    addHex(ctx, x, y, cornerOffsets(s));
    ctx.fillStyle = TERRAIN_COLORS[terrain];
    ctx.fill();
    ctx.lineWidth = 0.07 * s;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const { path, mode } of buildMarks(swatchChunk(terrain, x, y), s, createPath)) {
      const colour = TERRAIN_MARKS[terrain] ?? MAP_COLORS.grid;
      if (mode === 'fill') {
        ctx.fillStyle = colour;
        ctx.fill(path);
      } else {
        ctx.strokeStyle = colour;
        ctx.stroke(path);
      }
    }
    if (terrain === 'water') {
      ctx.beginPath();
      addWaves(ctx, x, y, s);
      ctx.strokeStyle = WATER_MARK;
      ctx.lineWidth = 0.08 * s;
      ctx.stroke();
    }
    ctx.beginPath();
    addHex(ctx, x, y, cornerOffsets(s));
    ctx.strokeStyle = MAP_COLORS.grid;
    ctx.lineWidth = 0.15;
    ctx.stroke();
  } else if (kind === 'settlement') {
    drawSettlementIcon(ctx, detail as SettlementType, x, y, 1.6 * s, MAP_COLORS.neutralFill, 0.07 * s);
  } else if (kind === 'river' || kind === 'bridge') {
    drawRiverSample(ctx, x, y, s);
    if (kind === 'bridge') drawBridge(ctx, x, y, s, 'SE');
  } else if (kind === 'control') {
    const side = content.sides[Number(detail)];
    if (side) drawControlBadge(ctx, x, y, 0.6 * s, side);
  } else if (kind === 'hexnote') {
    // HEX-7, as the map prints them: a label under a hex centre, a note mark with its number.
    // Drawn for a hex 2.4 symbols big, so the sample text is as tall as the legend's own (about 1.9 mm).
    const hex = 2.4 * s;
    if (detail === 'label')
      drawHexLabel(ctx, t('print:legend.sampleLabel'), x, y - 0.42 * hex - 0.15 * hex, hex, 0);
    // drawNoteIcon's card sits 0.54 / 0.49 hex sizes up and left of the hex centre: centred on the symbol.
    else drawNoteIcon(ctx, x + 0.54 * hex, y + 0.49 * hex, hex, 1);
  } else if (kind === 'army' || kind === 'lord') {
    // "army:<n>" is the n-th player whose flags are on the sheet; shaken/broken/lord are neutral shapes.
    const ownerIndex = Number(detail);
    const owner = Number.isInteger(ownerIndex) ? content.armyOwners[ownerIndex] : undefined;
    const look: FlagLook = {
      color: owner?.color ?? MAP_COLORS.neutralFill,
      sideIndex: owner?.sideIndex ?? 0,
      status: detail === 'shaken' || detail === 'broken' ? detail : 'fresh',
      lord: kind === 'lord' ? t('print:legend.sampleLord') : null,
    };
    drawArmyFlag(ctx, x - 0.4 * s, y + 0.9 * s, 2 * s, look, true);
  }
}

/** Draws the legend entries in millimetres, the box's top left at (left, top). */
export function drawLegend(
  ctx: PrintContext,
  entries: readonly PlacedLegendEntry[],
  left: number,
  top: number,
  content: PrintContent,
  createPath: PathFactory,
): void {
  for (const entry of entries) {
    const x = left + entry.xMm + SYMBOL_SIZE_MM + 0.5;
    const y = top + entry.yMm + LEGEND_CELL_MM.height / 2;
    ctx.save();
    drawSymbol(ctx, entry.id, x, y, content, createPath);
    ctx.restore();
    ctx.font = `${TEXT_MM}px sans-serif`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = MAP_COLORS.label;
    ctx.fillText(entry.text, x + SYMBOL_SIZE_MM + 1.5, y);
  }
}
