import { useState } from 'react';
import { kernelStep, type RuleViolation } from '@shared/kernel';
import {
  CITY_SQUARES,
  autoCommand,
  botPayment,
  createDefenseGame,
  defenseRuleset,
  discountAt,
  playDefenseGame,
  validateDefenseCommand,
  type DefenseCommand,
  type DefenseConfig,
  type DefenseState,
} from '@shared/rulesets/defense';

/** The command a drop makes: the tile onto the square, paid as BOT-36 would (Decision: the app has no payment picker yet). */
export function dropCommand(
  state: DefenseState,
  tile: string,
  from: 'hand' | 'market',
  square: string,
): DefenseCommand {
  const index = state.activePlayer;
  const player = state.players[index]!.id;
  const def = state.tiles[tile]!;
  const cost = def.kind === 'enemy' ? 0 : def.cost.amount;
  const resource = def.kind === 'enemy' ? 'gold' : def.cost.resource;
  const due = Math.max(0, cost - discountAt(state, player, square));
  const pay = botPayment(state, index, resource, due, tile) ?? [];
  if (from === 'market')
    return { type: 'BuyCityBuilding', player, slot: state.market.indexOf(tile) + 1, square, pay };
  return { type: 'PlaceTile', player, tile, square, pay };
}

/** The city squares where the dragged tile would be accepted (ANV-11, ANV-12). */
export function legalSquaresFor(state: DefenseState, tile: string, from: 'hand' | 'market'): string[] {
  return CITY_SQUARES.filter(
    (square) => validateDefenseCommand(state, dropCommand(state, tile, from, square)).length === 0,
  );
}

/** A defense game held by the screen: every change goes through the kernel (GEN-10 refusals leave it unchanged). */
export function useDefenseGame() {
  const [game, setGame] = useState<DefenseState | null>(null);
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
    setGame(result.state);
    return true;
  };
  return {
    game,
    refusal,
    setupErrors,
    issue,
    start(config: DefenseConfig) {
      const created = createDefenseGame(config);
      if (!created.ok) return setSetupErrors(created.errors);
      setSetupErrors([]);
      let state = created.state;
      for (const type of ['SetUp', 'StartPlay'] as const) {
        const result = kernelStep(defenseRuleset, state, { type });
        if (result.ok) state = result.state;
      }
      setGame(state);
    },
    /** GEN-6 "decide for me": the bot's command for whoever must act now. */
    decide() {
      const command = game && autoCommand(game);
      if (command) issue(command);
    },
    autoPlay() {
      if (game) setGame(playDefenseGame(game).state);
    },
    close() {
      setGame(null);
    },
  };
}
