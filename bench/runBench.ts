import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchFigure } from './benchTypes';
import { SUITES } from './suites/index';

/**
 * `npm run bench [-- --only NAME] [-- --json FILE]`: runs the suites in order and prints medians, baseline ratios
 * and targets. A missed target is marked "MISSED" but the exit code stays 0: the bench informs, CI does not gate on
 * timings from unknown machines. A suite that throws is reported, the others still run, and the exit code is 1.
 *
 * Each suite runs in a Node process of its own (as JMH forks a JVM per benchmark): V8 optimises a function for the
 * shapes it has met, so a figure measured after other suites measured their leftovers too (the Firestorm turn ratio
 * read 2.0× alone and 3.0× after eight other suites). A figure and its baseline still share one process and run.
 */
interface Args {
  only: string | null;
  json: string | null;
  /** Set in a suite's own process: print no table, the parent prints one for all. */
  noTable: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { only: null, json: null, noTable: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--only') args.only = argv[++i] ?? null;
    else if (argv[i] === '--json') args.json = argv[++i] ?? null;
    else if (argv[i] === '--no-table') args.noTable = true;
  }
  return args;
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

type Row = { suite: string; figure: BenchFigure };

/** Runs one suite here; a suite that throws is reported and leaves exit code 1. */
async function runHere(suite: (typeof SUITES)[number]): Promise<Row[]> {
  console.log(`running ${suite.name} …`);
  try {
    return (await suite.run()).map((figure) => ({ suite: suite.name, figure }));
  } catch (error) {
    // A crashed suite is a broken bench, not a missed target: report it, run the rest, exit non-zero.
    console.error(`suite ${suite.name} failed:`, error);
    process.exitCode = 1;
    return [];
  }
}

/** Runs one suite in a fresh Node process (this script with --only, same loader) and reads back its figures. */
function runInOwnProcess(suite: (typeof SUITES)[number], dir: string): Row[] {
  const out = join(dir, `${suite.name}.json`);
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, process.argv[1]!, '--only', suite.name, '--json', out, '--no-table'],
    { stdio: 'inherit' },
  );
  if (child.status !== 0) {
    console.error(`suite ${suite.name} failed (its process ended with ${child.status ?? child.signal})`);
    process.exitCode = 1;
  }
  try {
    const figures = JSON.parse(readFileSync(out, 'utf8')) as BenchFigure[];
    return figures.map((figure) => ({ suite: suite.name, figure }));
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  const { only, json, noTable } = parseArgs(process.argv.slice(2));
  const suites = only ? SUITES.filter((s) => s.name === only) : SUITES.filter((s) => !s.onRequest);
  if (only && suites.length === 0) {
    console.error(`No suite named "${only}". Suites: ${SUITES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const rows: Row[] = [];
  if (only) rows.push(...(await runHere(suites[0]!)));
  else {
    const dir = mkdtempSync(join(tmpdir(), 'hexmarch-bench-'));
    try {
      for (const suite of suites) rows.push(...runInOwnProcess(suite, dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!noTable) printTable(rows);
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
