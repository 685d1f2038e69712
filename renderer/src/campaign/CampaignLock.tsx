import { useAppDispatch, useAppSelector } from '../store/hooks';
import { campaignAbandoned } from './campaignActions';
import { selectCampaign } from './playSelectors';
import { useTranslation } from '../i18n';

/** In Map mode while a campaign runs: why editing is refused (SETUP-1) and the way out (undoable). */
export function CampaignLock() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const { t } = useTranslation('map');
  if (!campaign) return null;
  return (
    <section className="panel" data-testid="campaign-lock">
      <h2>{t('campaignLock.title')}</h2>
      <p className="muted">{t('campaignLock.text', { campaign: campaign.name })}</p>
      <button type="button" data-testid="abandon-campaign" onClick={() => dispatch(campaignAbandoned())}>
        {t('campaignLock.abandon')}
      </button>
    </section>
  );
}
