import type { HexmarchDocument } from '../document';
import { t } from '../i18n';
import { err, ok, type Result } from '../result';
import { chronicleAudience } from './chronicleAudience';
import { chronicleHtml } from './chronicleHtml';
import type { ChronicleData } from './chronicleTypes';
import { coreChronicle } from './coreChronicle';
import { firestormChronicle } from './firestormChronicle';

export interface ChronicleOptions {
  /** A side's (faction's) name: that side's own view while the campaign runs. Null: what every side may see. */
  readonly side: string | null;
}

/** The site: file names (relative, no folders) and their text. */
export interface ChronicleSite {
  readonly files: Readonly<Record<string, string>>;
  readonly data: ChronicleData;
}

/** The name of the site's page: one self-contained file (see buildChronicle). */
export const CHRONICLE_PAGE = 'index.html';

/**
 * Issue 33: the campaign chronicle of a document, or one sentence saying why there is none. Pure: the document in,
 * the site's files out (the CLI writes them as a folder, the app saves or downloads the page).
 * Decision: the site is one HTML file with its style, script, data and drawings inline. A browser opens it from
 * file:// with no server (a page there may not fetch its own JSON), the browser edition delivers it as one
 * download with no zip library, and a club can mail it or put it on any web host as it is.
 */
export function buildChronicle(
  document: HexmarchDocument,
  options: ChronicleOptions,
): Result<ChronicleSite, string> {
  const campaign = document.campaign;
  if (!campaign) return err(t('chronicle:build.mapOnly'));
  if (campaign.ruleset === 'core') {
    if (campaign.status === 'setup') return err(t('chronicle:build.setup'));
    const audience = chronicleAudience(campaign.sides, campaign.status === 'ended', options.side, 'side');
    if (!audience.ok) return audience;
    const { data, map } = coreChronicle(campaign, audience.value);
    return ok({ data, files: { [CHRONICLE_PAGE]: chronicleHtml(data, map.svg, map.data, 'marker') } });
  }
  const audience = chronicleAudience(campaign.factions, campaign.status === 'ended', options.side, 'faction');
  if (!audience.ok) return audience;
  const { data, map } = firestormChronicle(campaign, audience.value);
  return ok({ data, files: { [CHRONICLE_PAGE]: chronicleHtml(data, map.svg, map.data, 'tint') } });
}
