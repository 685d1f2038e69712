import type { CampaignMap } from '../map';
import type { FairnessReport } from './fairnessTypes';
import type { MapParams, SideSetup } from './mapParams';

/** What generateMap returns: the map plus what made it, so "regenerate" and the fairness panel need nothing else. */
export interface GeneratedMap {
  readonly map: CampaignMap;
  /** params.sides, for the campaign's side and player tables (SETUP-2). */
  readonly sides: readonly [SideSetup, SideSetup];
  readonly fairness: FairnessReport;
  readonly seed: number;
  readonly params: MapParams;
}
