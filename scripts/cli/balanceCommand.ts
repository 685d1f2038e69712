import { access } from 'node:fs/promises';
import {
  aggregateReport,
  compareReports,
  DEFAULT_BALANCE_REQUEST,
  type AnyBalanceReport,
  type BalanceRequest,
  type BalanceSetup,
} from '@shared/balance';
import {
  CAMPAIGN_PARTS,
  CAMPAIGN_RULESET_IDS,
  campaignPart,
  isCampaignRulesetId,
} from '@shared/rulesets/campaignParts';
import type { FsPolicies } from '@shared/rulesets/firestorm';
import { isFirestormState } from '@shared/rulesets/firestorm/state/isFirestormState';
import { err, ok, type Result } from '@shared/result';
import type { Difficulty } from '@shared/rulesets/defense';
import { runBalancePool } from '../balance/balancePool';
import { writeFileAtomically as writeAtomically } from '../lib/writeFileAtomically';
import { balanceSetupOf, REPORT_KIND_FLAGS, type BalanceSource, type ReportKindFlag } from './balanceSetup';
import { balanceText, comparisonText } from './balanceText';
import { parsePolicyFlag, policiesFor, type PolicyPart } from './policyFlag';
import type { CliArgs } from './cliArgs';
import type { CliIo } from './cliIo';
import { formatList, t } from '@shared/i18n';

export const BALANCE_VALUED = [
  'runs',
  'json',
  'seed',
  'max-turns',
  'threads',
  'ruleset',
  'factions',
  'kind',
  'players',
  'difficulty',
  'policy',
  'compare-policy',
] as const;
export const BALANCE_SWITCHES = ['force'] as const;

export interface BalanceOptions extends BalanceSource {
  readonly runs: number;
  readonly baseSeed: number;
  readonly maxTurns: number;
  readonly threads: number | undefined;
  readonly json: string | null;
  readonly force: boolean;
  /** Firestorm order policies (`--policy`), and the what-if's (`--compare-policy`); null: the report's default. */
  readonly policy: readonly PolicyPart[] | null;
  readonly comparePolicy: readonly PolicyPart[] | null;
}

function wholeFlag(
  args: CliArgs,
  name: string,
  min: number,
  max: number,
): Result<number | undefined, string> {
  const raw = args.values.get(name);
  if (raw === undefined) return ok(undefined);
  const value = Number(raw);
  // Issue 27: "--runs -5" is a number, only not one that can be used; say which numbers can.
  if (raw.trim() === '' || !Number.isInteger(value) || value < min || value > max)
    return err(t('balance:cli.whole', { flag: `--${name}`, min, max, raw }));
  return ok(value);
}

export function balanceOptions(args: CliArgs): Result<BalanceOptions, string> {
  const [file, extra] = args.positional;
  if (extra !== undefined) return err(t('balance:cli.unexpected', { argument: extra }));
  const runs = wholeFlag(args, 'runs', 1, 100_000);
  const seed = wholeFlag(args, 'seed', 0, 2 ** 31 - 1);
  const maxTurns = wholeFlag(args, 'max-turns', 1, 10_000);
  const threads = wholeFlag(args, 'threads', 1, 64);
  const factions = wholeFlag(args, 'factions', 2, 4);
  const players = wholeFlag(args, 'players', 1, 4);
  const difficulty = wholeFlag(args, 'difficulty', 1, 4);
  const ruleset = args.values.get('ruleset') ?? 'core';
  const kind = (args.values.get('kind') ?? 'campaign') as ReportKindFlag;
  if (!REPORT_KIND_FLAGS.includes(kind)) return err(t('balance:cli.kind', { kind: args.values.get('kind') }));
  if (!isCampaignRulesetId(ruleset))
    return err(
      t('balance:cli.ruleset', {
        rulesets: formatList(
          CAMPAIGN_RULESET_IDS.map((id) =>
            CAMPAIGN_PARTS[id].onMap ? id : t('balance:cli.filesCampaign', { ruleset: id }),
          ),
          'disjunction',
        ),
        ruleset,
      }),
    );
  const part = campaignPart(ruleset);
  if (!factions.ok) return factions;
  if (factions.value !== undefined && !part.factions)
    return err(
      t('balance:cli.factions', {
        rulesets: formatList(
          CAMPAIGN_RULESET_IDS.filter((id) => CAMPAIGN_PARTS[id].factions),
          'disjunction',
        ),
      }),
    );
  if (part.onMap && kind !== 'campaign') return err(t('balance:cli.rulesetKind', { ruleset }));
  if (!players.ok) return players;
  if (!difficulty.ok) return difficulty;
  if ((players.value !== undefined || difficulty.value !== undefined) && kind !== 'defense')
    return err(t('balance:cli.defenseFlags'));
  const policyText = args.values.get('policy');
  const compareText = args.values.get('compare-policy');
  const policy = policyText === undefined ? ok(null) : parsePolicyFlag(policyText, 'policy');
  if (!policy.ok) return policy;
  const comparePolicy = compareText === undefined ? ok(null) : parsePolicyFlag(compareText, 'compare-policy');
  if (!comparePolicy.ok) return comparePolicy;
  if ((policyText !== undefined || compareText !== undefined) && kind !== 'campaign')
    return err(t('balance:cli.policyKind'));
  if (!file && kind !== 'defense') return err(t('balance:cli.nameFile'));
  for (const flag of [runs, seed, maxTurns, threads]) if (!flag.ok) return flag;
  return ok({
    file: file ?? null,
    kind,
    runs: runs.ok && runs.value !== undefined ? runs.value : DEFAULT_BALANCE_REQUEST.runs,
    baseSeed: seed.ok && seed.value !== undefined ? seed.value : DEFAULT_BALANCE_REQUEST.baseSeed,
    maxTurns: maxTurns.ok && maxTurns.value !== undefined ? maxTurns.value : DEFAULT_BALANCE_REQUEST.maxTurns,
    threads: threads.ok ? threads.value : undefined,
    json: args.values.get('json') ?? null,
    force: args.switches.has('force'),
    policy: policy.value,
    comparePolicy: comparePolicy.value,
    onMap: part.onMap ? { ruleset, factions: factions.value ?? part.factions?.standard ?? 0 } : null,
    defense: {
      ...(players.value !== undefined ? { players: players.value } : {}),
      ...(difficulty.value !== undefined ? { difficulty: difficulty.value as Difficulty } : {}),
    },
  });
}

