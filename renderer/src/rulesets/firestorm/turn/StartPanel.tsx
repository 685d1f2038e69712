import type { FsCommand, FsState } from '@shared/rulesets/firestorm';

export interface StartPanelProps {
  readonly state: FsState;
  readonly issue: (command: FsCommand) => boolean;
}

/**
 * START (FS-TURN-1, AMD-2): a new campaign stands before turn 1 until the GM begins it; `Advance` starts the turn,
 * rolls initiative (FS-INIT-1..3) and opens ORDERS. Later turns begin on their own after SCORING (AMD-11).
 */
export function StartPanel({ state, issue }: StartPanelProps) {
  if (state.turn.step !== 'START') return null;
  return (
    <section className="panel" data-testid="fs-start-turn">
      <h2>Turn {state.turn.number + 1}</h2>
      <p className="muted">
        Beginning the turn rolls initiative (FS-INIT-1); then every faction gives its secret orders.
      </p>
      <button
        type="button"
        className="primary"
        data-testid="fs-begin-turn"
        onClick={() => issue({ type: 'Advance' })}
      >
        Begin turn {state.turn.number + 1}
      </button>
    </section>
  );
}
