import { t } from '@shared/i18n';
import type { HexmarchDocument } from '@shared/document';
import type { CampaignMap } from '@shared/map';
import {
  classicDigits,
  NO_PRINTED_NOTES,
  printedNotes,
  sidesOnSheet,
  type LegendEntry,
  type PrintChoices,
  type PrintContent,
  type PrintedHexNotes,
} from '@shared/print';
import { TERRAINS } from '@shared/map';
import { SETTLEMENT_TYPES } from '@shared/map';
import { RULESET_PRINTS } from '../rulesets/prints';
import type { RulesetPrint } from '../store/rulesetPrint';
import { printLayerOf } from './printLayer';

// The content's types moved to shared/print (printContentTypes.ts), below the rulesets' print parts that make it.
export { DEFAULT_PRINT_CHOICES, type ArmyOwner, type PrintChoices, type PrintContent } from '@shared/print';

/** The print part of the ruleset of `document`'s campaign (RULESET_PRINTS), or undefined while the map is prepared. */
function printPartOf(document: HexmarchDocument): RulesetPrint | undefined {
  return document.campaign ? (RULESET_PRINTS[document.campaign.ruleset] as RulesetPrint) : undefined;
}

/**
 * HEX-7 labels and notes go on the GM's map only. Decision: a handout never carries them. The model has no
 * "players may see this" flag on a note, and the GM's writing is often for the GM alone (the model's own example
 * label is "Ambush here"); a label missing from a player's sheet costs little, a secret printed on it cannot be
 * taken back. Giving notes a visibility of their own would let handouts show the public ones.
 */
export function hexNotesFor(
  document: HexmarchDocument,
  map: CampaignMap,
  choices: PrintChoices,
): PrintedHexNotes {
  if (!choices.showNotes || choices.side !== null || !document.notes) return NO_PRINTED_NOTES;
  return printedNotes(document.notes, map);
}

/** Whether `document` has any label or note to print: the export dialog offers the choice only then. */
export function hasHexNotes(document: HexmarchDocument): boolean {
  return Object.keys(document.notes ?? {}).length > 0;
}

/** Who gets a handout: the campaign's sides or factions (its ruleset's print part); nobody on a prepared map. */
export function handoutAudiences(document: HexmarchDocument): { id: string; name: string }[] {
  return document.campaign ? (printPartOf(document)?.audiences(document.campaign) ?? []) : [];
}

/**
 * The content of a printout of `document`. A running campaign is printed by its ruleset's print part (RULESET_PRINTS:
 * its own map, control changes, SETUP-7, with its armies or banners); a map being prepared is printed from the map
 * document, with its sides and without armies.
 */
export function printContentFor(document: HexmarchDocument, choices: PrintChoices): PrintContent {
  const part = printPartOf(document);
  const content =
    part && document.campaign
      ? part.content(document, document.campaign, choices)
      : mapContent(document, choices);
  return { ...content, hexNotes: hexNotesFor(document, content.map, choices) };
}

/** A map being prepared: its sides' control badges and players' colours, no armies and no turn. */
function mapContent(document: HexmarchDocument, choices: PrintChoices): Omit<PrintContent, 'hexNotes'> {
  const { mapDocument } = document;
  const map: CampaignMap = document.campaign?.map ?? mapDocument.map;
  const playerColors: Record<string, string> = {};
  for (const side of mapDocument.sides)
    for (const player of side.players) playerColors[player.id] = player.color;
  const { sides, sideOfPlayer } = sidesOnSheet(mapDocument.sides);
  const handoutSide = choices.side === null ? null : mapDocument.sides.find((s) => s.id === choices.side);
  return {
    map,
    title: choices.title.trim() || document.campaign?.name || t('print:content.campaignMap'),
    turnNote: null,
    handoutNote: handoutSide ? t('print:content.handout', { side: handoutSide.name }) : null,
    playerColors,
    armies: [],
    showLords: choices.showLords,
    coordinates: choices.coordinates,
    coordinateDigits: classicDigits(map.width ?? 99, map.height ?? 99),
    sides,
    sideOfPlayer,
    armyOwners: [],
    layer: null,
  };
}

/**
 * The legend's entries for this content: terrains and map symbols always, army symbols when armies are shown.
 * Flags are printed in their owner's colour (SETUP-2), so the legend shows one flag per player on the sheet,
 * named with the player and side ("Alice's army (Red)"), never a side colour no flag wears (issue 15).
 */
export function legendEntriesFor(content: PrintContent): LegendEntry[] {
  const entries: LegendEntry[] = [
    ...TERRAINS.map((terrain) => ({ id: `terrain:${terrain}`, text: t(`print:legend.terrain.${terrain}`) })),
    ...SETTLEMENT_TYPES.map((type) => ({
      id: `settlement:${type}`,
      text: t(`print:legend.settlement.${type}`),
    })),
    ...content.sides.map((side, index) => ({
      id: `control:${index}`,
      text: t('print:legend.heldBy', { side: side.name }),
    })),
    { id: 'river', text: t('print:legend.river') },
    { id: 'bridge', text: t('print:legend.bridge') },
  ];
  if (content.hexNotes.labels.length > 0)
    entries.push({ id: 'hexnote:label', text: t('print:legend.hexLabel') });
  if (content.hexNotes.notes.length > 0) entries.push({ id: 'hexnote:note', text: t('print:legend.note') });
  const layer = printLayerOf(content);
  if (layer) return [...entries, ...layer.drawing.legendEntries(layer.data)];
  if (content.armies.length > 0) {
    content.armyOwners.forEach((owner, index) =>
      entries.push({
        id: `army:${index}`,
        text: t('print:legend.army', {
          player: owner.name,
          side: content.sides[owner.sideIndex]?.name ?? '?',
        }),
      }),
    );
    entries.push(
      { id: 'army:shaken', text: t('print:legend.shaken') },
      { id: 'army:broken', text: t('print:legend.broken') },
    );
    if (content.showLords) entries.push({ id: 'lord', text: t('print:legend.lord') });
  }
  return entries;
}
