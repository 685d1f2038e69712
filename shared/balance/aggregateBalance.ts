import { hexName as hexNumber, type HexKey } from '../hex';
import type { CampaignMap } from '../map';
import {
  VICTORY_CAUSES,
  type BalanceReport,
  type HexCount,
  type RunSummary,
  type SideStanding,
} from './balanceTypes';
import { battleRatesOf } from './battleRates';
import { wilsonRate } from './wilsonInterval';
import { t } from '../i18n';

export interface ReportSide {
  readonly id: string;
  readonly name: string;
  readonly color: string;
}

export interface ReportContext {
  /** The ruleset the runs played (`core`, `firestorm`): the report's words for sides, turns and captures. */
  readonly ruleset: string;
  readonly sides: readonly ReportSide[];
  readonly map: CampaignMap;
  readonly baseSeed: number;
  readonly requestedRuns: number;
  /** Firestorm: the policy each faction played, by faction id. */
  readonly policies?: Readonly<Record<string, string>>;
}

/** The name a GM reads for a hex: its settlement's name, else its label, else its hex name (HEX-4). */
function hexName(map: CampaignMap, hex: HexKey): string {
  const mapHex = map.hexes[hex];
  return mapHex?.settlement?.name ?? mapHex?.label ?? t('log:names.hex', { hex: hexNumber(hex) });
}

function ranked(map: CampaignMap, hexes: Iterable<HexKey>): HexCount[] {
  const counts = new Map<HexKey, number>();
  for (const hex of hexes) counts.set(hex, (counts.get(hex) ?? 0) + 1);
  return [...counts]
    .map(([hex, count]) => ({ hex, name: hexName(map, hex), count }))
    .sort((a, b) => b.count - a.count || (a.hex < b.hex ? -1 : 1));
}

/**
 * The report of whatever runs have finished (a partial report while workers are still running). Runs are taken in
 * index order, so the same runs give the same report however the workers interleaved.
 */
export function aggregateBalance(summaries: readonly RunSummary[], context: ReportContext): BalanceReport {
  const runs = [...summaries].sort((a, b) => a.index - b.index);
  const n = runs.length;
  const sides: SideStanding[] = context.sides.map((side) => {
    const first = runs.filter((r) => r.firstSide === side.id);
    const second = runs.filter((r) => r.firstSide !== side.id);
    const won = (list: readonly RunSummary[]) => list.filter((r) => r.winner === side.id).length;
    return {
      ...side,
      wins: wilsonRate(won(runs), n),
      movingFirst: wilsonRate(won(first), first.length),
      movingSecond: wilsonRate(won(second), second.length),
    };
  });
  const battles = battleRatesOf(runs);
  const lengths = new Map<number, number>();
  for (const run of runs) lengths.set(run.turns, (lengths.get(run.turns) ?? 0) + 1);
  return {
    ruleset: context.ruleset,
    runs: n,
    requestedRuns: context.requestedRuns,
    baseSeed: context.baseSeed,
    sides,
    draws: wilsonRate(runs.filter((r) => r.winner === 'draw').length, n),
    unfinished: wilsonRate(runs.filter((r) => r.winner === null).length, n),
    lengths: [...lengths].map(([turns, count]) => ({ turns, runs: count })).sort((a, b) => a.turns - b.turns),
    meanTurns: n === 0 ? 0 : runs.reduce((sum, r) => sum + r.turns, 0) / n,
    causes: VICTORY_CAUSES.map((cause) => ({
      cause,
      runs: runs.filter((r) => r.cause === cause).length,
    })).filter((entry) => entry.runs > 0),
    battleHeat: ranked(
      context.map,
      runs.flatMap((r) => r.battleHexes),
    ),
    captures: ranked(
      context.map,
      runs.flatMap((r) => r.capturedHexes),
    ),
    firstMover: wilsonRate(runs.filter((r) => r.winner !== null && r.winner === r.firstSide).length, n),
    ...(battles ? { battles } : {}),
    ...(context.policies ? { policies: context.policies } : {}),
  };
}
