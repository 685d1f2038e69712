import { useMemo } from 'react';
import { troopsLost } from '@shared/rulesets/assault';
import { outcomeName, phaseName, strongholdText } from './assaultWords';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { openAssaultRecord } from './assaultActions';
import { draftInput } from './assaultDraft';
import { assaultStarted } from './assaultSlice';
import { AssaultLog } from './AssaultLog';
import { ChoicePanel } from './ChoicePanel';
import { OddsPanel } from './OddsPanel';
import { StrongholdFields } from './StrongholdFields';
import { useTranslation } from '../../i18n';

/** The side panel of the Assault mode: stronghold, odds and Start before; choice, result, odds and log during. */
export function AssaultPanels() {
  const { t } = useTranslation('assault');
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
          {strongholdText(game)}
        </p>
        {binding && (
          <p className="muted" data-testid="assault-binding">
            {t('panels.binding', { place: binding.place })}
          </p>
        )}
        {game.outcome ? (
          <p data-testid="assault-outcome">
            <strong>{outcomeName(game.outcome)}</strong> {t('panels.outcome', { count: game.turn })}{' '}
            {t(game.casualties ? 'panels.lostPrisoners' : 'panels.lost', {
              besieger: names.besieger,
              besiegerLost: troopsLost(game, 'besieger'),
              defender: names.defender,
              defenderLost: troopsLost(game, 'defender'),
              prisoners: game.casualties
                ? game.casualties.besieger.prisoners + game.casualties.defender.prisoners
                : 0,
              ransom: game.casualties?.ransomValue ?? 0,
            })}
          </p>
        ) : (
          <p data-testid="assault-phase">
            {t('panels.phase', { turn: game.turn, phase: phaseName(game.phase) })}
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
  const { t } = useTranslation('assault');
  const dispatch = useAppDispatch();
  return (
    <section className="panel" data-testid="assault-start-panel">
      <h2>{t('panels.startTitle')}</h2>
      <p className="muted">{t('panels.startText')}</p>
      <p className="field choice-buttons">
        <button
          type="button"
          className="primary"
          data-testid="assault-start"
          onClick={() => dispatch(assaultStarted())}
        >
          {t('panels.start')}
        </button>
        <label className="file-button">
          {t('panels.open')}
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
