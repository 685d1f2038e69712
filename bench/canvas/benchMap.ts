import type { CampaignMap } from '@shared/map';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';

export const PLAYER_COLORS: Record<string, string> = { 'p-red': '#D55E00', 'p-blue': '#0072B2' };

/**
 * The benchmark's W×H map from the real generator (SETUP-1), with feature counts scaled from the 30×20 defaults.
 * A refusal is a failed bench, not a reason to measure some other map.
 */
export function benchMap(width: number, height: number, seed: number): { map: CampaignMap; source: string } {
  const area = (width * height) / (DEFAULT_MAP_PARAMS.width * DEFAULT_MAP_PARAMS.height);
  const scaled = (count: number) => Math.max(1, Math.round(count * area));
  const result = generateMap(
    {
      ...DEFAULT_MAP_PARAMS,
      width,
      height,
      rivers: scaled(DEFAULT_MAP_PARAMS.rivers),
      villages: scaled(DEFAULT_MAP_PARAMS.villages),
      towns: scaled(DEFAULT_MAP_PARAMS.towns),
      cities: scaled(DEFAULT_MAP_PARAMS.cities),
    },
    seed,
  );
  if (!result.ok)
    throw new Error(`generateMap refused the ${width}×${height} bench map: ${result.error.join('; ')}`);
  return { map: result.value.map, source: 'generateMap' };
}
