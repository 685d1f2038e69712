import type { Dice } from '../../../random';
import type { EventSink } from '../eventSink';
import type { BattleId } from '../model/campaign';
import type { GeneratedScenario } from '../scenario/generatedScenario';
import { generateScenario } from '../scenario/generateScenario';
import { getBattle } from '../state/selectors';

/** BATTLE-4 core chart: D6 1–3 Pitched Battle, 4 Supremacy, 5 Flank Attack, 6 Last Stand. */
export const CORE_SCENARIO_CHART = {
  1: 'Pitched Battle',
  2: 'Pitched Battle',
  3: 'Pitched Battle',
  4: 'Supremacy',
  5: 'Flank Attack',
  6: 'Last Stand',
} as const satisfies Record<1 | 2 | 3 | 4 | 5 | 6, string>;

/**
 * BATTLE-4: the scenario of a field battle, from the source in the settings: `coreChart` rolls the chart,
 * `generator` runs SCEN-1 with the attacker as player A and the defender as player B. `none` never calls it.
 */
export function rollScenario(sink: EventSink, battleId: BattleId): void {
  if (sink.state.settings.core.scenarioSource === 'generator') {
    const battle = getBattle(sink.state, battleId)!;
    const players = { A: battle.attacker.armyId, B: battle.defender.armyId };
    const generated = generateScenario(
      (die, purpose, ruleIds, actor) => sink.roll(die, purpose, ['BATTLE-4', ...ruleIds], actor),
      players,
    );
    sink.emit(
      'ScenarioGenerated',
      {
        battleId,
        source: 'generator',
        roll: generated.scenario.roll,
        name: generated.scenario.name,
        generated,
      },
      ['BATTLE-4', 'SCEN-1'],
    );
    return;
  }
  const roll = sink.roll('D6', 'battle.scenario', ['BATTLE-4'], battleId) as keyof typeof CORE_SCENARIO_CHART;
  sink.emit('ScenarioGenerated', { battleId, source: 'coreChart', roll, name: CORE_SCENARIO_CHART[roll] }, [
    'BATTLE-4',
  ]);
}

/** SCEN-1 in one-off use (Tools menu): the first listed party is A, the second B; dice from `dice` (GEN-11). */
export function generateOneOffScenario(dice: Dice, players = { A: 'A', B: 'B' }): GeneratedScenario {
  return generateScenario((die, purpose, _ruleIds, actor) => dice.roll(die, purpose, actor).natural, players);
}
