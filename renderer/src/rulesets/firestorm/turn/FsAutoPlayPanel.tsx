import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectFirestorm } from '../fsSelectors';
import { FS_SIMULATION_TURN_LIMIT, fsSimulateToEnd, fsStopSimulation } from './fsAutoPlay';
import { fsAutoPlaySet } from './fsTurnSlice';

/** Auto-play per faction (GEN-6, BOT-10..19) and "Simulate to the end" with its progress and Stop (issue §7). */
export function FsAutoPlayPanel() {
  const dispatch = useAppDispatch();
  const fs = useAppSelector(selectFirestorm);
  const auto = useAppSelector((s) => s.fsTurn.autoPlay);
  const simulation = useAppSelector((s) => s.fsTurn.simulation);
  if (!fs) return null;
  return (
    <section className="panel" data-testid="fs-autoplay-panel">
      <h2>Auto-play</h2>
      {fs.factions.map((f) => (
        <label key={f.id} className="check" title="Let the BOT policies play this faction">
          <input
            type="checkbox"
            data-testid={`fs-autoplay-${f.name}`}
            checked={auto.includes(f.id)}
            onChange={(e) => dispatch(fsAutoPlaySet({ faction: f.id, on: e.target.checked }))}
          />
          <span className="swatch" style={{ background: f.color }} /> {f.name}
        </label>
      ))}
      {simulation ? (
        <div className="field">
          <progress
            data-testid="fs-simulation-progress"
            max={FS_SIMULATION_TURN_LIMIT}
            value={simulation.turn}
            aria-label="Simulation progress"
          />
          <span className="muted">
            turn {simulation.turn} · {simulation.commands} commands
          </span>
          <button type="button" data-testid="fs-simulation-stop" onClick={() => dispatch(fsStopSimulation())}>
            Stop
          </button>
        </div>
      ) : (
        <button
          type="button"
          data-testid="fs-simulate"
          disabled={fs.status !== 'running'}
          onClick={() => dispatch(fsSimulateToEnd())}
        >
          Simulate to the end
        </button>
      )}
    </section>
  );
}
