import { DEMO_MAP_PARAMS } from './defaultMapParams';
import { withSizedCounts } from './sizedCounts';

/**
 * The demo's sides and terrain mix at the given size, with the feature counts the "New map" dialog suggests for that
 * size (withSizedCounts, issue 15): one default for `hexmarch new` and a new core campaign's map, so a 400×400 map
 * gets its hundreds of settlements and rivers, not the 30×20 demo's twelve settlements (issue 27).
 */
export const newMapParams = (width: number, height: number) =>
  withSizedCounts({ ...DEMO_MAP_PARAMS, width, height });
