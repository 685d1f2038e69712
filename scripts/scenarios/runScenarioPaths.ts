import { loadScenarioFile, scenarioFiles } from './loadScenarios';
import { runGenericScenario, type GenericOutcome as ScenarioOutcome } from './generic/runGenericScenario';

export type { ScenarioOutcome };

/** Loads and runs every scenario under `paths`; malformed files, duplicate ids and missing paths are failures. */
export function runScenarioPaths(paths: readonly string[]): ScenarioOutcome[] {
  const { files, missing } = scenarioFiles(paths);
  const outcomes: ScenarioOutcome[] = missing.map((message) => ({ id: 'input', passed: false, message }));
  if (paths.length === 0)
    outcomes.push({ id: 'input', passed: false, message: 'no scenario files or folders given' });
  else if (files.length === 0 && missing.length === 0) {
    outcomes.push({ id: 'input', passed: false, message: `no .yaml scenarios under ${paths.join(', ')}` });
  }
  const seen = new Map<string, string>();
  for (const file of files) {
    for (const loaded of loadScenarioFile(file)) {
      if ('error' in loaded) {
        const where = loaded.id === loaded.source ? '' : `${loaded.source}: `;
        outcomes.push({ id: loaded.id, passed: false, message: `${where}${loaded.error}` });
        continue;
      }
      const id = loaded.generic.id;
      const earlier = seen.get(id);
      if (earlier) {
        outcomes.push({ id, passed: false, message: `duplicate id (also in ${earlier})` });
        continue;
      }
      seen.set(id, loaded.source);
      outcomes.push(runGenericScenario(loaded.adapter, loaded.generic));
    }
  }
  return outcomes;
}

/** FORMAT.md output: one line per scenario, then `N passed, M failed` alone on the last line. */
export function formatOutcomes(outcomes: readonly ScenarioOutcome[]): string {
  const lines = outcomes.map((o) => (o.passed ? `PASS ${o.id}` : `FAIL ${o.id}: ${o.message}`));
  const passed = outcomes.filter((o) => o.passed).length;
  lines.push(`${passed} passed, ${outcomes.length - passed} failed`);
  return lines.join('\n');
}
