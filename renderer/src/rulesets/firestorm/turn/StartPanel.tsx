import type { FsCommand, FsState } from '@shared/rulesets/firestorm';
import { useTranslation } from '../../../i18n';

export interface StartPanelProps {
  readonly state: FsState;
  readonly issue: (command: FsCommand) => boolean;
}

/**
 * START (FS-TURN-1, AMD-2): a new campaign stands before turn 1 until the GM begins it; `Advance` starts the turn,
 * rolls initiative (FS-INIT-1..3) and opens ORDERS. Later turns begin on their own after SCORING (AMD-11).
 */
export function StartPanel({ state, issue }: StartPanelProps) {
  const { t } = useTranslation('firestorm');
  if (state.turn.step !== 'START') return null;
  return (
    <section className="panel" data-testid="fs-start-turn">
      <h2>{t('start.title', { number: state.turn.number + 1 })}</h2>
      <p className="muted">{t('start.explain', { rule: 'FS-INIT-1' })}</p>
      <button
        type="button"
        className="primary"
        data-testid="fs-begin-turn"
        onClick={() => issue({ type: 'Advance' })}
      >
        {t('start.begin', { number: state.turn.number + 1 })}
      </button>
    </section>
  );
}
