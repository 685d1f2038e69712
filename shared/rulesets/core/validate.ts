import { COMMAND_HANDLERS } from './commandHandlers';
import type { Campaign } from './model/campaign';
import { COMMAND_TABLE, isCommandType, type Command } from './model/commands';
import { phaseAccepts } from '../../kernel/phaseTable';
import { CORE_PHASE_TABLE, phaseOfCommand } from './phases';
import { violation, type RuleViolation } from './model/violation';
import { t } from '../../i18n';

/**
 * GEN-10: every rule a command breaks, each with its rule ID; [] when it is legal. Anything (a file, IPC, a
 * scenario) may be passed: malformed input is reported as a violation, never thrown.
 */
export function validate(state: Campaign, command: unknown): RuleViolation[] {
  const shape = shapeViolations(command);
  if (shape.length > 0) return shape;
  const cmd = command as Command;
  if (state.status === 'setup') return [violation('TURN-1', t('coreRules:validate.notStarted'))];
  if (state.status === 'ended') return [violation('VICT-3', t('coreRules:validate.ended'))];
  const awaiting = state.turn.awaiting;
  if (awaiting && cmd.type !== 'ChooseRetreat') {
    return [
      violation(
        'RETREAT-4',
        state.armies.entities[awaiting.armyId]
          ? t('coreRules:validate.retreatFirst', { army: state.armies.entities[awaiting.armyId]!.name })
          : t('coreRules:validate.retreatFirstAnyArmy'),
      ),
    ];
  }
  if (!phaseAccepts(CORE_PHASE_TABLE, state.turn.phase, cmd.type)) {
    const phase = phaseOfCommand(cmd.type);
    const vars = { command: cmd.type, phase: state.turn.phase, ownPhase: phase };
    return [
      violation(
        'TURN-1',
        cmd.type === 'EndTurn'
          ? t('coreRules:validate.endTurnAutomatic', vars)
          : t('coreRules:validate.wrongPhase', vars),
      ),
    ];
  }
  return (COMMAND_HANDLERS[cmd.type].validate as (s: Campaign, c: Command) => RuleViolation[])(state, cmd);
}

/** GEN-10: a command is an object with a known `type` and its required arguments (TURN-1 table). */
function shapeViolations(command: unknown): RuleViolation[] {
  if (typeof command !== 'object' || command === null || Array.isArray(command)) {
    return [violation('GEN-10', t('coreRules:validate.notACommand'))];
  }
  const type = (command as { type?: unknown }).type;
  if (typeof type !== 'string' || !isCommandType(type)) {
    return [violation('GEN-10', t('coreRules:validate.unknownCommand', { command: String(type) }))];
  }
  let missing: RuleViolation[] | undefined;
  for (const arg of COMMAND_TABLE[type].args)
    if (!(arg in command))
      (missing ??= []).push(
        violation('GEN-10', t('coreRules:validate.missingArgument', { command: type, argument: arg })),
      );
  // A well-formed command (every one auto-play makes) allocates nothing here.
  return missing ?? NONE;
}

const NONE: RuleViolation[] = [];
