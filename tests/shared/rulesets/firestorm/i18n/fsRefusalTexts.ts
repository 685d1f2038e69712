import { fileURLToPath } from 'node:url';
import type { KernelState, RuleViolation } from '@shared/kernel';
import { firestormEngineCommand } from '../../../../../scripts/scenarios/firestorm/firestormCommands';
import { runGenericScenario } from '../../../../../scripts/scenarios/generic/runGenericScenario';
import { loadScenarioFile, scenarioFiles } from '../../../../../scripts/scenarios/loadScenarios';
import type { ScenarioAdapter } from '../../../../../scripts/scenarios/generic/scenarioAdapter';

const FOLDERS = ['../../../../scenarios/firestorm/', '../../../../scenarios-engine/firestorm/'].map((f) =>
  fileURLToPath(new URL(f, import.meta.url)),
);

/**
 * Every refusal the project's Firestorm scenarios provoke (tests/scenarios and tests/scenarios-engine), made in the
 * current language: the scenarios drive the engine with their illegal commands, and the ruleset's validate is
 * wrapped to keep what it says, with the state and command of each refusal (their names are the document's own
 * text, which is never translated).
 */
export function scenarioRefusals(): {
  violations: RuleViolation[];
  states: KernelState[];
  commands: unknown[];
  /** Every SIEGE-13 ledger entry of the states the scenarios pass through, once each, as JSON. */
  ledgers: Set<string>;
  failed: string[];
} {
  const ledgers = new Set<string>();
  const violations: RuleViolation[] = [];
  const states: KernelState[] = [];
  const commands: unknown[] = [];
  const failed: string[] = [];
  for (const file of scenarioFiles(FOLDERS).files)
    for (const loaded of loadScenarioFile(file)) {
      if (!('generic' in loaded)) continue;
      const base = loaded.adapter as ScenarioAdapter;
      const ruleset = {
        ...base.ruleset,
        validate: (state: KernelState, raw: unknown) => {
          const found = base.ruleset.validate(state, raw);
          for (const siege of (state as { sieges?: { ledger: unknown[] }[] }).sieges ?? [])
            for (const entry of siege.ledger) ledgers.add(JSON.stringify(entry));
          if (found.length > 0) {
            states.push(state);
            commands.push(raw);
          }
          violations.push(...found);
          return found;
        },
      };
      const engineOnly = file.includes('scenarios-engine');
      const adapter = {
        ...base,
        ruleset,
        ...(engineOnly ? { command: firestormEngineCommand } : {}),
      } as ScenarioAdapter;
      const outcome = runGenericScenario(adapter, loaded.generic);
      if (!outcome.passed) failed.push(loaded.generic.id);
    }
  return { violations, states, commands, ledgers, failed };
}
