import { useMemo } from 'react';
import { assessFairness } from '@shared/mapgen';
import type { SideSetup } from '@shared/mapgen';
import type { Campaign } from '@shared/rulesets/core';
import { useAppSelector } from '../../store/hooks';
import { useDebounced } from '../../kit/useDebounced';
import { selectDocument } from '../../document/map/selectors';
import { selectCampaign } from '../../campaign/playSelectors';
import { FairnessFigures } from './FairnessFigures';
import { useTranslation } from '../../i18n';

/**
 * How long the map must stay unchanged before the figures are recomputed. assessFairness takes ~50 ms on a 150×150
 * map and ~100 ms on 200×200: run on every move of a brush stroke, it made the stroke lag.
 */
export const FAIRNESS_DELAY_MS = 200;

/** The campaign's sides and players as the fairness measure reads them (SETUP-2). */
function campaignSides(campaign: Campaign): SideSetup[] {
  return campaign.sides.map((side) => ({
    id: side.id,
    name: side.name,
    color: side.color,
    homeEdge: side.homeEdge,
    players: campaign.players.filter((p) => p.sideId === side.id),
  }));
}

/**
 * Fairness of the map as edited, recomputed once an edit (or a whole brush stroke) is done. While a campaign exists
 * it measures the campaign's own map, fortresses and sides (one document, one truth), not the prepared map's.
 */
export function FairnessPanel() {
  const document = useAppSelector(selectDocument);
  const campaign = useAppSelector(selectCampaign);
  const measured = useMemo(
    () => (campaign ? { map: campaign.map, sides: campaignSides(campaign) } : document),
    [campaign, document],
  );
  // Map and sides are debounced together, so a new map is never measured against the old map's sides.
  const { map, sides } = useDebounced(measured, FAIRNESS_DELAY_MS);
  const report = useMemo(() => assessFairness(map, sides), [map, sides]);
  const { t } = useTranslation('map');
  return (
    <section className="panel">
      <h2>{campaign ? t('fairness.titleOf', { campaign: campaign.name }) : t('fairness.title')}</h2>
      <FairnessFigures report={report} testId="fairness-panel" />
    </section>
  );
}
