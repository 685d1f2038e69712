import type { ItemType } from './items';

/** DATA-12, the `fs.*` keys. */
export interface FsSettings {
  readonly 'fs.bannerPoints': number;
  readonly 'fs.battleSource': 'generator' | 'userBattleplan';
  readonly 'fs.autoResolve': boolean;
  readonly 'fs.siegeEligibleItems': readonly ItemType[];
  readonly 'fs.siegeForcePointValue': number;
  readonly 'fs.finalAssaultQuickRoll': boolean;
  readonly 'fs.drawRetreatsDefender': boolean;
}

export const DEFAULT_FS_SETTINGS: FsSettings = {
  'fs.bannerPoints': 2000,
  'fs.battleSource': 'generator',
  'fs.autoResolve': false,
  'fs.siegeEligibleItems': ['stronghold', 'lordsTower', 'walledSettlement'],
  'fs.siegeForcePointValue': 100,
  'fs.finalAssaultQuickRoll': true,
  'fs.drawRetreatsDefender': true,
};
