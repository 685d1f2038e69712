import { writeFileSync } from 'node:fs';
import type { BenchFigure } from './benchTypes';
import { SUITES } from './suites/index';

/**
 * `npm run bench [-- --only NAME] [-- --json FILE]`: runs the suites in order and prints medians, baseline ratios
 * and targets. A missed target is marked "MISSED" but the exit code stays 0: the bench informs, CI does not gate on
 * timings from unknown machines. A suite that throws is reported, the others still run, and the exit code is 1.
 */
function parseArgs(argv: readonly string[]): { only: string | null; json: string | null } {
  let only: string | null = null;
  let json: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--only') only = argv[++i] ?? null;
    else if (argv[i] === '--json') json = argv[++i] ?? null;
  }
  return { only, json };
}

const fmt = (x: number | null, digits = 2): string => (x === null ? '—' : x.toFixed(digits));

function printTable(rows: { suite: string; figure: BenchFigure }[]): void {
  const header = ['suite', 'figure', 'median', 'baseline', 'ratio', 'target', 'met'];
  const body = rows.map(({ suite, figure: f }) => [
    suite,
    f.name,
    `${fmt(f.median)} ${f.unit}`,
    f.baselineMedian === null ? '—' : `${fmt(f.baselineMedian)} ${f.unit}`,
    f.ratio === null ? '—' : `${fmt(f.ratio)}×`,
    f.target || '—',
    f.met === null ? '—' : f.met ? 'yes' : 'MISSED',
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((r) => r[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of body) console.log(line(r));
  for (const { figure } of rows) if (figure.note) console.log(`note (${figure.name}): ${figure.note}`);
}

async function main(): Promise<void> {
  const { only, json } = parseArgs(process.argv.slice(2));
  const suites = only ? SUITES.filter((s) => s.name === only) : SUITES;
  if (only && suites.length === 0) {
    console.error(`No suite named "${only}". Suites: ${SUITES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const rows: { suite: string; figure: BenchFigure }[] = [];
  for (const suite of suites) {
    console.log(`running ${suite.name} …`);
    try {
      for (const figure of await suite.run()) rows.push({ suite: suite.name, figure });
    } catch (error) {
      // A crashed suite is a broken bench, not a missed target: report it, run the rest, exit non-zero.
      console.error(`suite ${suite.name} failed:`, error);
      process.exitCode = 1;
    }
  }
  printTable(rows);
  if (json)
    writeFileSync(
      json,
      `${JSON.stringify(
        rows.map((r) => r.figure),
        null,
        2,
      )}\n`,
    );
}

await main();
