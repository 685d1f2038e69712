import type { Side } from './types';

/** SIEGE-7a/7b: one piece of siege equipment, its Siege Point cost and its effect as the briefing shows it. */
export interface SiegeEquipmentSpec {
  readonly side: Side;
  readonly name: string;
  readonly sp: number;
  readonly effect: string;
}

/** SIEGE-7a (defender) and SIEGE-7b (attacker): the equipment each side may buy before the Final Assault. */
export const SIEGE_EQUIPMENT = {
  reinforcedGate: {
    side: 'defender',
    name: 'Reinforced Gate',
    sp: 1,
    effect: '+D3 wounds to one gate section for each SP spent on it (may be bought several times)',
  },
  rocks: {
    side: 'defender',
    name: 'Rocks',
    sp: 1,
    effect: 'for a whole wall: the "Wall of Death" roll succeeds on 1–2 instead of 1',
  },
  boilingOil: {
    side: 'defender',
    name: 'Boiling Oil',
    sp: 1,
    effect:
      'for a gate section: poured in every hero phase, each unit within 3″ of the gate suffers D6 mortal wounds',
  },
  artillery: {
    side: 'defender',
    name: 'Artillery',
    sp: 1,
    effect: 'one faction artillery piece placed on top of a tower',
  },
  logRam: {
    side: 'attacker',
    name: 'Log Ram',
    sp: 1,
    effect:
      'given to a unit; in the combat phase D6 mortal wounds to a gate section, rolling 2D6 and keeping the higher',
  },
  batteringRam: {
    side: 'attacker',
    name: 'Battering Ram',
    sp: 1,
    effect:
      'unit of ≥ 5 models, cannot run; D6 mortal wounds to a gate section in the combat phase; its roof gives cover and a 4+ save against mortal wounds',
  },
  mantlets: {
    side: 'attacker',
    name: 'Mantlets',
    sp: 1,
    effect: 'the unit deploys 2D6″ closer with cover behind them, wheeled forward; the unit cannot run',
  },
  siegeTower: {
    side: 'attacker',
    name: 'Siege Tower',
    sp: 1,
    effect:
      'unit of ≥ 10 models, deploys 2D6″ closer, cannot run; 8 wounds, 4+ save, cover; touching a wall, the unit ignores the wall-assault penalties',
  },
  reinforcedBatteringRam: {
    side: 'attacker',
    name: 'Reinforced Battering Ram',
    sp: 2,
    effect: 'as Battering Ram, save 3+',
  },
  reinforcedSiegeTower: {
    side: 'attacker',
    name: 'Reinforced Siege Tower',
    sp: 2,
    effect: 'as Siege Tower, save 3+',
  },
  siegeArtillery: { side: 'attacker', name: 'Siege Artillery', sp: 1, effect: 'one faction artillery piece' },
  explosives: {
    side: 'attacker',
    name: 'Explosives',
    sp: 1,
    effect:
      'one unit; charging a fortress section it may detonate them for D6 mortal wounds to it (once); each of its models slain by a ranged attack costs it 1 extra mortal wound',
  },
} as const satisfies Readonly<Record<string, SiegeEquipmentSpec>>;

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
