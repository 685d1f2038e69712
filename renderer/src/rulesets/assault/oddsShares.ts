import { wilsonRate, type Rate } from '@shared/balance';
import type { OddsTally, Outcome } from '@shared/rulesets/assault';

/** The odds panel's shares of a tally, each with its 95 % interval. */
export interface OddsShares {
  /** ASLT-26: captured or surrendered. */
  readonly attackerWins: Rate;
  readonly outcomes: Readonly<Record<Outcome, Rate>>;
}

/**
 * The shares of the runs tallied so far with Wilson intervals, the balance report's own (shared/balance
 * wilsonRate): the tally's normal-approximation margin gave a different interval for the same rate, and runs
 * stopped early or near-certain outcomes are exactly where the two part.
 */
export function oddsShares({ runs, counts }: OddsTally): OddsShares {
  return {
    attackerWins: wilsonRate(counts.captured + counts.surrendered, runs),
    outcomes: {
      captured: wilsonRate(counts.captured, runs),
      surrendered: wilsonRate(counts.surrendered, runs),
      liberated: wilsonRate(counts.liberated, runs),
      calledOff: wilsonRate(counts.calledOff, runs),
    },
  };
}
