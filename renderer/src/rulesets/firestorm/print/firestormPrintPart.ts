import { t } from '@shared/i18n';
import type { HexmarchDocument } from '@shared/document';
import { classicDigits, type PrintChoices, type PrintContent } from '@shared/print';
import type { FsState } from '@shared/rulesets/firestorm';
import type { RulesetPrint } from '../../../store/rulesetPrint';
import type { TerritoryChunk } from '../canvas/territoryChunks';
import { drawFirestormSymbol } from './drawFirestormLegend';
import {
  buildPrintTerritory,
  drawPrintMarks,
  drawPrintTerritories,
  printStarBoxes,
} from './drawFirestormMap';
import { firestormLegendEntries } from './firestormLegend';
import { firestormPrint, firestormTurnNote, type FirestormPrint } from './firestormPrint';

/**
 * A Firestorm campaign prints its own map with its territory game (issue 12); "Armies" prints the banners. A
 * faction's handout shows what that faction may see (FS-ORDER-2): its own orders, no other faction's.
 */
function firestormContent(
  _document: HexmarchDocument,
  fs: FsState,
  choices: PrintChoices,
): Omit<PrintContent, 'hexNotes'> {
  const faction = choices.side === null ? null : fs.factions.find((f) => f.id === choices.side);
  const part = firestormPrint(fs, faction?.id ?? null);
  const data: FirestormPrint = choices.showArmies
    ? part
    : { board: { ...part.board, banners: [], orders: [] }, orders: [] };
  return {
    map: fs.map,
    title: choices.title.trim() || fs.name || t('firestorm:print.title'),
    turnNote: choices.showTurn ? firestormTurnNote(fs) : null,
    handoutNote: faction ? t('firestorm:print.handout', { faction: faction.name }) : null,
    playerColors: {},
    armies: [],
    showLords: false,
    coordinates: choices.coordinates,
    coordinateDigits: classicDigits(fs.map.width ?? 99, fs.map.height ?? 99),
    sides: [],
    sideOfPlayer: {},
    armyOwners: [],
    layer: { ruleset: 'firestorm', data },
  };
}

/** The Firestorm layer of a printout's content (what firestormContent put there), or null. */
export const firestormPrintOf = (content: Pick<PrintContent, 'layer'>): FirestormPrint | null =>
  content.layer?.ruleset === 'firestorm' ? (content.layer.data as FirestormPrint) : null;

/** Firestorm's printout (issue 12): territories, items, specials, banners and the visible orders, with their legend. */
export const firestormPrintPart: RulesetPrint<FsState, FirestormPrint> = {
  content: firestormContent,
  audiences: (fs) => fs.factions.map(({ id, name }) => ({ id, name })),
  layer: {
    legendEntries: firestormLegendEntries,
    symbolPrefix: 'fs-',
    drawSymbol: (ctx, id, x, y, s, layer, createPath) =>
      drawFirestormSymbol(ctx, id, x, y, s, layer.board.factions, createPath),
    prepare: buildPrintTerritory,
    drawUnder: (ctx, prepared, layer, size, rect, scale) =>
      drawPrintTerritories(ctx, prepared as TerritoryChunk[], layer, size, rect, scale),
    noteObstacles: printStarBoxes,
    drawOver: drawPrintMarks,
  },
};
