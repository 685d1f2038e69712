import { DIRECTIONS, keyOf, neighbor, type HexKey } from '../../../hex';
import { isPassable, type CampaignMap } from '../../../map';
import { formatList, formatNumber, t } from '../../../i18n';

/** One faction's start (FS-SETUP-3) as the fairness check sees it. Distances are steps over territories (FS-MAP-1). */
export interface StartFigures {
  readonly name: string;
  readonly tower: HexKey;
  /** Territories nearer to this start than to any other (a territory at equal distance counts a share to each). */
  readonly land: number;
  /** Steps to the nearest other faction's start; null when none can be reached. */
  readonly rivalSteps: number | null;
  /** Steps to the nearest special territory (FS-MAP-3); null when there is none or none can be reached. */
  readonly specialSteps: number | null;
}

export interface StartFairness {
  readonly starts: readonly StartFigures[];
  /** Passable territories on the map (FS-MAP-1). */
  readonly territories: number;
  /** Every start reaches every other over territories. */
  readonly connected: boolean;
  /** Connected, and each gap within START_FAIRNESS_LIMITS. */
  readonly fair: boolean;
  /** One sentence per problem, or one saying the starts are even; in the GM's words, with the figures. */
  readonly notes: readonly string[];
}

/**
 * How even "fair" is (issue 24, after core's FAIRNESS_LIMITS): the land nearer each start may differ by
 * max(2, 20 % of the mean share); the steps to the nearest rival by 2; the steps to the nearest special by 2.
 * Decision: 20 % rather than core's 10 %: a faction's land here is a dozen territories, where one territory is
 * already 8 %; measured win rates on maps inside these limits stay within the 10 points of the fair share.
 */
/** Gaps in territories are shown to one decimal, as the land figures are rounded (StartFigures.land). */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

export const START_FAIRNESS_LIMITS = { landShare: 0.2, landMin: 2, rivalSteps: 2, specialSteps: 2 } as const;

/** Steps from `source` to every passable hex it reaches, breadth-first over territories (FS-MAP-1). */
export function stepsFrom(map: CampaignMap, source: HexKey): Map<string, number> {
  const steps = new Map<string, number>([[source, 0]]);
  const queue: HexKey[] = [source];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    const d = steps.get(at)! + 1;
    const here = map.hexes[at]!;
    for (const dir of DIRECTIONS) {
      const key = keyOf(neighbor(here, dir));
      const hex = map.hexes[key];
      if (!hex || !isPassable(hex.terrain) || steps.has(key)) continue;
      steps.set(key, d);
      queue.push(key);
    }
  }
  return steps;
}

const spread = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

/**
 * FS-SETUP-3 start territories checked the way core's fortresses are (SETUP-1 fairness): the land each start is
 * nearest to, the steps to its nearest rival and to the nearest special territory, and whether all starts connect.
 */
export function assessStartFairness(
  map: CampaignMap,
  starts: readonly { readonly name: string; readonly tower: HexKey }[],
  specials: readonly HexKey[],
): StartFairness {
  const passable = Object.keys(map.hexes).filter((k) => isPassable(map.hexes[k as HexKey]!.terrain));
  const steps = starts.map((s) => stepsFrom(map, s.tower));
  const land = starts.map(() => 0);
  for (const hex of passable) {
    let best = Infinity;
    let nearest: number[] = [];
    steps.forEach((from, i) => {
      const d = from.get(hex);
      if (d === undefined) return;
      if (d < best) [best, nearest] = [d, [i]];
      else if (d === best) nearest.push(i);
    });
    for (const i of nearest) land[i]! += 1 / nearest.length;
  }
  const figures: StartFigures[] = starts.map((s, i) => {
    const rivals = starts.flatMap((o, j) => (j === i ? [] : [steps[i]!.get(o.tower)]));
    const reached = rivals.filter((d): d is number => d !== undefined);
    const toSpecials = specials.map((h) => steps[i]!.get(h)).filter((d): d is number => d !== undefined);
    return {
      name: s.name,
      tower: s.tower,
      land: Math.round(land[i]! * 10) / 10,
      rivalSteps: reached.length > 0 ? Math.min(...reached) : null,
      specialSteps: toSpecials.length > 0 ? Math.min(...toSpecials) : null,
    };
  });
  const connected = steps.every((from) => starts.every((o) => from.has(o.tower)));
  const notes: string[] = [];
  if (!connected) notes.push(t('fsEngine:fairness.notConnected'));
  const lands = figures.map((f) => f.land);
  const mean = lands.reduce((a, b) => a + b, 0) / Math.max(1, lands.length);
  const landGap = Math.max(START_FAIRNESS_LIMITS.landMin, START_FAIRNESS_LIMITS.landShare * mean);
  if (figures.length > 1 && spread(lands) > landGap)
    notes.push(
      t('fsEngine:fairness.land', {
        spread: spread(lands),
        lands: formatList(figures.map((f) => `${f.name} ${formatNumber(f.land)}`)),
        gap: landGap,
        formatParams: { spread: ONE_DECIMAL, gap: ONE_DECIMAL },
      }),
    );
  const rivals = figures.map((f) => f.rivalSteps ?? 0);
  if (connected && figures.length > 1 && spread(rivals) > START_FAIRNESS_LIMITS.rivalSteps)
    notes.push(
      t('fsEngine:fairness.rivals', {
        min: Math.min(...rivals),
        max: Math.max(...rivals),
        limit: START_FAIRNESS_LIMITS.rivalSteps,
      }),
    );
  const toSpecial = figures.map((f) => f.specialSteps);
  if (toSpecial.some((d) => d === null) && toSpecial.some((d) => d !== null))
    notes.push(t('fsEngine:fairness.noSpecial'));
  else if (
    toSpecial.every((d) => d !== null) &&
    toSpecial.length > 1 &&
    spread(toSpecial as number[]) > START_FAIRNESS_LIMITS.specialSteps
  )
    notes.push(
      t('fsEngine:fairness.specials', {
        min: Math.min(...(toSpecial as number[])),
        max: Math.max(...(toSpecial as number[])),
        limit: START_FAIRNESS_LIMITS.specialSteps,
      }),
    );
  const fair = notes.length === 0;
  if (fair) notes.push(t('fsEngine:fairness.even'));
  return { starts: figures, territories: passable.length, connected, fair, notes };
}
