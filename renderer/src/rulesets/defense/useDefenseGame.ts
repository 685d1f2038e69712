import { useState } from 'react';
import { kernelStep, type RuleViolation } from '@shared/kernel';
import {
  autoCommand,
  createDefenseGame,
  defenseRuleset,
  playDefenseGame,
  replayDefense,
  type DefenseCommand,
  type DefenseConfig,
  type DefenseState,
} from '@shared/rulesets/defense';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { recordDefenseResult } from './campaignDefense';
import { defenseGameCleared, defenseGameLoaded, defensePlayed } from './defenseSlice';

export { dropCommand, legalSquaresFor } from './dropCommand';

/** The commands that set a game up (ANV-8); undo never goes behind them. */
const SETUP_COMMANDS = [{ type: 'SetUp' }, { type: 'StartPlay' }] as const;

/**
 * The defense game the screen shows: every change goes through the kernel (GEN-10 refusals leave it unchanged),
 * is kept as a command in the store, and undo replays the commands up to the previous step (GEN-5).
 */
export function useDefenseGame() {
  const dispatch = useAppDispatch();
  const slice = useAppSelector((state) => state.defense);
  const { game, config, commands, steps } = slice;
  const [refusal, setRefusal] = useState<readonly RuleViolation[]>([]);
  const [setupErrors, setSetupErrors] = useState<readonly string[]>([]);
  const issue = (command: unknown): boolean => {
    if (!game) return false;
    const result = kernelStep(defenseRuleset, game, command);
    if (!result.ok) {
      setRefusal(result.violations);
      return false;
    }
    setRefusal([]);
    dispatch(defensePlayed({ commands: [command], game: result.state }));
    dispatch(recordDefenseResult(result.state));
    return true;
  };
  return {
    game,
    launch: slice.launch,
    recorded: slice.recorded,
    recordError: slice.recordError,
    /** Each player's faction deck by name (the GM may have edited decks, issue 14). */
    deckNames: config?.players.map((p) => p.deck.name) ?? [],
    refusal,
    setupErrors,
    issue,
    /** Undo is there while a step was played and the result is not yet in the campaign log (ANV-40). */
    canUndo: steps.length > 1 && !slice.recorded,
    start(next: DefenseConfig) {
      const created = createDefenseGame(next);
      if (!created.ok) {
        setSetupErrors(created.errors);
        return;
      }
      const replayed = replayDefense(next, SETUP_COMMANDS);
      if (!replayed.ok) return setSetupErrors(replayed.errors);
      setSetupErrors([]);
      setRefusal([]);
      dispatch(
        defenseGameLoaded({
          config: next,
          commands: [...SETUP_COMMANDS],
          steps: [SETUP_COMMANDS.length],
          game: replayed.state,
          recorded: false,
        }),
      );
    },
    /** GEN-6 "decide for me": the bot's command for whoever must act now. */
    decide() {
      const command = game && autoCommand(game);
      if (command) issue(command);
    },
    /** Auto-play to the end (GEN-6), one undo step. */
    autoPlay() {
      if (!game) return;
      const record: DefenseCommand[] = [];
      const played = playDefenseGame(game, { record });
      setRefusal([]);
      dispatch(defensePlayed({ commands: record, game: played.state }));
      dispatch(recordDefenseResult(played.state));
    },
    undo() {
      if (!config || steps.length < 2 || slice.recorded) return;
      const target = steps[steps.length - 2]!;
      const replayed = replayDefense(config, commands.slice(0, target));
      if (!replayed.ok) return setSetupErrors(replayed.errors);
      setRefusal([]);
      dispatch(
        defenseGameLoaded({
          config,
          commands: commands.slice(0, target),
          steps: steps.slice(0, -1),
          game: replayed.state,
        }),
      );
    },
    close() {
      dispatch(defenseGameCleared());
    },
  };
}

export type DefenseGameHandle = ReturnType<typeof useDefenseGame>;
export type { DefenseState };
