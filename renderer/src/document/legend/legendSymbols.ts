import { TERRAINS, type SettlementType, type Terrain } from '@shared/map';
import type { DrawContext } from '../../canvas';
import { drawBattleMarker, drawHexLabel, drawNoteIcon } from '../../canvas/draw/drawHexMarks';
import { drawBridge, drawRiverSample } from '../../canvas/draw/drawBridge';
import { addHex, cornerOffsets } from '../../canvas/draw/hexPath';
import { MAP_COLORS, TERRAIN_COLORS } from '../../canvas/draw/palette';
import { drawSettlementIcon } from '../../canvas/draw/settlementIcons';
import { t } from '@shared/i18n';

/** One line of the on-screen legend: a symbol drawn with the map's own draw code, and what it means. */
export interface LegendItem {
  readonly id: string;
  readonly text: string;
  readonly draw: (ctx: DrawContext, x: number, y: number, s: number) => void;
}

export interface LegendGroup {
  readonly title: string;
  readonly items: readonly LegendItem[];
}

function hexSwatch(terrain: Terrain) {
  return (ctx: DrawContext, x: number, y: number, s: number) => {
    ctx.beginPath();
    addHex(ctx, x, y, cornerOffsets(s));
    ctx.fillStyle = TERRAIN_COLORS[terrain];
    ctx.fill();
    ctx.strokeStyle = MAP_COLORS.grid;
    ctx.lineWidth = 1;
    ctx.stroke();
  };
}

function settlement(type: SettlementType, fill: string) {
  return (ctx: DrawContext, x: number, y: number, s: number) =>
    drawSettlementIcon(ctx, type, x, y, 1.7 * s, fill, 0.1 * s);
}

/** The army flag as the map draws it (canvas/ArmyLayer.tsx), at legend size: pole, flag, status badge, crown. */
function armyFlag(color: string, badge: { letter: string; fill: string; text: string }, lord: boolean) {
  return (ctx: DrawContext, x: number, y: number, s: number) => {
    const k = s / 13;
    ctx.lineWidth = 2 * k;
    ctx.strokeStyle = '#1d1d1d';
    ctx.beginPath();
    ctx.moveTo(x - 7 * k, y + 13 * k);
    ctx.lineTo(x - 7 * k, y - 15 * k);
    ctx.stroke();
    ctx.fillStyle = color;
    ctx.fillRect(x - 7 * k, y - 15 * k, 19 * k, 13 * k);
    ctx.lineWidth = 1.2 * k;
    ctx.beginPath();
    ctx.rect(x - 7 * k, y - 15 * k, 19 * k, 13 * k);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x + 5 * k, y + 7 * k, 6 * k, 0, Math.PI * 2);
    ctx.fillStyle = badge.fill;
    ctx.fill();
    ctx.stroke();
    ctx.font = `bold ${8 * k}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = badge.text;
    ctx.fillText(badge.letter, x + 5 * k, y + 7.5 * k);
    if (lord) {
      ctx.font = `${14 * k}px sans-serif`;
      ctx.fillStyle = '#f2c94c';
      ctx.fillText('♛', x - 12 * k, y - 8 * k);
    }
  };
}

/** Every mark the core map can show, grouped as the GM reads them; `playerColor` shows what "in colour" means. */
export function legendGroups(playerColor: string, playerName: string): LegendGroup[] {
  return [
    {
      title: t('map:legend.terrainTitle'),
      items: TERRAINS.map((terrain) => ({
        id: `terrain-${terrain}`,
        text: t(`map:legend.terrain.${terrain}`),
        draw: hexSwatch(terrain),
      })),
    },
    {
      title: t('map:legend.settlementsTitle'),
      items: [
        { id: 'village', text: t('map:legend.village'), draw: settlement('village', MAP_COLORS.neutralFill) },
        { id: 'town', text: t('map:legend.town'), draw: settlement('town', MAP_COLORS.neutralFill) },
        { id: 'city', text: t('map:legend.city'), draw: settlement('city', MAP_COLORS.neutralFill) },
        {
          id: 'fortress',
          text: t('map:legend.fortress'),
          draw: settlement('fortress', MAP_COLORS.neutralFill),
        },
        { id: 'neutral', text: t('map:legend.neutral'), draw: settlement('town', MAP_COLORS.neutralFill) },
        {
          id: 'controlled',
          text: t('map:legend.controlled', { player: playerName }),
          draw: settlement('town', playerColor),
        },
      ],
    },
    {
      title: t('map:legend.riversTitle'),
      items: [
        { id: 'river', text: t('map:legend.river'), draw: drawRiverSample },
        {
          id: 'bridge',
          text: t('map:legend.bridge'),
          draw: (ctx, x, y, s) => {
            drawRiverSample(ctx, x, y, s);
            drawBridge(ctx, x, y, s, 'SE');
          },
        },
      ],
    },
    {
      title: t('map:legend.armiesTitle'),
      items: [
        {
          id: 'army-fresh',
          text: t('map:legend.armyFresh'),
          draw: armyFlag(playerColor, { letter: 'F', fill: '#ffffff', text: '#1d1d1d' }, false),
        },
        {
          id: 'army-shaken',
          text: t('map:legend.armyShaken'),
          draw: armyFlag(playerColor, { letter: 'S', fill: '#F0E442', text: '#1d1d1d' }, false),
        },
        {
          id: 'army-broken',
          text: t('map:legend.armyBroken'),
          draw: armyFlag(playerColor, { letter: 'B', fill: '#1d1d1d', text: '#ffffff' }, false),
        },
        {
          id: 'army-lord',
          text: t('map:legend.armyLord'),
          draw: armyFlag(playerColor, { letter: 'F', fill: '#ffffff', text: '#1d1d1d' }, true),
        },
        {
          id: 'battle',
          text: t('map:legend.battle'),
          draw: (ctx, x, y, s) => drawBattleMarker(ctx, x, y + 0.72 * 1.8 * s, 1.8 * s),
        },
      ],
    },
    {
      title: t('map:legend.notesTitle'),
      items: [
        {
          id: 'label',
          text: t('map:legend.label'),
          draw: (ctx, x, y, s) => drawHexLabel(ctx, t('map:legend.labelSample'), x, y - 0.62 * s, s, 1),
        },
        {
          id: 'note',
          text: t('map:legend.note'),
          draw: (ctx, x, y, s) => drawNoteIcon(ctx, x + 0.54 * s, y + 0.49 * s, s),
        },
      ],
    },
  ];
}
