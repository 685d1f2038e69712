import type { DicePurpose } from '../../../random';
import type { RuleId } from '../rules';
import type {
  GeneratedDeed,
  GeneratedScenario,
  ModelSplit,
  RollOff,
  ScenarioPlayer,
} from './generatedScenario';
import { scenarioBriefing } from './scenarioBriefing';
import { DEPLOYMENT_TYPE_KEYS, SCENARIO_TYPE_KEYS } from './scenarioLabels';
import {
  asD6,
  DEPLOYMENT_TYPES,
  FOG_OF_WAR_CHART,
  PLAYER_ONE_DEEDS,
  PLAYER_TWO_DEEDS,
  SCENARIO_TYPES,
  VICTORIOUS_DEED,
  type DeploymentTypeName,
} from './scenarioTables';

/** One die for the generator: the event sink in a campaign, a plain Dice roller in one-off use (GEN-11 tags). */
export type ScenarioRoller = (
  die: 'D3' | 'D6',
  purpose: DicePurpose,
  ruleIds: readonly RuleId[],
  actor: string,
) => number;

/**
 * SCEN-1: the whole procedure, every die rolled up front in this order (Decision, SCEN-1: the scenario roll does
 * not depend on terrain):
 * 1. scenario type, A's D6 (`scen.type`, SCEN-2);
 * 2. deployment type, B's D6 (`scen.deploy`, SCEN-3), re-rolled while Over the Top meets a 1 (SCEN-4);
 * 3. glorious deeds, A's two D6 then B's two (`scen.deeds`, SCEN-5), a repeated second die rolled again;
 * 4. the scenario's own rolls: marker D3s A then B (`scen.markers`, SCEN-12/13), then in rule order the roll-offs
 *    for equal markers (SCEN-12), the sabotage roles (SCEN-13) and the escape edges (SCEN-15) (`scen.rolloff`);
 * 5. the deployment roll-off (`scen.rolloff`, SCEN-17);
 * 6. the game length mode (SCEN-7), which needs no die.
 */
export function generateScenario(roll: ScenarioRoller, players: { A: string; B: string }): GeneratedScenario {
  const actor = (p: ScenarioPlayer) => players[p];
  const typeRoll = asD6(roll('D6', 'scen.type', ['SCEN-1', 'SCEN-2'], actor('A')));
  const type = SCENARIO_TYPES[typeRoll];
  // Rules are keyed by the table's stable ids, never by the names the GM reads (issue 32).
  const typeId = SCENARIO_TYPE_KEYS[type.name];

  let deployRoll = asD6(roll('D6', 'scen.deploy', ['SCEN-1', 'SCEN-3'], actor('B')));
  const rerolls: number[] = [];
  while (typeId === 'overTheTop' && deployRoll === 1) {
    rerolls.push(deployRoll);
    deployRoll = asD6(roll('D6', 'scen.deploy', ['SCEN-4'], actor('B')));
  }
  const deployment = DEPLOYMENT_TYPES[deployRoll];

  const deeds: GeneratedDeed[] = [...rollDeeds(roll, 'A', actor('A')), ...rollDeeds(roll, 'B', actor('B'))];
  deeds.push({ ...VICTORIOUS_DEED, table: 'always' });

  const rollOff = (ruleIds: readonly RuleId[]): RollOff => rollOffBetween(roll, ruleIds, players);
  let objectives: GeneratedScenario['objectives'];
  if (typeId === 'takeAndHold' || typeId === 'sabotage') {
    const A = roll('D3', 'scen.markers', ['SCEN-12'], actor('A')) + 1;
    const B = roll('D3', 'scen.markers', ['SCEN-12'], actor('B')) + 1;
    if (A === B) {
      const tie = rollOff(['SCEN-12']);
      objectives = { markers: { A, B }, placesFirst: tie.winner, rollOff: tie };
    } else objectives = { markers: { A, B }, placesFirst: A > B ? 'A' : 'B' };
  }
  const sabotageRoles = typeId === 'sabotage' ? rollOff(['SCEN-13']) : undefined;
  const escapeEdges = typeId === 'breakthrough' ? rollOff(['SCEN-15']) : undefined;
  const deploymentRollOff = rollOff(['SCEN-17']);

  const generated: Omit<GeneratedScenario, 'briefing'> = {
    players: { ...players },
    scenario: { roll: typeRoll, name: type.name, ruleId: type.ruleId },
    deployment: {
      roll: deployRoll,
      rerolls,
      name: deployment.name,
      ruleId: deployment.ruleId,
      rollOff: deploymentRollOff,
      modelSplit: modelSplitOf(deployment.name),
      setUp: setUpOrder(deployment.name),
    },
    deeds,
    gameLength: gameLengthMode(deployment.name),
    ...(objectives ? { objectives } : {}),
    ...(sabotageRoles ? { sabotageRoles } : {}),
    ...(escapeEdges ? { escapeEdges } : {}),
    ...(typeId === 'retrieve' ? { relic: 'centre' as const } : {}),
    ...(DEPLOYMENT_TYPE_KEYS[deployment.name] === 'fogOfWar'
      ? {
          fogOfWarChart: Object.entries(FOG_OF_WAR_CHART).map(([face, row]) => ({
            roll: Number(face),
            text: row.text,
          })),
        }
      : {}),
  };
  return { ...generated, briefing: scenarioBriefing(generated) };
}

