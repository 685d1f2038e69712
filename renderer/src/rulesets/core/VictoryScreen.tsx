import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useEscapeKey } from '../../kit/useEscapeKey';
import { selectCampaign, selectReplayTurn } from '../../campaign/playSelectors';
import { replayTurnChosen } from '../../campaign/playSlice';
import { useTranslation } from '../../i18n';
import { campaignEndText } from './history/lossReason';

/** VICT-1..3: the campaign's end, said plainly, with the way back to its history. */
export function VictoryScreen() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const replay = useAppSelector(selectReplayTurn);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const { t } = useTranslation('coreScreens');
  const ended = campaign?.status === 'ended' && campaign.result && replay === null;
  const key = campaign ? `${campaign.id}:${campaign.log.length}` : '';
  // Esc closes it like any dialog (issue 15), leaving the GM on the history.
  useEscapeKey(() => setClosedFor(key), Boolean(ended) && closedFor !== key);
  if (!campaign || campaign.status !== 'ended' || !campaign.result || replay !== null) return null;
  if (closedFor === key) return null;
  const { winner, reason, turn } = campaign.result;
  const side = campaign.sides.find((s) => s.id === winner);
  return (
    <div className="dialog-backdrop" data-testid="victory-screen">
      <div className="dialog victory" role="dialog" aria-labelledby="victory-title">
        <h1 id="victory-title" style={{ color: side?.color }}>
          {side ? t('victory.wins', { side: side.name }) : t('victory.draw')}
        </h1>
        <p>{campaignEndText(campaign, reason)}</p>
        <p className="muted">
          {t('victory.ended', { turn, round: campaign.turn.round, count: campaign.log.length })}
        </p>
        <div className="field">
          <button
            type="button"
            className="primary"
            data-testid="victory-close"
            onClick={() => setClosedFor(key)}
          >
            {t('victory.review')}
          </button>
          <button type="button" onClick={() => dispatch(replayTurnChosen(1))}>
            {t('victory.replay')}
          </button>
        </div>
      </div>
    </div>
  );
}