/**
 * `hexmarch balance c.hexmarch --runs 1000 [--json out.json]` (issue 16): auto-plays the campaign from where it
 * stands (or, with `--kind`, resolves its fortress assault or plays its defense game; a saved assault or defense
 * game file plays that) on every core, prints the report and writes the same numbers as JSON. Exit codes as the other commands:
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
    io.error(t('balance:cli.exists', { file: options.json }));
    return 2;
  }
  const setup = await balanceSetupOf(options);
  if (!setup.ok) {
    io.error(setup.error.message);
    return setup.error.code;
  }
  const campaign = setup.value;
  const policies = policyRequest(options.policy, campaign);
  const whatIf = policyRequest(options.comparePolicy, campaign);
  for (const p of [policies, whatIf])
    if (!p.ok) {
      io.error(p.error);
      return 2;
    }
  const request = {
    runs: options.runs,
    baseSeed: options.baseSeed,
    maxTurns: options.maxTurns,
    ...(policies.ok && policies.value ? { policies: policies.value } : {}),
  };
  const report = await playReport(campaign, request, options, io);
  for (const line of balanceText(report)) io.out(line);
  let output: object = report;
  if (whatIf.ok && whatIf.value) {
    io.out('');
    io.out(t('balance:cli.whatIf'));
    const other = await playReport(campaign, { ...request, policies: whatIf.value }, options, io);
    for (const line of balanceText(other)) io.out(`  ${line}`);
    const comparison = compareReports(report, other);
    for (const line of comparisonText(comparison)) io.out(line);
    output = { ...report, whatIf: { report: other, comparison } };
  }
  if (options.json) {
    try {
      await writeAtomically(options.json, `${JSON.stringify(output, null, 2)}\n`);
    } catch (error) {
      io.error(
        t('balance:cli.cannotWrite', {
          file: options.json,
          reason: (error as NodeJS.ErrnoException).code ?? String(error),
        }),
      );
      return 1;
    }
  }
  return 0;
}

/** The Firestorm policies a request asks for, or why not (a policy flag on a campaign that is not Firestorm). */
function policyRequest(
  parts: readonly PolicyPart[] | null,
  setup: BalanceSetup,
): Result<FsPolicies | null, string> {
  if (parts === null) return ok(null);
  if (!isFirestormState(setup)) return err(t('balance:cli.policyCore'));
  return policiesFor(parts, setup);
}

/** N runs on the worker pool, with progress on stderr, and their report. */
async function playReport(
  setup: BalanceSetup,
  request: BalanceRequest,
  options: BalanceOptions,
  io: CliIo,
): Promise<AnyBalanceReport> {
  let shown = 0;
  const summaries = await runBalancePool(setup, request, {
    ...(options.threads ? { threads: options.threads } : {}),
    onProgress: ({ done, total }) => {
      if (done * 10 >= (shown + 1) * total)
        io.error(t('balance:cli.progress', { percent: (shown = Math.floor((done * 10) / total)) * 10 }));
    },
  });
  return aggregateReport(summaries, setup, request);
}
