import { DEFAULT_MAP_PARAMS } from './defaultMapParams';
import type { MapParams } from './mapParams';
import { validateMapParams } from './validateMapParams';

/** The feature counts the "New map" dialog suggests; they follow the map's size (SETUP-1, issue 15). */
export type FeatureCounts = Pick<MapParams, 'rivers' | 'villages' | 'towns' | 'cities'>;

const COUNT_FIELDS = ['rivers', 'villages', 'towns', 'cities'] as const;
/** The defaults are set for the 30×20 default map; other sizes get as many per hex. */
const BASE_AREA = DEFAULT_MAP_PARAMS.width * DEFAULT_MAP_PARAMS.height;
/** Dropped one at a time, biggest footprint first, until the map can hold what is left. */
const SHED_ORDER = ['cities', 'towns', 'villages', 'rivers'] as const;

/**
 * Decision (issue 15): the default counts scale with the area (8 villages, 3 towns, 1 city and 3 rivers per 600
 * hexes, rounded), at least one village and one river, then trimmed until validateMapParams accepts them. A 100×100
 * map gets 133 villages, 50 towns and 17 cities instead of 12 settlements; a 12×10 map gets 2 villages.
 */
export function sizedCounts(params: MapParams): FeatureCounts {
  const scale = (params.width * params.height) / BASE_AREA;
  const counts: Record<(typeof COUNT_FIELDS)[number], number> = {
    rivers: Math.max(1, Math.round(DEFAULT_MAP_PARAMS.rivers * scale)),
    villages: Math.max(1, Math.round(DEFAULT_MAP_PARAMS.villages * scale)),
    towns: Math.round(DEFAULT_MAP_PARAMS.towns * scale),
    cities: Math.round(DEFAULT_MAP_PARAMS.cities * scale),
  };
  for (let guard = 0; guard < 10_000; guard++) {
    const problems = validateMapParams({ ...params, ...counts });
    const blocking = problems.filter((p) => /^(rivers|villages|towns|cities)\b/.test(p));
    if (blocking.length === 0) break;
    if (blocking.some((p) => p.startsWith('rivers:')) && counts.rivers > 0) counts.rivers--;
    else {
      const shed = SHED_ORDER.find((field) => field !== 'rivers' && counts[field] > 0);
      if (!shed) break;
      counts[shed]--;
    }
  }
  return counts;
}

const isSize = (n: number) => Number.isInteger(n) && n >= 8 && n <= 400;

/** True when the counts are the suggestion for the params' size: the dialog then keeps them following the size. */
export function countsFollowSize(params: MapParams): boolean {
  if (!isSize(params.width) || !isSize(params.height)) return false;
  const suggested = sizedCounts(params);
  return COUNT_FIELDS.every((field) => params[field] === suggested[field]);
}

/** The params with the counts suggested for their size; unchanged while the size itself is not valid yet. */
export function withSizedCounts(params: MapParams): MapParams {
  if (!isSize(params.width) || !isSize(params.height)) return params;
  return { ...params, ...sizedCounts(params) };
}
