import { kernelStep } from '../../../kernel';
import { assaultRuleset, createAssault, type AssaultCommand, type AssaultState } from '../../assault';
import type { EventSink } from '../eventSink';
import type { Battle, Campaign } from '../model/campaign';
import type { CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import { getArmy, getBattle } from '../state/selectors';
import { battleName } from '../queries/battleName';
import { pendingBattleViolations, recordRawResult } from './fightCommands';
import { fightFortressAssault, fortressAssaultInput } from './fortressAssault';
import { formatList, t } from '../../../i18n';

/** LOC-7, BATTLE-3: a pending fortress battle set to assault whose two armies both carry a roster (DATA-9). */
function assaultBattleViolations(state: Campaign, battleId: unknown): RuleViolation[] {
  const problems = pendingBattleViolations(state, battleId);
  if (problems.length > 0) return problems;
  const battle = getBattle(state, battleId as string)!;
  if (battle.method !== 'assault')
    return [
      violation(
        'BATTLE-3',
        t('coreRules:battle.notAssault', {
          battle: battleName(state, battle.id),
          method: t(`log:method.${battle.method}`),
        }),
      ),
    ];
  const missing = [battle.attacker.armyId, battle.defender.armyId]
    .map((id) => getArmy(state, id)!)
    .filter((army) => !army.roster)
    .map((army) => army.name);
  if (missing.length > 0)
    return [
      violation(
        'LOC-7',
        t('coreRules:battle.noRoster', { count: missing.length, armies: formatList(missing) }),
      ),
    ];
  return [];
}

/**
 * The fortress battle's assault after the GM's `commands`, played on a copy of the campaign's dice (GEN-5): the
 * Assault tab shows it step by step, and ResolveByAssault then rolls exactly these dice. A command the assault
 * refuses is named with its number and the §8 rule it breaks (GEN-10).
 */
export function previewFortressAssault(
  state: Campaign,
  battleId: string,
  commands: readonly unknown[],
): { ok: true; assault: AssaultState } | { ok: false; violations: RuleViolation[] } {
  const problems = assaultBattleViolations(state, battleId);
  if (problems.length > 0) return { ok: false, violations: problems };
  const battle: Battle = getBattle(state, battleId)!;
  const made = createAssault(fortressAssaultInput(state, battle, state.rng));
  if ('errors' in made) return { ok: false, violations: [violation('LOC-7', made.errors.join('; '))] };
  let assault = made.state;
  for (const [index, command] of commands.entries()) {
    const step = kernelStep(assaultRuleset, assault, command);
    if (!step.ok) {
      const kind = (command as { type?: unknown })?.type;
      return {
        ok: false,
        // The assault's own rule IDs (ASLT-*), not core's: the kernel's violation shape carries any ruleset's.
        violations: step.violations.map((v) => ({
          ruleId: v.ruleId,
          message: t('coreRules:battle.assaultCommand', {
            number: index + 1,
            command: String(kind),
            message: v.message,
          }),
        })),
      };
    }
    assault = step.state;
  }
  return { ok: true, assault };
}

/** LOC-7 ResolveByAssault: the battle, and each of the GM's assault commands in turn (GEN-10). */
export function validateResolveByAssault(
  state: Campaign,
  command: CommandOf<'ResolveByAssault'>,
): RuleViolation[] {
  const preview = previewFortressAssault(state, command.battleId, command.commands);
  return preview.ok ? [] : preview.violations;
}

/** LOC-7: the assault with the GM's choices on the campaign's dice; its result goes through RESULT-1 as any other. */
export function resolveResolveByAssault(sink: EventSink, command: CommandOf<'ResolveByAssault'>): void {
  const battle = getBattle(sink.state, command.battleId)!;
  const commands = command.commands as unknown as readonly AssaultCommand[];
  recordRawResult(sink, battle, 'assault', fightFortressAssault(sink, battle, commands), {});
}
