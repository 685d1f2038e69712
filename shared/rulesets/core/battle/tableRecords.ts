import type { EventSink } from '../eventSink';
import type { Battle, Campaign } from '../model/campaign';
import type { CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import { lastTurn } from '../scenario/scenarioScoring';
import { deedNameLabel, deploymentTypeLabel } from '../scenario/scenarioLabels';
import type { RuleId } from '../rules';
import { getBattle } from '../state/selectors';
import { pendingBattleViolations } from './fightCommands';
import { t } from '../../../i18n';

/** BATTLE-5's scenario on the BATTLE-4 core chart. */
export const PITCHED_BATTLE = 'Pitched Battle';

/** The longest special objective text. */
export const MAX_OBJECTIVE_LENGTH = 500;

/**
 * What the players record while their tabletop game runs: the battle is still pending and is played on the table.
 * Decision: these records belong to the game, so they are accepted until its result is entered (BATTLE-6), not
 * after, and not for a battle resolved by dice or assault (BATTLE-3), whose scenario is never played.
 */
function tabletopViolations(state: Campaign, battleId: unknown, ruleId: RuleId): RuleViolation[] {
  const problems = pendingBattleViolations(state, battleId);
  if (problems.length > 0) return problems;
  const battle = getBattle(state, battleId as string)!;
  if (battle.method !== 'tabletop')
    return [
      violation(
        ruleId,
        t('coreRules:battle.onlyTabletopRecords', { method: t(`log:method.${battle.method}`) }),
      ),
    ];
  return [];
}

/** BATTLE-5: only a Pitched Battle has special objectives; a blank objective cannot be achieved. */
export function validateRecordSpecialObjective(
  state: Campaign,
  command: CommandOf<'RecordSpecialObjective'>,
): RuleViolation[] {
  const problems = tabletopViolations(state, command.battleId, 'BATTLE-5');
  if (problems.length > 0) return problems;
  const battle = getBattle(state, command.battleId)!;
  if (battle.scenario?.name !== PITCHED_BATTLE)
    return [violation('BATTLE-5', t('coreRules:battle.onlyPitched'))];
  if (command.objective.length > MAX_OBJECTIVE_LENGTH)
    return [violation('BATTLE-5', t('coreRules:battle.objectiveLength', { count: MAX_OBJECTIVE_LENGTH }))];
  if (command.achieved && command.objective.trim() === '')
    return [violation('BATTLE-5', t('coreRules:battle.blankObjective'))];
  return [];
}

export function resolveRecordSpecialObjective(
  sink: EventSink,
  command: CommandOf<'RecordSpecialObjective'>,
): void {
  const { battleId, side, achieved } = command;
  sink.emit('SpecialObjectiveRecorded', { battleId, side, objective: command.objective.trim(), achieved }, [
    'BATTLE-5',
  ]);
}

/** SCEN-6: a deed of this battle's generated scenario, still open (the first to complete it closes it). */
export function validateRecordGloriousDeed(
  state: Campaign,
  command: CommandOf<'RecordGloriousDeed'>,
): RuleViolation[] {
  const problems = tabletopViolations(state, command.battleId, 'SCEN-6');
  if (problems.length > 0) return problems;
  const battle = getBattle(state, command.battleId)!;
  const deeds = battle.scenario?.generated?.deeds;
  if (!deeds) return [violation('SCEN-6', t('coreRules:battle.noDeeds'))];
  if (!deeds.some((d) => d.name === command.deed))
    return [violation('SCEN-6', t('coreRules:battle.notADeed', { deed: command.deed }))];
  const by = battle.deedsCompleted?.[command.deed];
  if (by)
    return [
      violation('SCEN-6', t(`coreRules:battle.deedClosed.${by}`, { deed: deedNameLabel(command.deed) })),
    ];
  return [];
}

export function resolveRecordGloriousDeed(sink: EventSink, command: CommandOf<'RecordGloriousDeed'>): void {
  const { battleId, deed, side } = command;
  sink.emit('GloriousDeedCompleted', { battleId, deed, side }, ['SCEN-6']);
}

/** SCEN-6 Decision: the per-battle scenario Glory ledger, one point per deed completed first. */
export function scenarioGlory(battle: Battle): { attacker: number; defender: number } {
  const sides = Object.values(battle.deedsCompleted ?? {});
  return {
    attacker: sides.filter((s) => s === 'attacker').length,
    defender: sides.filter((s) => s === 'defender').length,
  };
}

/** SCEN-7: only a `roll5` game rolls, once, at the end of turn 5. */
export function validateRollGameLength(
  state: Campaign,
  command: CommandOf<'RollGameLength'>,
): RuleViolation[] {
  const problems = tabletopViolations(state, command.battleId, 'SCEN-7');
  if (problems.length > 0) return problems;
  const battle = getBattle(state, command.battleId)!;
  const mode = battle.scenario?.generated?.gameLength;
  if (!mode) return [violation('SCEN-7', t('coreRules:battle.noLengthRoll'))];
  if (mode === 'fixed6')
    return [
      violation(
        'SCEN-7',
        t('coreRules:battle.fixedLength', { deployment: deploymentTypeLabel(battle.scenario!.generated!) }),
      ),
    ];
  if (battle.gameLength)
    return [violation('SCEN-7', t('coreRules:battle.lengthRolled', { roll: battle.gameLength.roll }))];
  return [];
}

/** SCEN-7: a D6 (`scen.length`, GEN-11) at the end of turn 5: on 4+ the game ends, otherwise after turn 6. */
export function resolveRollGameLength(sink: EventSink, command: CommandOf<'RollGameLength'>): void {
  // "A player rolls": Decision, the attacker (player A of SCEN-1), so the history names an army, not a battle id.
  const actor = getBattle(sink.state, command.battleId)!.attacker.armyId;
  const roll = sink.roll('D6', 'scen.length', ['SCEN-7'], actor);
  sink.emit('GameLengthRolled', { battleId: command.battleId, roll, lastTurn: lastTurn('roll5', roll) }, [
    'SCEN-7',
  ]);
}
