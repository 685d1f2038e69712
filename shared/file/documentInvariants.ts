import type { HexmarchDocument } from '../document';
import { hexName, type HexKey } from '../hex';
import { brokenMapInvariant } from '../map';
import { brokenCampaignInvariant } from '../rulesets/core';
import { brokenFirestormInvariant } from '../rulesets/firestorm/state/invariants';

/** The hexes of each map that carry features, as the packed maps in the file list them. */
export interface DocumentFeatureHexes {
  readonly mapDocument: readonly HexKey[];
  readonly campaign: readonly HexKey[];
}

/**
 * The invariants of a whole document: the prepared map's (HEX-5, HEX-7) and the campaign's
 * (shared/rulesets/core brokenCampaignInvariant). The first broken one as a plain sentence, or undefined.
 */
export function brokenDocumentInvariant(
  document: HexmarchDocument,
  featureHexes?: DocumentFeatureHexes,
): string | undefined {
  const { mapDocument, campaign } = document;
  const strayNote = (Object.keys(document.notes ?? {}) as HexKey[]).find(
    (key) => !(key in mapDocument.map.hexes),
  );
  if (strayNote !== undefined)
    return `a hex note is on hex ${hexName(strayNote)}, which is not on the map (HEX-7)`;
  return (
    brokenMapInvariant(mapDocument.map, 'the prepared map', featureHexes?.mapDocument) ??
    (campaign?.ruleset === 'core'
      ? brokenCampaignInvariant(campaign, { featureHexes: featureHexes?.campaign })
      : campaign?.ruleset === 'firestorm'
        ? brokenFirestormInvariant(campaign, featureHexes?.campaign)
        : undefined)
  );
}
