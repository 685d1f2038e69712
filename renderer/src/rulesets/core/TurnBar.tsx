import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { UndoRedoButtons } from '../../document/history/UndoRedoButtons';
import { fitRequested } from '../../document/viewSlice';
import { goOn } from './goOn';
import { issueCommand } from '../../campaign/issueCommand';
import { selectCampaign, selectReplayTurn } from '../../campaign/playSelectors';
import { selectShownCampaign } from './coreSelectors';
import { armyPickedUp, replayTurnChosen } from '../../campaign/playSlice';
import { replayCaption } from './replayCaption';
import { useTranslation } from '../../i18n';

const PHASES = ['MOVE', 'FIGHT', 'RESULTS'] as const;

/** Turn, round, active side and phase (TURN-1, TURN-2), with the button that goes on and why it cannot yet. */
export function TurnBar() {
  const dispatch = useAppDispatch();
  const live = useAppSelector(selectCampaign);
  // While replaying, the bar shows the replayed side-turn; the button still belongs to the live campaign.
  const campaign = useAppSelector(selectShownCampaign);
  const replayTurn = useAppSelector(selectReplayTurn);
  const { t } = useTranslation('campaign');
  if (!campaign || !live) {
    return (
      <div className="turn-bar" data-testid="turn-bar">
        <span className="muted">{t('turnBar.noCampaign')}</span>
      </div>
    );
  }
  const side = campaign.sides.find((s) => s.id === campaign.turn.activeSideId);
  const next = goOn(live);
  const phase = campaign.turn.phase === 'END_TURN' ? 'RESULTS' : campaign.turn.phase;
  return (
    <div className="turn-bar" data-testid="turn-bar" data-phase={campaign.turn.phase}>
      {replayTurn !== null && <span className="replay-note">{t('turnBar.replay')}</span>}
      <span data-testid="turn-number">{t('turnBar.turn', { turn: campaign.turn.number })}</span>
      <span className="muted">{t('turnBar.round', { round: campaign.turn.round })}</span>
      <span className="side-chip" data-testid="active-side" style={{ borderColor: side?.color }}>
        <span className="swatch" style={{ background: side?.color }} /> {side?.name}
      </span>
      {replayTurn !== null ? (
        <span className="replay-note" data-testid="replay-caption">
          {replayCaption(campaign)}
        </span>
      ) : (
        <ol className="phases" aria-label={t('turnBar.phase')}>
          {PHASES.map((p) => (
            <li key={p} aria-current={p === phase ? 'step' : undefined} data-testid={`phase-${p}`}>
              {t(`phase.${p}`)}
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="primary"
        data-testid="go-on-button"
        disabled={next.blocked !== null || replayTurn !== null}
        title={next.blocked ?? undefined}
        onClick={() => {
          dispatch(armyPickedUp({ armyId: null }));
          dispatch(issueCommand({ type: 'EndMovePhase' }));
        }}
      >
        {next.label}
      </button>
      {next.blocked && (
        <span className="muted blocked-reason" data-testid="go-on-reason" title={next.blocked}>
          {next.blocked}
        </span>
      )}
      <span className="spacer" />
      {replayTurn !== null && (
        <button type="button" data-testid="replay-exit" onClick={() => dispatch(replayTurnChosen(null))}>
          {t('turnBar.backToLive')}
        </button>
      )}
      <UndoRedoButtons what="command" locked={replayTurn !== null} />
      <button
        type="button"
        data-testid="fit-button"
        title={t('turnBar.fitTooltip')}
        onClick={() => dispatch(fitRequested())}
      >
        {t('turnBar.fit')}
      </button>
    </div>
  );
}
