import type { HexmarchDocument } from '../document';
import { hexName, type HexKey } from '../hex';
import { brokenMapInvariant } from '../map';
import { campaignPart } from '../rulesets/campaignParts';
import { t } from '../i18n';

/** The hexes of each map that carry features, as the packed maps in the file list them. */
export interface DocumentFeatureHexes {
  readonly mapDocument: readonly HexKey[];
  readonly campaign: readonly HexKey[];
}

/**
 * The invariants of a whole document: the prepared map's (HEX-5, HEX-7) and the campaign's
 * (its ruleset's brokenInvariant, CAMPAIGN_PARTS). The first broken one as a plain sentence, or undefined.
 */
export function brokenDocumentInvariant(
  document: HexmarchDocument,
  featureHexes?: DocumentFeatureHexes,
): string | undefined {
  const { mapDocument, campaign } = document;
  const strayNote = (Object.keys(document.notes ?? {}) as HexKey[]).find(
    (key) => !(key in mapDocument.map.hexes),
  );
  if (strayNote !== undefined) return t('files:invariant.strayNote', { hex: hexName(strayNote) });
  return (
    brokenMapInvariant(mapDocument.map, t('files:invariant.preparedMap'), featureHexes?.mapDocument) ??
    (campaign ? campaignPart(campaign.ruleset).brokenInvariant(campaign, featureHexes?.campaign) : undefined)
  );
}
