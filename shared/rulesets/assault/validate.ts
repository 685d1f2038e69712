import { t } from '../../i18n';
import { ruleViolation, type RuleViolation } from '../../kernel';
import { issueSentences } from '../../kernel/issueSentence';
import { ASSAULT_COMMANDS, COMMAND_RULE, assaultCommandSchema, type AssaultCommand } from './commands';
import { deploymentProblems } from './deploy';
import type { AssaultState } from './model';
import { breachProblems, moveProblems, regroupProblems } from './redeploy';

/** The command parsed by its schema, or undefined. */
export function parseAssaultCommand(command: unknown): AssaultCommand | undefined {
  const parsed = assaultCommandSchema.safeParse(command);
  return parsed.success ? parsed.data : undefined;
}

/** GEN-10: why this command may not be played now (empty when it may). Never throws. */
export function validateAssaultCommand(state: AssaultState, raw: unknown): RuleViolation[] {
  const parsed = assaultCommandSchema.safeParse(raw);
  if (!parsed.success) {
    const type = (raw as { type?: unknown })?.type;
    return [
      ruleViolation(
        // Own properties only: a command named "toString" must not find Object.prototype's function (issue 26).
        typeof type === 'string' && Object.hasOwn(COMMAND_RULE, type)
          ? COMMAND_RULE[type as AssaultCommand['type']]
          : 'GEN-10',
        t('assaultRules:validate.unreadable', {
          problems: issueSentences(parsed.error, t('assaultRules:validate.theCommand'), raw),
        }),
      ),
    ];
  }
  const command = parsed.data;
  if (!ASSAULT_COMMANDS[command.type].phases.includes(state.phase))
    return [
      ruleViolation(
        state.phase === 'ENDED' ? 'ASLT-26' : COMMAND_RULE[command.type],
        state.phase === 'ENDED'
          ? t('assaultRules:validate.ended')
          : t('assaultRules:validate.wrongPhase', {
              command: command.type,
              phase: t(`assault:words.phase.${state.phase}`),
              rule: 'ASLT-12',
            }),
      ),
    ];
  switch (command.type) {
    case 'RunAssaultTurn':
    case 'EndRedeployment':
      return [];
    case 'DeployBesieger':
      return deploymentProblems(state, 'besieger', {
        placed: command.assault,
        breach: command.breach,
        entrances: command.entrances,
      });
    case 'DeployDefender':
      return deploymentProblems(state, 'defender', {
        placed: command.walls,
        breach: [],
        entrances: command.entrances,
      });
    case 'MoveUnit':
      return moveProblems(state, command.unit, command.to, command.entrance);
    case 'AssignBreach':
      return breachProblems(state, command.unit);
    case 'RegroupUnit':
      return regroupProblems(state, command.unit);
    case 'SurrenderOrRenew':
      if (command.choice === 'renew' && state.turn >= state.settings.maxTurns)
        return [ruleViolation('ASLT-21', t('assaultRules:validate.lastTurn', { turn: state.turn }))];
      return [];
  }
}
