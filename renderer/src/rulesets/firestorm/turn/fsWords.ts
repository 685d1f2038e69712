import type { FsResult } from '@shared/rulesets/firestorm';

/** Battle results in the GM's words (FS-BATTLE-2). */
export const RESULT_NAMES: Readonly<Record<FsResult, string>> = {
  majorVictory: 'major victory',
  minorVictory: 'minor victory',
  draw: 'draw',
  minorDefeat: 'minor defeat',
  majorDefeat: 'major defeat',
};

/** SIEGE-8/9 options as the siege rules name them. */
export const SIEGE_OPTION_NAMES: Readonly<Record<string, string>> = {
  bombardment: 'Bombardment',
  undermine: 'Undermine',
  starveOut: 'Starve Out',
  testTheDefense: 'Test the Defense',
  infiltrate: 'Infiltrate',
  constructSiegeEquipment: 'Construct Siege Equipment',
  sendForHelp: 'Send for Help',
  counterBombardmentBowfire: 'Counter-bombardment (bowfire)',
  counterBombardmentArtillery: 'Counter-bombardment (artillery)',
  sallyOut: 'Sally Out',
  bringReinforcements: 'Bring Reinforcements',
  repairDefenses: 'Repair Defenses',
  forlornHope: 'Forlorn Hope',
};

export const SALLY_TARGET_NAMES: Readonly<Record<string, string>> = {
  warMachines: 'war machines',
  siegeEquipment: 'siege equipment',
  ammunitionAndSupplies: 'ammunition and supplies',
};

/** FS-DEFEAT-1..4 consequences. */
export const CONSEQUENCE_NAMES = { stays: 'stays', retreat: 'retreats', scatter: 'scatters' } as const;

/**
 * How a screen names the things of one Firestorm campaign: factions, banners, territories, items and orders by the
 * names the GM gave or the book uses, never by ids.
 */
export interface FsNames {
  readonly faction: (id: string) => string;
  readonly banner: (id: string) => string;
  readonly hex: (hex: string) => string;
  readonly item: (type: string) => string;
  readonly order: (type: string) => string;
}
