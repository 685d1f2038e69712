import { access } from 'node:fs/promises';
import {
  aggregateBalance,
  balanceRefusal,
  DEFAULT_BALANCE_REQUEST,
  reportContext,
  VICTORY_CAUSE_LABELS,
  type BalanceReport,
  type Rate,
} from '@shared/balance';
import { err, ok, type Result } from '@shared/result';
import { runBalancePool } from '../balance/balancePool';
import { writeFileAtomically as writeAtomically } from '../lib/writeFileAtomically';
import { numberFlag, type CliArgs } from './cliArgs';
import type { CliIo } from './cliIo';
import { readHexmarchDocument } from './documentFile';

export const BALANCE_VALUED = ['runs', 'json', 'seed', 'max-turns', 'threads'] as const;
export const BALANCE_SWITCHES = ['force'] as const;

export interface BalanceOptions {
  readonly file: string;
  readonly runs: number;
  readonly baseSeed: number;
  readonly maxTurns: number;
  readonly threads: number | undefined;
  readonly json: string | null;
  readonly force: boolean;
}

function wholeFlag(
  args: CliArgs,
  name: string,
  min: number,
  max: number,
): Result<number | undefined, string> {
  const value = numberFlag(args, name);
  if (!value.ok || value.value === undefined) return value;
  if (!Number.isInteger(value.value) || value.value < min || value.value > max)
    return err(`--${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

export function balanceOptions(args: CliArgs): Result<BalanceOptions, string> {
  const [file, extra] = args.positional;
  if (!file) return err('Name the campaign file: hexmarch balance campaign.hexmarch --runs 1000.');
  if (extra !== undefined) return err(`Unexpected argument "${extra}".`);
  const runs = wholeFlag(args, 'runs', 1, 100_000);
  const seed = wholeFlag(args, 'seed', 0, 2 ** 31 - 1);
  const maxTurns = wholeFlag(args, 'max-turns', 1, 10_000);
  const threads = wholeFlag(args, 'threads', 1, 64);
  if (!runs.ok) return runs;
  if (!seed.ok) return seed;
  if (!maxTurns.ok) return maxTurns;
  if (!threads.ok) return threads;
  return ok({
    file,
    runs: runs.value ?? DEFAULT_BALANCE_REQUEST.runs,
    baseSeed: seed.value ?? DEFAULT_BALANCE_REQUEST.baseSeed,
    maxTurns: maxTurns.value ?? DEFAULT_BALANCE_REQUEST.maxTurns,
    threads: threads.value,
    json: args.values.get('json') ?? null,
    force: args.switches.has('force'),
  });
}

const percent = (rate: Rate) =>
  `${(rate.rate * 100).toFixed(1)} % (95 %: ${(rate.low * 100).toFixed(1)}–${(rate.high * 100).toFixed(1)} %)`;

/** The report as text for the terminal: the same numbers the JSON holds. */
export function balanceText(report: BalanceReport): string[] {
  const lines = [
    `Balance report: ${report.runs} campaigns auto-played (seeds ${report.baseSeed}…${report.baseSeed + report.requestedRuns - 1})`,
  ];
  for (const side of report.sides) lines.push(`  ${side.name} wins ${percent(side.wins)}`);
  lines.push(`  Draws ${percent(report.draws)}; not decided ${percent(report.unfinished)}`);
  lines.push(`  Campaign length: ${report.meanTurns.toFixed(1)} side-turns on average`);
  lines.push(`  First mover wins ${percent(report.firstMover)}`);
  for (const side of report.sides)
    lines.push(
      `    ${side.name} moving first ${percent(side.movingFirst)}, moving second ${percent(side.movingSecond)}`,
    );
  lines.push('  How campaigns ended:');
  for (const { cause, runs } of report.causes) lines.push(`    ${VICTORY_CAUSE_LABELS[cause]}: ${runs}`);
  const top = (list: BalanceReport['battleHeat']) =>
    list
      .slice(0, 5)
      .map((h) => `${h.name} (${h.count})`)
      .join(', ') || 'none';
  lines.push(`  Most fought-over hexes: ${top(report.battleHeat)}`);
  lines.push(`  Most captured settlements: ${top(report.captures)}`);
  return lines;
}

/**
 * `hexmarch balance c.hexmarch --runs 1000 [--json out.json]` (issue 16): auto-plays the campaign from where it
 * stands on every core, prints the report and writes the same numbers as JSON. Exit codes as the other commands:
 * 1 a file could not be read or written, 2 nothing to report on or an output that exists without --force.
 */
export async function balanceCommand(options: BalanceOptions, io: CliIo): Promise<number> {
  if (
    options.json &&
    !options.force &&
    (await access(options.json).then(
      () => true,
      () => false,
    ))
  ) {
    io.error(`${options.json} already exists; add --force to replace it.`);
    return 2;
  }
  const document = await readHexmarchDocument(options.file);
  if (!document.ok) {
    io.error(document.error);
    return 1;
  }
  const campaign = document.value.campaign?.ruleset === 'core' ? document.value.campaign : null;
  const refusal = document.value.campaign && !campaign ? null : balanceRefusal(campaign);
  if (refusal || !campaign) {
    io.error(refusal ?? 'The balance report plays core campaigns for now.');
    return 2;
  }
  const request = { runs: options.runs, baseSeed: options.baseSeed, maxTurns: options.maxTurns };
  let shown = 0;
  const summaries = await runBalancePool(campaign, request, {
    ...(options.threads ? { threads: options.threads } : {}),
    onProgress: ({ done, total }) => {
      if (done * 10 >= (shown + 1) * total)
        io.error(`  ${(shown = Math.floor((done * 10) / total)) * 10} % played`);
    },
  });
  const report = aggregateBalance(summaries, reportContext(campaign, request));
  for (const line of balanceText(report)) io.out(line);
  if (options.json) {
    try {
      await writeAtomically(options.json, `${JSON.stringify(report, null, 2)}\n`);
    } catch (error) {
      io.error(`Cannot write ${options.json}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
      return 1;
    }
  }
  return 0;
}
