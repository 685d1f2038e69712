import { access } from 'node:fs/promises';
import {
  aggregateBalance,
  balanceKindOf,
  balanceRefusal,
  DEFAULT_BALANCE_REQUEST,
  firestormOnMap,
  reportContext,
  VICTORY_CAUSE_LABELS,
  type BalanceReport,
  type BalanceSetup,
  type Rate,
} from '@shared/balance';
import type { HexmarchDocument } from '@shared/document';
import { err, ok, type Result } from '@shared/result';
import { runBalancePool } from '../balance/balancePool';
import { writeFileAtomically as writeAtomically } from '../lib/writeFileAtomically';
import { numberFlag, type CliArgs } from './cliArgs';
import type { CliIo } from './cliIo';
import { readHexmarchDocument } from './documentFile';

export const BALANCE_VALUED = [
  'runs',
  'json',
  'seed',
  'max-turns',
  'threads',
  'ruleset',
  'factions',
] as const;
export const BALANCE_SWITCHES = ['force'] as const;

export interface BalanceOptions {
  readonly file: string;
  readonly runs: number;
  readonly baseSeed: number;
  readonly maxTurns: number;
  readonly threads: number | undefined;
  readonly json: string | null;
  readonly force: boolean;
  /** `firestorm`: Firestorm on the file's map with `factions` standard factions (firestormOnMap); else the file's campaign. */
  readonly firestormFactions: number | null;
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
  const factions = wholeFlag(args, 'factions', 2, 4);
  const ruleset = args.values.get('ruleset') ?? 'core';
  if (ruleset !== 'core' && ruleset !== 'firestorm')
    return err(`--ruleset is core (the file's campaign) or firestorm, not "${ruleset}".`);
  if (!factions.ok) return factions;
  if (factions.value !== undefined && ruleset !== 'firestorm')
    return err('--factions goes with --ruleset firestorm.');
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
    firestormFactions: ruleset === 'firestorm' ? (factions.value ?? 4) : null,
  });
}

/** The campaign the report plays: the file's own, or Firestorm set up on the file's map (--ruleset firestorm). */
function setupOf(document: HexmarchDocument, options: BalanceOptions): Result<BalanceSetup, string> {
  if (options.firestormFactions === null) {
    const campaign = document.campaign;
    const refusal = balanceRefusal(campaign);
    return refusal || !campaign ? err(refusal ?? 'There is no campaign to test yet.') : ok(campaign);
  }
  const map = document.campaign?.map ?? document.mapDocument.map;
  const made = firestormOnMap(map, options.firestormFactions, options.baseSeed);
  return made.ok ? ok(made.value) : err(made.error.join(' '));
}

const percent = (rate: Rate) =>
  `${(rate.rate * 100).toFixed(1)} % (95 %: ${(rate.low * 100).toFixed(1)}–${(rate.high * 100).toFixed(1)} %)`;

/** The report as text for the terminal: the same numbers the JSON holds. */
export function balanceText(report: BalanceReport): string[] {
  const kind = balanceKindOf(report)!;
  const lines = [
    `Balance report: ${report.runs} ${report.ruleset === 'firestorm' ? 'Firestorm ' : ''}campaigns auto-played (seeds ${report.baseSeed}…${report.baseSeed + report.requestedRuns - 1})`,
  ];
  for (const side of report.sides) lines.push(`  ${side.name} wins ${percent(side.wins)}`);
  lines.push(`  Draws ${percent(report.draws)}; not decided ${percent(report.unfinished)}`);
  lines.push(`  Campaign length: ${report.meanTurns.toFixed(1)} ${kind.turnWord} on average`);
  lines.push(`  The ${kind.sideWord} ${kind.firstWord} wins ${percent(report.firstMover)}`);
  for (const side of report.sides)
    lines.push(
      `    ${side.name} ${kind.firstWord} ${percent(side.movingFirst)}, otherwise ${percent(side.movingSecond)}`,
    );
  lines.push('  How campaigns ended:');
  for (const { cause, runs } of report.causes) lines.push(`    ${VICTORY_CAUSE_LABELS[cause]}: ${runs}`);
  const top = (list: BalanceReport['battleHeat']) =>
    list
      .slice(0, 5)
      .map((h) => `${h.name} (${h.count})`)
      .join(', ') || 'none';
  lines.push(`  Most fought-over hexes: ${top(report.battleHeat)}`);
  lines.push(`  ${kind.capturesLabel}: ${top(report.captures)}`);
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
  const setup = setupOf(document.value, options);
  if (!setup.ok) {
    io.error(setup.error);
    return 2;
  }
  const campaign = setup.value;
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
