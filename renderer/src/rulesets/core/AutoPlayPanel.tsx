import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { autoPlaySet } from './coreCampaignActions';
import { selectCampaign } from '../../campaign/playSelectors';
import { simulateToEnd, stopSimulation } from './coreAutoPlay';
import { useTranslation } from '../../i18n';

/** Auto-play per player (GEN-6, §10) and "Simulate to the end" with its progress and Stop (issue §7). */
export function AutoPlayPanel() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const simulation = useAppSelector((state) => state.play.simulation);
  const { t } = useTranslation('campaign');
  if (!campaign) return null;
  return (
    <section className="panel" data-testid="autoplay-panel">
      <h2>{t('autoPlay.title')}</h2>
      {campaign.sides.map((side) => (
        <div key={side.id} className="field">
          <span>
            <span className="swatch" style={{ background: side.color }} /> {side.name}
          </span>
          {side.playerIds.map((id) => {
            const player = campaign.players.find((p) => p.id === id)!;
            return (
              <label key={id} className="check" title={t('autoPlay.tooltip')}>
                <input
                  type="checkbox"
                  data-testid={`autoplay-${id}`}
                  checked={campaign.settings.autoPlay[id] === true}
                  onChange={(e) => dispatch(autoPlaySet({ playerId: id, on: e.target.checked }))}
                />
                {player.name}
              </label>
            );
          })}
        </div>
      ))}
      {simulation ? (
        <div className="field">
          <progress
            data-testid="simulation-progress"
            max={simulation.maxTurns}
            value={simulation.turn}
            aria-label={t('autoPlay.progress')}
          />
          <span className="muted">
            {t('autoPlay.status', { turn: simulation.turn, count: simulation.commands })}
          </span>
          <button type="button" data-testid="simulation-stop" onClick={() => dispatch(stopSimulation())}>
            {t('autoPlay.stop')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          data-testid="simulate-button"
          disabled={campaign.status !== 'running'}
          onClick={() => dispatch(simulateToEnd())}
        >
          {t('autoPlay.simulate')}
        </button>
      )}
    </section>
  );
}
