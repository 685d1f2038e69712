import type { HexmarchDocument } from '@shared/document';
import { t } from '@shared/i18n';
import { MAX_VERSION_TITLE, type VersionSummary } from '@shared/ipc';

/** What Versions… lists of a snapshot: the campaign's name and turn and the map's size (issue 32). */
export function versionSummaryOf(document: HexmarchDocument): VersionSummary {
  const { map } = document.mapDocument;
  const campaign = document.campaign;
  return {
    // Data, not text: a map with no campaign has no name ("Map" is said when shown).
    title: (campaign?.name ?? '').slice(0, MAX_VERSION_TITLE),
    turn: campaign ? campaign.turn.number : null,
    width: map.width ?? 0,
    height: map.height ?? 0,
  };
}

/** The name a version is shown under. */
export const versionTitle = (summary: VersionSummary): string =>
  summary.title || t('desktop:versions.mapTitle');

/** "Turn 4 · 40 × 30 hexes" for a list row or a preview. */
export function versionSummaryText(summary: VersionSummary): string {
  const size =
    summary.width > 0
      ? t('desktop:versions.size', { width: summary.width, height: summary.height })
      : t('desktop:versions.sizeUnknown');
  return summary.turn === null
    ? t('desktop:versions.summaryNoCampaign', { size })
    : t('desktop:versions.summaryTurn', { turn: summary.turn, size });
}
