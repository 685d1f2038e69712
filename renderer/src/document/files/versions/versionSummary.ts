import type { HexmarchDocument } from '@shared/document';
import { MAX_VERSION_TITLE, type VersionSummary } from '@shared/ipc';

/** What Versions… lists of a snapshot: the campaign's name and turn and the map's size (issue 32). */
export function versionSummaryOf(document: HexmarchDocument): VersionSummary {
  const { map } = document.mapDocument;
  const campaign = document.campaign;
  return {
    title: (campaign?.name ?? 'Map').slice(0, MAX_VERSION_TITLE),
    turn: campaign ? campaign.turn.number : null,
    width: map.width ?? 0,
    height: map.height ?? 0,
  };
}

/** "Turn 4 · 40 × 30 hexes" for a list row or a preview. */
export function versionSummaryText(summary: VersionSummary): string {
  const size = summary.width > 0 ? `${summary.width} × ${summary.height} hexes` : 'map';
  return summary.turn === null ? `No campaign yet · ${size}` : `Turn ${summary.turn} · ${size}`;
}
