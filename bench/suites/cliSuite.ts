import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { bundleCli } from '../../scripts/lib/bundleCli';
import { PROJECT_ROOT } from '../../scripts/lib/projectRoot';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measureInterleaved } from '../measure';

/**
 * Runs a command as a user would and returns once it has exited; throws if it failed, so a broken CLI is a broken
 * bench, not a fast figure. From the project folder, where `npx` finds node_modules/.bin/hexmarch.
 */
function runToExit(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, { cwd: PROJECT_ROOT, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.status ?? result.signal}: ${result.stderr}`,
    );
}

/**
 * CPU milliseconds of this process's waited-for children so far (user + system, Linux /proc/self/stat fields 16 and
 * 17), null elsewhere. Wall time on a machine others share is inflated by their load; CPU time is not, and CPU over
 * cores is the floor a quiet machine's wall time approaches.
 */
function childCpuMs(hz: number): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    return (ticks * 1000) / hz;
  } catch {
    return null;
  }
}

/** CPU time of one run of `run` (its children's), null where the OS does not say. */
function cpuOf(run: () => void): number | null {
  const hz = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  const before = childCpuMs(hz);
  run();
  const after = childCpuMs(hz);
  return before === null || after === null ? null : after - before;
}

const node =
  (...args: string[]) =>
  () =>
    runToExit(process.execPath, args);
const npx =
  (...args: string[]) =>
  () =>
    runToExit('npx', args);

interface CliCase {
  readonly name: string;
  readonly run: () => void;
  readonly targetMs: number;
  readonly runs: number;
}

/**
 * Issue 30: the `hexmarch` command timed as a user waits for it, a child process from spawn to exit, through `npx`
 * as the README runs it. Baseline: `node -e 0` in the same run, interleaved. The CLI is compiled from this source
 * first (as `npm ci` does through "prepare"), so the figures are of the code under test. Notes give the same call
 * without npx (bin/hexmarch.mjs directly) and `npx --version` (npm's own start-up), which tell npm's share apart.
 */
async function cliFigures(): Promise<BenchFigure[]> {
  await bundleCli();
  const dir = await mkdtemp(path.join(tmpdir(), 'hexmarch-bench-cli-'));
  try {
    const campaign = path.join(dir, 'c.hexmarch');
    runToExit(process.execPath, ['bin/hexmarch.mjs', 'new', '--size', '30x20', '--out', campaign]);
    const bin = 'bin/hexmarch.mjs';
    const newArgs = ['new', '--size', '30x20', '--out', path.join(dir, 'n.hexmarch'), '--force'];
    const balanceArgs = ['balance', campaign, '--runs', '1000'];
    const cases: CliCase[] = [
      { name: 'npx hexmarch --help', run: npx('hexmarch', '--help'), targetMs: 500, runs: 9 },
      { name: 'npx hexmarch new --size 30x20', run: npx('hexmarch', ...newArgs), targetMs: 1000, runs: 7 },
      {
        name: 'npx hexmarch balance c.hexmarch --runs 1000 (30×20)',
        run: npx('hexmarch', ...balanceArgs),
        targetMs: 3000,
        runs: 3,
      },
    ];
    const direct = [node(bin, '--help'), node(bin, ...newArgs), node(bin, ...balanceArgs)];
    const figures: BenchFigure[] = [];
    for (const [i, c] of cases.entries()) {
      const [cli, bare, baseline, npm] = await measureInterleaved(
        [c.run, direct[i]!, node('-e', '0'), npx('--version')],
        { warmup: 1, runs: c.runs },
      );
      const cpu = cpuOf(direct[i]!);
      figures.push({
        name: c.name,
        unit: 'ms',
        median: cli!.median,
        baselineMedian: baseline!.median,
        ratio: cli!.median / baseline!.median,
        target: `≤ ${c.targetMs} ms wall`,
        met: cli!.median <= c.targetMs,
        note: `spawn to exit; baseline: node -e 0; without npx (node ${bin}) ${bare!.median.toFixed(0)} ms${cpu === null ? '' : `, ${cpu.toFixed(0)} ms of CPU on ${availableParallelism()} cores`}; npm's own start-up (npx --version) ${npm!.median.toFixed(0)} ms`,
      });
    }
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const cliSuite: BenchSuite = { name: 'cli', run: cliFigures };
