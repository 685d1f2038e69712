/**
 * `npm run scenarios -- <files or folders>`: runs rules scenarios (docs/rules/scenarios/FORMAT.md), prints one
 * line per scenario and `N passed, M failed` last, and exits non-zero when any fails.
 */
import { formatOutcomes, runScenarioPaths } from './scenarios/runScenarioPaths';

const outcomes = runScenarioPaths(process.argv.slice(2));
console.log(formatOutcomes(outcomes));
process.exitCode = outcomes.every((o) => o.passed) ? 0 : 1;
