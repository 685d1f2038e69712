import { t } from '@shared/i18n';
import type { FsResult } from '@shared/rulesets/firestorm';
import { translatedRecord } from '../translatedRecord';

const RESULTS = [
  'majorVictory',
  'minorVictory',
  'draw',
  'minorDefeat',
  'majorDefeat',
] as const satisfies FsResult[];

/** Battle results in the GM's words (FS-BATTLE-2), in the current language. */
export const RESULT_NAMES: Readonly<Record<FsResult, string>> = translatedRecord(RESULTS, (r) =>
  t(`fsTurn:results.${r}`),
);

const SIEGE_OPTIONS = [
  'bombardment',
  'undermine',
  'starveOut',
  'testTheDefense',
  'infiltrate',
  'constructSiegeEquipment',
  'sendForHelp',
  'counterBombardmentBowfire',
  'counterBombardmentArtillery',
  'sallyOut',
  'bringReinforcements',
  'repairDefenses',
  'forlornHope',
] as const;

/** SIEGE-8/9 options as the siege rules name them. */
export const SIEGE_OPTION_NAMES: Readonly<Record<string, string>> = translatedRecord(SIEGE_OPTIONS, (o) =>
  t(`fsTurn:siegeOptions.${o}`),
);

const SALLY_TARGETS = ['warMachines', 'siegeEquipment', 'ammunitionAndSupplies'] as const;

export const SALLY_TARGET_NAMES: Readonly<Record<string, string>> = translatedRecord(SALLY_TARGETS, (s) =>
  t(`fsTurn:sallyTargets.${s}`),
);

/** FS-DEFEAT-1..4 consequences ("the attacker retreats"). */
export const CONSEQUENCE_NAMES: Readonly<Record<'stays' | 'retreat' | 'scatter', string>> = translatedRecord(
  ['stays', 'retreat', 'scatter'] as const,
  (c) => t(`fsTurn:consequences.${c}`),
);

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
