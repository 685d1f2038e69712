import type { Rate, RunSummary } from './balanceTypes';
import { distributionOf, type Distribution } from './distribution';
import { wilsonRate } from './wilsonInterval';

/** Battles in one turn of the runs that reached it (issue 24: "battles per campaign and per turn"). */
export interface TurnBattles {
  /** The turn of the run, 1 for its first. */
  readonly turn: number;
  /** Runs that played this turn. */
  readonly campaigns: number;
  readonly mean: number;
  readonly median: number;
}

/** How much fighting the runs saw: what a Firestorm report shows beside the win rates (issue 24). */
export interface BattleRates {
  /** Runs with at least one battle (sieges included). */
  readonly withBattle: Rate;
  /** Battles per run. */
  readonly perCampaign: Distribution;
  readonly perTurn: readonly TurnBattles[];
  /**
   * Each run's battles per turn after turn 3 (its turns 4 to its end; a run of 3 turns or fewer counts all its
   * turns), over the runs: their median and mean. Turn 3 because the first turns are spent reaching the enemy.
   */
  readonly afterTurn3: { readonly median: number; readonly mean: number };
  /** Runs with at least one siege (SIEGE-1), and sieges per run. */
  readonly withSiege: Rate;
  readonly siegesPerCampaign: number;
}

/** The turn before which a campaign is still reaching the enemy (BattleRates.afterTurn3). */
export const CONTACT_TURN = 3;

function median(sorted: readonly number[]): number {
  const n = sorted.length;
  if (n === 0) return 0;
  return n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
}

/** The battle figures of runs that counted battles per turn (Firestorm); undefined when none did (core). */
export function battleRatesOf(runs: readonly RunSummary[]): BattleRates | undefined {
  const counted = runs.filter((r) => r.battlesByTurn !== undefined);
  if (counted.length === 0) return undefined;
  const byTurn = counted.map((r) => r.battlesByTurn!);
  const longest = Math.max(0, ...byTurn.map((b) => b.length));
  const perTurn: TurnBattles[] = [];
  for (let t = 0; t < longest; t++) {
    const values = byTurn.filter((b) => b.length > t).map((b) => b[t]!);
    const sorted = [...values].sort((a, b) => a - b);
    perTurn.push({
      turn: t + 1,
      campaigns: values.length,
      mean: values.reduce((a, b) => a + b, 0) / values.length,
      median: median(sorted),
    });
  }
  const rates = byTurn
    .map((b) => (b.length > CONTACT_TURN ? b.slice(CONTACT_TURN) : b))
    .map((b) => (b.length === 0 ? 0 : b.reduce((x, y) => x + y, 0) / b.length))
    .sort((a, b) => a - b);
  return {
    withBattle: wilsonRate(counted.filter((r) => r.battleHexes.length > 0).length, counted.length),
    perCampaign: distributionOf(counted.map((r) => r.battleHexes.length)),
    perTurn,
    afterTurn3: { median: median(rates), mean: rates.reduce((a, b) => a + b, 0) / rates.length },
    withSiege: wilsonRate(counted.filter((r) => (r.sieges ?? 0) > 0).length, counted.length),
    siegesPerCampaign: counted.reduce((n, r) => n + (r.sieges ?? 0), 0) / counted.length,
  };
}
