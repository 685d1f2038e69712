import { t } from '../../../i18n';
import { kernelStep } from '../../../kernel';
import { createDefenseGame, type DefenseConfig } from '../engine/setup';
import type { DefenseState } from '../model/state';
import { defenseRuleset } from '../ruleset';

export type ReplayedDefense = { ok: true; state: DefenseState } | { ok: false; errors: string[] };

/**
 * GEN-5: a defense game is its setup and the commands played on it; the seeded RNG makes the same commands give
 * the same game. Undo replays all but the last steps; a saved game replays its file. A command the rules refuse
 * (a tampered file) is named with its rule IDs, and nothing is half-loaded.
 */
export function replayDefense(config: DefenseConfig, commands: readonly unknown[]): ReplayedDefense {
  const created = createDefenseGame(config);
  if (!created.ok) return created;
  let state = created.state;
  const log = [...state.log];
  state = { ...state, log };
  for (const [i, command] of commands.entries()) {
    const result = kernelStep(defenseRuleset, state, command, {}, log);
    if (!result.ok) {
      const type = (command as { type?: unknown } | null)?.type;
      const why = result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; ');
      return {
        ok: false,
        errors: [t('defenseRules:file.moveRefused', { n: i + 1, command: String(type), problems: why })],
      };
    }
    state = result.state;
  }
  return { ok: true, state: { ...state, log: [...log] } };
}
