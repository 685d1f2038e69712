import { useMemo } from 'react';
import { OUTCOME_NAMES, PHASE_NAMES, strongholdLine, troopsLost } from '@shared/rulesets/assault';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { openAssaultRecord } from './assaultActions';
import { draftInput } from './assaultDraft';
import { assaultStarted } from './assaultSlice';
import { AssaultLog } from './AssaultLog';
import { ChoicePanel } from './ChoicePanel';
import { OddsPanel } from './OddsPanel';
import { StrongholdFields } from './StrongholdFields';

/** The side panel of the Assault mode: stronghold, odds and Start before; choice, result, odds and log during. */
export function AssaultPanels() {
  const { game, record, draft, stepFrom, binding } = useAppSelector((state) => state.assault);
  const names = useMemo(
    () => record?.names ?? { besieger: draft.besieger.name, defender: draft.defender.name },
    [record, draft],
  );
  // Decision: the odds run with a fixed seed, so working them out twice gives the same figures.
  const draftOdds = useMemo(() => draftInput(draft, 1), [draft]);
  if (!game || !record)
    return (
      <>
        <AssaultMessage />
        <StartPanel />
        <OddsPanel input={draftOdds} names={names} />
        <StrongholdFields />
      </>
    );
  return (
    <>
      <AssaultMessage />
      <section className="panel" data-testid="assault-status">
        <h2>{record.title}</h2>
        <p className="muted" data-testid="assault-stronghold">
          {strongholdLine(game)}
        </p>
        {binding && (
          <p className="muted" data-testid="assault-binding">
            Campaign battle (LOC-7): {binding.place}. The campaign's own dice are rolled; &quot;Record in the
            campaign&quot; sends the result and the losses there.
          </p>
        )}
        {game.outcome ? (
          <p data-testid="assault-outcome">
            <strong>{OUTCOME_NAMES[game.outcome]}</strong> after {game.turn}{' '}
            {game.turn === 1 ? 'turn' : 'turns'}. {names.besieger} lost {troopsLost(game, 'besieger')} troops,{' '}
            {names.defender} lost {troopsLost(game, 'defender')}
            {game.casualties
              ? `; ${game.casualties.besieger.prisoners + game.casualties.defender.prisoners} prisoners, ransom value ${game.casualties.ransomValue}`
              : ''}
            .
          </p>
        ) : (
          <p data-testid="assault-phase">
            Turn {game.turn}: {PHASE_NAMES[game.phase]}
          </p>
        )}
      </section>
      <ChoicePanel game={game} names={names} />
      <AssaultLog game={game} stepFrom={stepFrom} names={names} />
      <OddsPanel input={record.input} names={names} />
    </>
  );
}

function StartPanel() {
  const dispatch = useAppDispatch();
  return (
    <section className="panel" data-testid="assault-start-panel">
      <h2>Stronghold assault</h2>
      <p className="muted">
        Resolve an assault between two rosters without a campaign (RULES.md §8): fill in both armies on the
        left, the stronghold below, then start. Every choice can be made by hand or by auto-play.
      </p>
      <p className="field choice-buttons">
        <button
          type="button"
          className="primary"
          data-testid="assault-start"
          onClick={() => dispatch(assaultStarted())}
        >
          Start the assault
        </button>
        <label className="file-button">
          Open a saved assault…
          <input
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="assault-open"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void dispatch(openAssaultRecord(file));
              e.target.value = '';
            }}
          />
        </label>
      </p>
    </section>
  );
}

function AssaultMessage() {
  const message = useAppSelector((state) => state.assault.message);
  if (!message) return null;
  return (
    <p
      className={message.kind === 'refusal' ? 'assault-refusal' : 'assault-note'}
      role={message.kind === 'refusal' ? 'alert' : 'status'}
      data-testid="assault-message"
    >
      {message.text}
    </p>
  );
}
