import { breadthFirst, type NeighbourTable } from '../hex';
import { enterable } from './mapGrid';
import type { SideSetup } from './mapParams';
import {
  allowedMeanGap,
  allowedNearerGap,
  FAIRNESS_LIMITS,
  type FairnessReport,
  type SideFairness,
} from './fairnessTypes';
import { t } from '../i18n';

/** Fairness inputs as indices into a neighbour table, shared by the generator and assessFairness. */
export interface FairnessInput {
  readonly table: NeighbourTable;
  /** 1 where a hex is passable (HEX-6). */
  readonly passable: Uint8Array;
  /** Fortress hexes of each side. */
  readonly fortresses: readonly [readonly number[], readonly number[]];
  /** Neutral village/town/city hexes. */
  readonly settlements: readonly number[];
  /** Each side's sideDistances, when the caller has them already (the generator does). */
  readonly distances?: readonly [Int32Array, Int32Array];
  /** Distances from the first fortress of side 0 alone, when the caller has them (the bridges stage's search). */
  readonly fromFirstFortress?: Int32Array;
}

/** Path distance from the nearest of `sources` over passable hexes (settlements do not block), −1 unreachable. */
export function sideDistances(
  table: NeighbourTable,
  passable: Uint8Array,
  sources: readonly number[],
): Int32Array {
  return breadthFirst(table, sources, enterable(passable)).distance;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The FairnessReport from indices (see assessFairness for the CampaignMap version). */
export function measureFairness(input: FairnessInput, sides: readonly SideSetup[]): FairnessReport {
  const dist = input.fortresses.map((f) => sideDistances(input.table, input.passable, f)) as [
    Int32Array,
    Int32Array,
  ];
  const all = [...input.fortresses[0], ...input.fortresses[1]];
  // One search from a single fortress: the hexes it reaches form one component, so pairwise reachability holds
  // exactly when every fortress is in it.
  const fromFirst =
    input.fromFirstFortress ??
    (all.length > 0 ? sideDistances(input.table, input.passable, [all[0]!]) : null);
  const allFortressesConnected =
    input.fortresses[0].length > 0 && input.fortresses[1].length > 0 && all.every((f) => fromFirst![f]! >= 0);
  const nearer: [number, number] = [0, 0];
  const sum: [number, number] = [0, 0];
  const nearest: [number, number] = [Infinity, Infinity];
  const reachable: [number, number] = [0, 0];
  let equidistant = 0;
  let unreachable = 0;
  for (const s of input.settlements) {
    const d0 = dist[0][s]!;
    const d1 = dist[1][s]!;
    if (d0 < 0 && d1 < 0) unreachable++;
    if (d0 >= 0) {
      sum[0] += d0;
      reachable[0] += 1;
      nearest[0] = Math.min(nearest[0], d0);
    }
    if (d1 >= 0) {
      sum[1] += d1;
      reachable[1] += 1;
      nearest[1] = Math.min(nearest[1], d1);
    }
    if (d0 >= 0 && (d1 < 0 || d0 < d1)) nearer[0] += 1;
    else if (d1 >= 0 && (d0 < 0 || d1 < d0)) nearer[1] += 1;
    else if (d0 >= 0) equidistant++;
  }
  const meanOf = (k: 0 | 1) => (reachable[k] > 0 ? round2(sum[k] / reachable[k]) : null);
  const mean: [number | null, number | null] = [meanOf(0), meanOf(1)];
  const sideReport = (k: 0 | 1): SideFairness => ({
    sideId: sides[k]?.id ?? `side-${k + 1}`,
    sideName: sides[k]?.name ?? t('map:fairnessNotes.sideFallback', { number: k + 1 }),
    settlementsNearer: nearer[k]!,
    meanPathDistance: mean[k]!,
    nearestSettlementDistance: Number.isFinite(nearest[k]) ? nearest[k]! : null,
  });
  const report = [sideReport(0), sideReport(1)] as const;
  const notes: string[] = [];
  if (!allFortressesConnected) notes.push(t('map:fairnessNotes.notConnected'));
  if (unreachable > 0) notes.push(t('map:fairnessNotes.unreachable', { count: unreachable }));
  const total = input.settlements.length;
  const nearerGap = Math.abs(nearer[0]! - nearer[1]!);
  if (nearerGap > allowedNearerGap(total))
    notes.push(t('map:fairnessNotes.unbalanced', { reason: nearerSentence(report, total, 'more') }));
  const [m0, m1] = mean;
  if (m0 !== null && m1 !== null && Math.abs(m0 - m1) > allowedMeanGap(m0, m1)) {
    const farther = m0 > m1 ? report[0] : report[1];
    notes.push(t('map:fairnessNotes.farther', { side: farther.sideName, gap: round2(Math.abs(m0 - m1)) }));
  }
  const fair = notes.length === 0;
  if (fair) notes.push(balancedNote(report, total));
  return {
    sides: report,
    neutralSettlements: total,
    equidistant,
    unreachableSettlements: unreachable,
    allFortressesConnected,
    fair,
    notes,
  };
}

/** The verdict with its evidence: both counts and the limit, so "Balanced" can be checked by eye (issue 15). */
function balancedNote(report: readonly [SideFairness, SideFairness], total: number): string {
  const [a, b] = report;
  const counts = total === 0 ? t('map:fairnessNotes.noNeutral') : nearerSentence(report, total, 'within');
  const ma = a.meanPathDistance;
  const mb = b.meanPathDistance;
  const means =
    ma === null || mb === null
      ? ''
      : ` ${t('map:fairnessNotes.means', { a: ma, b: mb, allowed: round2(allowedMeanGap(ma, mb)) })}`;
  return t('map:fairnessNotes.balanced', { reason: `${counts}${means}` });
}

/** "Red is nearer to 12 neutral settlements, Blue to 9: a gap of 3, within the 2 allowed (10 % of 21, at least 1)." */
function nearerSentence(
  [a, b]: readonly [SideFairness, SideFairness],
  total: number,
  verdict: 'within' | 'more',
): string {
  const gap = Math.abs(a.settlementsNearer - b.settlementsNearer);
  const share = Math.round(FAIRNESS_LIMITS.nearerGapShare * 100);
  const options = {
    a: a.sideName,
    b: b.sideName,
    count: a.settlementsNearer,
    bCount: b.settlementsNearer,
    gap,
    allowed: allowedNearerGap(total),
    share,
    total,
  };
  return verdict === 'within'
    ? t('map:fairnessNotes.nearerWithin', options)
    : t('map:fairnessNotes.nearerMore', options);
}
