import { writeFileSync } from 'node:fs';
import { skirmishHexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import {
  legalMoves,
  liveArmies,
  sideOfArmy,
  step,
  type Campaign,
  type Command,
  type ScenarioSource,
} from '@shared/rulesets/core';

/**
 * The skirmish with one of the first side's armies moved into an enemy (BATTLE-1) and the scenario rolled from
 * `source` with the given dice (GEN-11 queues): a file the GM opens to fight the battle at the table.
 */
export function skirmishBattle(source: ScenarioSource, dice: Record<string, number[]>) {
  const document = skirmishHexmarchDocument();
  const start = document.campaign!;
  let state: Campaign = {
    ...start,
    settings: {
      ...start.settings,
      core: { ...start.settings.core, scenarioSource: source, defaultResolution: 'tabletop' },
    },
  };
  let queues: Record<string, number[]> = {};
  const play = (command: Command) => {
    const result = step(state, command, { dice: queues });
    if (!result.ok) throw new Error(result.violations.map((v) => v.message).join('; '));
    state = result.state;
    queues = result.dice as Record<string, number[]>;
  };
  const own = liveArmies(state).filter((a) => sideOfArmy(state, a) === state.turn.activeSideId);
  for (const army of own) {
    const rolled = step(state, { type: 'RollMove', armyId: army.id }, { dice: { move: [3] } });
    const attack = rolled.ok ? legalMoves(rolled.state, army.id).find((m) => m.battle) : undefined;
    if (!attack) continue;
    // SETUP-5: the defender's owner set its Lord with the defending army at setup, so the battle fixes its loadout.
    const defender = liveArmies(state).find((a) => a.hex === attack.to)!;
    const lord = state.lords.entities[defender.ownerId]!;
    state = {
      ...state,
      lords: {
        ...state.lords,
        entities: { ...state.lords.entities, [lord.playerId]: { ...lord, armyId: defender.id } },
      },
    };
    queues = { move: [3], ...dice };
    play({ type: 'RollMove', armyId: army.id });
    play({ type: 'MoveArmy', armyId: army.id, path: [...attack.path] });
    play({ type: 'EndMovePhase' });
    return { document: { ...document, campaign: state }, state, defender, lord };
  }
  throw new Error('no army of the skirmish reaches an enemy with 3 steps');
}

/** Writes the document as a .hexmarch file and returns its path. */
export function writeBattleFile(path: string, source: ScenarioSource, dice: Record<string, number[]>) {
  const battle = skirmishBattle(source, dice);
  writeFileSync(path, serializeHexmarchFile(battle.document, '0.1.0'));
  return battle;
}
