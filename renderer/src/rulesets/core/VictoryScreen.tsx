import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useEscapeKey } from '../../kit/useEscapeKey';
import { selectCampaign, selectReplayTurn } from '../../campaign/playSelectors';
import { replayTurnChosen } from '../../campaign/playSlice';

/** VICT-1..3: the campaign's end, said plainly, with the way back to its history. */
export function VictoryScreen() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const replay = useAppSelector(selectReplayTurn);
  const [closedFor, setClosedFor] = useState<string | null>(null);
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
          {side ? `${side.name} wins` : 'A draw'}
        </h1>
        <p>{reason}</p>
        <p className="muted">
          The campaign ended in side-turn {turn} (round {campaign.turn.round}) after {campaign.log.length}{' '}
          events.
        </p>
        <div className="field">
          <button
            type="button"
            className="primary"
            data-testid="victory-close"
            onClick={() => setClosedFor(key)}
          >
            Review the history
          </button>
          <button type="button" onClick={() => dispatch(replayTurnChosen(1))}>
            Replay from turn 1
          </button>
        </div>
      </div>
    </div>
  );
}
