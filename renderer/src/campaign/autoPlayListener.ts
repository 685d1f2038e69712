import type { GameCommand } from '@shared/rulesets';
import type { AppStartListening, RootState } from '../app/store';
import { issueCommand } from './issueCommand';

/** Pause between auto-played commands, so the GM sees each flag or banner move. */
export const AUTO_PLAY_DELAY_MS = 300;

/** What auto-play needs from one campaign ruleset (GEN-6): when to wait and what its BOT policies give now. */
export interface AutoPlay {
  /** The ruleset's running campaign (or null): each change schedules the next command. */
  readonly campaign: (state: RootState) => unknown;
  /** What else schedules it anew when it changes (who is on auto-play), if anything. */
  readonly watched?: (state: RootState) => unknown;
  /** Auto-play waits while this holds (the GM looks at an earlier turn, a simulation runs, a hot-seat screen). */
  readonly paused: (state: RootState) => boolean;
  /** The command auto-play gives now, or nothing (no campaign, nobody on auto-play whose turn it is). */
  readonly command: (state: RootState) => GameCommand | null | undefined;
}

/**
 * GEN-6: players (factions) set to auto-play act by the BOT policies whenever a decision is theirs; each command is
 * an ordinary undo step through the one command path. Whenever the campaign (or the pause) changes, the pending
 * command is cancelled and the next one scheduled (RTK listener middleware: `cancelActiveListeners` + `delay`).
 * One listener per campaign ruleset, started from its RulesetUi.
 */
export function startAutoPlayListener(startListening: AppStartListening, auto: AutoPlay): () => void {
  return startListening({
    predicate: (_action, current, previous) =>
      auto.campaign(current) !== auto.campaign(previous) ||
      auto.watched?.(current) !== auto.watched?.(previous) ||
      auto.paused(current) !== auto.paused(previous),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const state = api.getState();
      if (auto.paused(state)) return;
      const command = auto.command(state);
      if (!command) return;
      await api.delay(AUTO_PLAY_DELAY_MS);
      api.dispatch(issueCommand(command));
    },
  });
}
