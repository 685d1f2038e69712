import { t } from '../../../i18n';
import type { Side } from './types';

/** SIEGE-7a/7b: one piece of siege equipment, its Siege Point cost and its effect as the briefing shows it. */
export interface SiegeEquipmentSpec {
  readonly side: Side;
  readonly name: string;
  readonly sp: number;
  readonly effect: string;
}

/**
 * One row: its name and effect are getters, so whoever reads `SIEGE_EQUIPMENT[x].name` gets it in the current
 * language (issue 32) while the table stays data.
 */
function row<K extends string>(id: K, side: Side, sp: number): SiegeEquipmentSpec {
  return {
    side,
    sp,
    get name() {
      return equipmentName(id as SiegeEquipmentType);
    },
    get effect() {
      return equipmentEffect(id as SiegeEquipmentType);
    },
  };
}

/** SIEGE-7a (defender) and SIEGE-7b (attacker): the equipment each side may buy before the Final Assault. */
export const SIEGE_EQUIPMENT = {
  reinforcedGate: row('reinforcedGate', 'defender', 1),
  rocks: row('rocks', 'defender', 1),
  boilingOil: row('boilingOil', 'defender', 1),
  artillery: row('artillery', 'defender', 1),
  logRam: row('logRam', 'attacker', 1),
  batteringRam: row('batteringRam', 'attacker', 1),
  mantlets: row('mantlets', 'attacker', 1),
  siegeTower: row('siegeTower', 'attacker', 1),
  reinforcedBatteringRam: row('reinforcedBatteringRam', 'attacker', 2),
  reinforcedSiegeTower: row('reinforcedSiegeTower', 'attacker', 2),
  siegeArtillery: row('siegeArtillery', 'attacker', 1),
  explosives: row('explosives', 'attacker', 1),
} as const satisfies Readonly<Record<string, SiegeEquipmentSpec>>;

/** A piece of equipment's name, in the current language. */
export function equipmentName(type: SiegeEquipmentType): string {
  return t(`fsEngine:equipment.${type}.name`);
}

/** What a piece of equipment does, as the briefing shows it (SIEGE-7a/7b), in the current language. */
export function equipmentEffect(type: SiegeEquipmentType): string {
  return t(`fsEngine:equipment.${type}.effect`);
}

export type SiegeEquipmentType = keyof typeof SIEGE_EQUIPMENT;
export const SIEGE_EQUIPMENT_TYPES = Object.keys(SIEGE_EQUIPMENT) as [
  SiegeEquipmentType,
  ...SiegeEquipmentType[],
];

/** One line of a side's purchase. */
export interface EquipmentPick {
  readonly item: SiegeEquipmentType;
  readonly count: number;
}

/** SIEGE-7: what a purchase costs a side, defender items twice over after a successful Infiltrate. */
export function equipmentCost(picks: readonly EquipmentPick[], doubleCost: boolean): number {
  const cost = picks.reduce((total, p) => total + SIEGE_EQUIPMENT[p.item].sp * p.count, 0);
  return doubleCost ? cost * 2 : cost;
}
