import { useAppDispatch, useAppSelector } from '../store/hooks';
import { campaignAbandoned } from './campaignActions';
import { selectCampaign } from './playSelectors';

/** In Map mode while a campaign runs: why editing is refused (SETUP-1) and the way out (undoable). */
export function CampaignLock() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  if (!campaign) return null;
  return (
    <section className="panel" data-testid="campaign-lock">
      <h2>Map locked</h2>
      <p className="muted">
        “{campaign.name}” runs on this map, so editing is locked (SETUP-1). Abandon it to edit the map (Undo
        brings it back).
      </p>
      <button type="button" data-testid="abandon-campaign" onClick={() => dispatch(campaignAbandoned())}>
        Abandon the campaign
      </button>
    </section>
  );
}
