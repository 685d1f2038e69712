import type { HexmarchDocument } from '@shared/document';
import { GM_VIEWER, seatViewer } from '@shared/kernel';
import { classicDigits, sidesOnSheet, type PrintChoices, type PrintContent } from '@shared/print';
import { visiblePieces, type Campaign } from '@shared/rulesets/core';
import type { RulesetPrint } from '../../../store/rulesetPrint';
import { t } from '@shared/i18n';

/**
 * A running core campaign printed from its own map (control changes, SETUP-7) with its armies: a side's handout
 * shows what that side may see (issue 6 §5). The players' colours are the map document's, then the campaign's.
 */
function coreContent(
  document: HexmarchDocument,
  campaign: Campaign,
  choices: PrintChoices,
): Omit<PrintContent, 'hexNotes'> {
  const { mapDocument } = document;
  const map = campaign.map;
  const playerColors: Record<string, string> = {};
  for (const side of mapDocument.sides)
    for (const player of side.players) playerColors[player.id] = player.color;
  for (const player of campaign.players) playerColors[player.id] = player.color;
  const { sides, sideOfPlayer } = sidesOnSheet(campaign.sides);
  const handoutSide = choices.side === null ? null : campaign.sides.find((s) => s.id === choices.side);
  const turnNote =
    choices.showTurn && campaign.status !== 'setup'
      ? t('coreScreens:print.turnNote', { turn: campaign.turn.number, round: campaign.turn.round })
      : null;
  const armies = choices.showArmies
    ? visiblePieces(campaign, choices.side === null ? GM_VIEWER : seatViewer(choices.side))
    : [];
  const owning = new Set(armies.map((army) => army.ownerId));
  const armyOwners = campaign.players
    .filter((player) => owning.has(player.id))
    .map((player) => ({ name: player.name, color: player.color, sideIndex: sideOfPlayer[player.id] ?? 0 }));
  return {
    map,
    title: choices.title.trim() || campaign.name || t('coreScreens:print.title'),
    turnNote,
    handoutNote: handoutSide ? t('coreScreens:print.handout', { side: handoutSide.name }) : null,
    playerColors,
    armies,
    showLords: choices.showLords,
    coordinates: choices.coordinates,
    coordinateDigits: classicDigits(map.width ?? 99, map.height ?? 99),
    sides,
    sideOfPlayer,
    armyOwners,
    layer: null,
  };
}

/** Core's printout: its sides' control badges and its armies' flags, which print/ draws itself. */
export const corePrint: RulesetPrint<Campaign> = {
  content: coreContent,
  audiences: (campaign) => campaign.sides.map(({ id, name }) => ({ id, name })),
};
