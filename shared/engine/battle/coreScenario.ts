import type { EventSink } from '../eventSink';
import type { BattleId } from '../model/campaign';

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
 * BATTLE-4: roll the core chart for a field battle. Decision: `scenarioSource: generator` also uses this chart
 * until the SCEN generator (§7) exists; `none` never calls it.
 */
export function rollCoreScenario(sink: EventSink, battleId: BattleId): void {
  const roll = sink.roll('D6', 'battle.scenario', ['BATTLE-4'], battleId) as keyof typeof CORE_SCENARIO_CHART;
  sink.emit('ScenarioGenerated', { battleId, source: 'coreChart', roll, name: CORE_SCENARIO_CHART[roll] }, [
    'BATTLE-4',
  ]);
}
