import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectFirestorm } from '../fsSelectors';
import { FS_SIMULATION_TURN_LIMIT, fsSimulateToEnd, fsStopSimulation } from './fsAutoPlay';
import { fsAutoPlaySet } from './fsTurnSlice';
import { FsPolicyChoice } from './FsPolicyChoice';
import { selectLockedFaction } from './lockedSeat';
import { useTranslation } from '../../../i18n';

/** Auto-play per faction (GEN-6, BOT-10..19) and "Simulate to the end" with its progress and Stop (issue §7). */
export function FsAutoPlayPanel() {
  const { t } = useTranslation('fsTurn');
  const dispatch = useAppDispatch();
  const fs = useAppSelector(selectFirestorm);
  const auto = useAppSelector((s) => s.fsTurn.autoPlay);
  const simulation = useAppSelector((s) => s.fsTurn.simulation);
  // Issue 27: a locked view may hand its own faction to the BOT, nobody else's, and simulates nothing.
  const seat = useAppSelector(selectLockedFaction);
  if (!fs) return null;
  const factions = seat ? fs.factions.filter((f) => f.id === seat.id) : fs.factions;
  return (
    <section className="panel" data-testid="fs-autoplay-panel">
      <h2>{t('autoPlay.title')}</h2>
      {factions.map((f) => (
        <div key={f.id} className="fs-autoplay-row">
          <label className="check" title={t('autoPlay.tooltip')}>
            <input
              type="checkbox"
              data-testid={`fs-autoplay-${f.name}`}
              checked={auto.includes(f.id)}
              onChange={(e) => dispatch(fsAutoPlaySet({ faction: f.id, on: e.target.checked }))}
            />
            <span className="swatch" style={{ background: f.color }} /> {f.name}
          </label>{' '}
          <FsPolicyChoice faction={f.id} name={f.name} />
        </div>
      ))}
      {seat ? (
        <p className="muted" data-testid="fs-autoplay-locked">
          {t('autoPlay.locked')}
        </p>
      ) : simulation ? (
        <div className="field">
          <progress
            data-testid="fs-simulation-progress"
            max={FS_SIMULATION_TURN_LIMIT}
            value={simulation.turn}
            aria-label={t('autoPlay.progress')}
          />
          <span className="muted">
            {t('autoPlay.status', { turn: simulation.turn, count: simulation.commands })}
          </span>
          <button type="button" data-testid="fs-simulation-stop" onClick={() => dispatch(fsStopSimulation())}>
            {t('autoPlay.stop')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          data-testid="fs-simulate"
          disabled={fs.status !== 'running'}
          onClick={() => dispatch(fsSimulateToEnd())}
        >
          {t('autoPlay.simulate')}
        </button>
      )}
    </section>
  );
}
