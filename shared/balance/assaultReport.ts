import { attackerWon, OUTCOME_NAMES, type Outcome } from '../rulesets/assault';
import type { AssaultBalanceSetup, AssaultRunSummary } from './assaultBalanceRun';
import type { Rate, ReportBase } from './balanceTypes';
import { distributionOf, type Distribution } from './distribution';
import { wilsonRate } from './wilsonInterval';

/** The four ASLT-26 outcomes in the order the report shows them: the besieger's wins first. */
export const ASSAULT_OUTCOMES: readonly Outcome[] = ['captured', 'surrendered', 'liberated', 'calledOff'];

/** Colours of the two armies in the report's plots (an assault has no side colours of its own). */
export const ASSAULT_COLORS = { besieger: '#b5342f', defender: '#2f6fb5' } as const;

/** The balance report of an assault: N auto-resolved assaults (issue 16, sub-game "assault odds"). */
export interface AssaultReport extends ReportBase {
  readonly ruleset: 'assault';
  readonly title: string;
  /** Each outcome's share with its 95 % interval, in the GM's words (OUTCOME_NAMES). */
  readonly outcomes: readonly { readonly outcome: Outcome; readonly label: string; readonly rate: Rate }[];
  /** Assault turns to the end (ASLT-21). */
  readonly turns: Distribution;
  /** Troops lost (dead and wounded) and taken prisoner, per army. */
  readonly lost: { readonly besieger: Distribution; readonly defender: Distribution };
  readonly prisoners: { readonly besieger: Distribution; readonly defender: Distribution };
}

/** The report of whichever assaults have finished, taken in run order (the same runs give the same report). */
export function aggregateAssault(
  summaries: readonly AssaultRunSummary[],
  setup: AssaultBalanceSetup,
  request: { readonly runs: number; readonly baseSeed: number },
): AssaultReport {
  const runs = [...summaries].sort((a, b) => a.index - b.index);
  const n = runs.length;
  const besiegerWins = runs.filter((r) => attackerWon(r.outcome)).length;
  const turns = distributionOf(runs.map((r) => r.turns));
  const per = (pick: (r: AssaultRunSummary) => { besieger: number; defender: number }) => ({
    besieger: distributionOf(runs.map((r) => pick(r).besieger)),
    defender: distributionOf(runs.map((r) => pick(r).defender)),
  });
  return {
    ruleset: 'assault',
    title: setup.title,
    runs: n,
    requestedRuns: request.runs,
    baseSeed: request.baseSeed,
    // ASLT-26: captured or surrendered is the besieger's win; liberated or called off, the defender's.
    sides: [
      {
        id: 'besieger',
        name: setup.names.besieger,
        color: ASSAULT_COLORS.besieger,
        wins: wilsonRate(besiegerWins, n),
      },
      {
        id: 'defender',
        name: setup.names.defender,
        color: ASSAULT_COLORS.defender,
        wins: wilsonRate(n - besiegerWins, n),
      },
    ],
    meanTurns: turns.mean,
    outcomes: ASSAULT_OUTCOMES.map((outcome) => ({
      outcome,
      label: OUTCOME_NAMES[outcome],
      rate: wilsonRate(runs.filter((r) => r.outcome === outcome).length, n),
    })),
    turns,
    lost: per((r) => r.lost),
    prisoners: per((r) => r.prisoners),
  };
}