/** SCEN-5: two D6 in order; a second die equal to the first is rolled again until it differs. */
function rollDeeds(roll: ScenarioRoller, player: ScenarioPlayer, actor: string): GeneratedDeed[] {
  const table = player === 'A' ? PLAYER_ONE_DEEDS : PLAYER_TWO_DEEDS;
  const first = asD6(roll('D6', 'scen.deeds', ['SCEN-5', 'SCEN-19'], actor));
  let second = asD6(roll('D6', 'scen.deeds', ['SCEN-5', 'SCEN-19'], actor));
  while (second === first) second = asD6(roll('D6', 'scen.deeds', ['SCEN-5'], actor));
  const name = player === 'A' ? 'player1' : 'player2';
  return [first, second].map((face) => ({ ...table[face], table: name, roll: face, rolledBy: player }));
}

/** GEN-4: A then B roll a D6; only a tie is rolled again. */
export function rollOffBetween(
  roll: ScenarioRoller,
  ruleIds: readonly RuleId[],
  players: { A: string; B: string },
): RollOff {
  const rolls: [number, number][] = [];
  for (;;) {
    const a = roll('D6', 'scen.rolloff', ruleIds, players.A);
    const b = roll('D6', 'scen.rolloff', ruleIds, players.B);
    rolls.push([a, b]);
    if (a !== b) return { rolls, winner: a > b ? 'A' : 'B' };
  }
}

/** SCEN-7 Decision: Chance Encounter and Long Distance Battle last exactly six turns; others roll after turn 5. */
export function gameLengthMode(deployment: DeploymentTypeName): 'roll5' | 'fixed6' {
  const id = DEPLOYMENT_TYPE_KEYS[deployment];
  return id === 'chanceEncounter' || id === 'longDistance' ? 'fixed6' : 'roll5';
}

/** SCEN-9 default alternation unless SCEN-17a/c/d say otherwise. */
function setUpOrder(deployment: DeploymentTypeName): GeneratedScenario['deployment']['setUp'] {
  const id = DEPLOYMENT_TYPE_KEYS[deployment];
  if (id === 'chanceEncounter') return 'none';
  return id === 'flankAttack' || id === 'longDistance' ? 'winnerFirst' : 'moreModelsFirst';
}

/** SCEN-17a: half the warband enters in turn 1; SCEN-17e/f: half waits in reserve. */
function modelSplitOf(deployment: DeploymentTypeName): ModelSplit {
  const id = DEPLOYMENT_TYPE_KEYS[deployment];
  if (id === 'chanceEncounter') return 'halfEntersTurnOne';
  return id === 'tunnels' || id === 'fogOfWar' ? 'halfInReserve' : 'none';
}
