/**
 * `npx tsx scripts/ruleCoverage.ts`: lists every [ENGINE] rule of RULES.md §4..§9 and every amendment of §12 (AMD-n)
 * with the scenarios in tests/scenarios/ that name it, and exits non-zero when one has none or a scenario file is
 * broken.
 * RULES.md is read from the repo's copy, docs/rules/RULES.md.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCoverage, ruleCoverage } from './scenarios/ruleCoverageCheck';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const rules = readFileSync(resolve(repoRoot, 'docs/rules/RULES.md'), 'utf8');
const report = ruleCoverage(rules, [resolve(repoRoot, 'tests/scenarios')], repoRoot);
console.log(formatCoverage(report));
process.exitCode = report.missing.length === 0 && report.errors.length === 0 ? 0 : 1;
