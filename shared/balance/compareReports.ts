import type { BalanceReport, ReportBase } from './balanceTypes';

/** One side's win rate in two reports ("what if"), and whether the change is larger than both intervals allow. */
export interface SideComparison {
  readonly id: string;
  readonly name: string;
  readonly before: number;
  readonly after: number;
  readonly change: number;
  /** The two 95 % intervals do not overlap: the change is not luck of the dice. */
  readonly clear: boolean;
}

export interface ReportComparison {
  /** The ruleset of the report now (B), for the words of its rows. */
  readonly ruleset: string;
  readonly sides: readonly SideComparison[];
  readonly meanTurns: { readonly before: number; readonly after: number };
  /** Campaign reports only (the sub-games have no first mover). */
  readonly firstMover?: { readonly before: number; readonly after: number };
}

const hasFirstMover = (report: ReportBase): report is BalanceReport => 'firstMover' in report;

/**
 * "What if": the current setup's report against the changed one, side by side (sides matched by id), for two
 * reports of the same kind.
 */
export function compareReports(before: ReportBase, after: ReportBase): ReportComparison {
  const sides = before.sides.flatMap((side) => {
    const other = after.sides.find((s) => s.id === side.id);
    if (!other) return [];
    const clear = other.wins.low > side.wins.high || other.wins.high < side.wins.low;
    return [
      {
        id: side.id,
        name: side.name,
        before: side.wins.rate,
        after: other.wins.rate,
        change: other.wins.rate - side.wins.rate,
        clear,
      },
    ];
  });
  return {
    ruleset: after.ruleset,
    sides,
    meanTurns: { before: before.meanTurns, after: after.meanTurns },
    ...(hasFirstMover(before) && hasFirstMover(after)
      ? { firstMover: { before: before.firstMover.rate, after: after.firstMover.rate } }
      : {}),
  };
}
