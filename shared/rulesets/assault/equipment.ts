/**
 * ASLT-22: the artillery and siege-equipment table of seed 004. `unitSize` pieces form one unit (ASLT-6); `br` is
 * null for equipment without a battle rating. `only` carries notes 2 (besieger only) and 4 (defender only);
 * `dungeon: false` marks the types ASLT-32 forbids underground (catapults, trebuchets, siege towers).
 */
export interface EquipmentRow {
  readonly category: 'artillery' | 'siegeEquipment';
  readonly name: string;
  readonly unitSize: number;
  readonly br: number | null;
  readonly notes: readonly number[];
  readonly only?: 'besieger' | 'defender';
  readonly dungeon: boolean;
}

export const EQUIPMENT = {
  lightBallista: {
    category: 'artillery',
    name: 'Light Ballista',
    unitSize: 10,
    br: 3,
    notes: [],
    dungeon: true,
  },
  lightRepeatingBallista: {
    category: 'artillery',
    name: 'Light Repeating Ballista',
    unitSize: 10,
    br: 3,
    notes: [1],
    dungeon: true,
  },
  mediumBallista: {
    category: 'artillery',
    name: 'Medium Ballista',
    unitSize: 5,
    br: 3,
    notes: [],
    dungeon: true,
  },
  heavyBallista: {
    category: 'artillery',
    name: 'Heavy Ballista',
    unitSize: 5,
    br: 6,
    notes: [],
    dungeon: true,
  },
  lightCatapult: {
    category: 'artillery',
    name: 'Light Catapult',
    unitSize: 5,
    br: 2,
    notes: [],
    dungeon: false,
  },
  mediumCatapult: {
    category: 'artillery',
    name: 'Medium Catapult',
    unitSize: 2,
    br: 3,
    notes: [],
    dungeon: false,
  },
  heavyCatapult: {
    category: 'artillery',
    name: 'Heavy Catapult',
    unitSize: 2,
    br: 3,
    notes: [],
    dungeon: false,
  },
  lightTrebuchet: {
    category: 'artillery',
    name: 'Light Trebuchet',
    unitSize: 2,
    br: 3,
    notes: [],
    dungeon: false,
  },
  mediumTrebuchet: {
    category: 'artillery',
    name: 'Medium Trebuchet',
    unitSize: 1,
    br: 2,
    notes: [],
    dungeon: false,
  },
  heavyTrebuchet: {
    category: 'artillery',
    name: 'Heavy Trebuchet',
    unitSize: 1,
    br: 2,
    notes: [],
    dungeon: false,
  },
  batteringRam: {
    category: 'siegeEquipment',
    name: "Battering Ram (20')",
    unitSize: 6,
    br: null,
    notes: [2, 3],
    only: 'besieger',
    dungeon: true,
  },
  cauldron: {
    category: 'siegeEquipment',
    name: 'Cauldron',
    unitSize: 4,
    br: null,
    notes: [4, 5],
    only: 'defender',
    dungeon: true,
  },
  hoist: {
    category: 'siegeEquipment',
    name: 'Hoist',
    unitSize: 6,
    br: 1,
    notes: [2],
    only: 'besieger',
    dungeon: true,
  },
  movableGallery: {
    category: 'siegeEquipment',
    name: 'Movable Gallery',
    unitSize: 6,
    br: null,
    notes: [2, 6],
    only: 'besieger',
    dungeon: true,
  },
  movableMantlet: {
    category: 'siegeEquipment',
    name: 'Movable Mantlet',
    unitSize: 60,
    br: null,
    notes: [2, 6],
    only: 'besieger',
    dungeon: true,
  },
  ramCatcher: {
    category: 'siegeEquipment',
    name: 'Ram Catcher',
    unitSize: 10,
    br: null,
    notes: [4, 7],
    only: 'defender',
    dungeon: true,
  },
  screw: {
    category: 'siegeEquipment',
    name: "Screw (20')",
    unitSize: 6,
    br: 1,
    notes: [2, 3],
    only: 'besieger',
    dungeon: true,
  },
  siegeHook: {
    category: 'siegeEquipment',
    name: 'Siege Hook',
    unitSize: 10,
    br: null,
    notes: [2, 8],
    only: 'besieger',
    dungeon: true,
  },
  siegeTowerStandard: {
    category: 'siegeEquipment',
    name: 'Siege Tower, Standard',
    unitSize: 2,
    br: 1,
    notes: [2],
    only: 'besieger',
    dungeon: false,
  },
  siegeTowerLarge: {
    category: 'siegeEquipment',
    name: 'Siege Tower, Large',
    unitSize: 1,
    br: 2,
    notes: [2],
    only: 'besieger',
    dungeon: false,
  },
  siegeTowerHuge: {
    category: 'siegeEquipment',
    name: 'Siege Tower, Huge',
    unitSize: 1,
    br: 8,
    notes: [2],
    only: 'besieger',
    dungeon: false,
  },
} as const satisfies Record<string, EquipmentRow>;

export type EquipmentType = keyof typeof EQUIPMENT;
export const EQUIPMENT_TYPES = Object.keys(EQUIPMENT) as EquipmentType[];
export const ARTILLERY_TYPES = EQUIPMENT_TYPES.filter((t) => EQUIPMENT[t].category === 'artillery');
export const SIEGE_EQUIPMENT_TYPES = EQUIPMENT_TYPES.filter(
  (t) => EQUIPMENT[t].category === 'siegeEquipment',
);

export const equipmentRow = (type: EquipmentType): EquipmentRow => EQUIPMENT[type];

/** ASLT-22 notes 2 and 4 (and ASLT-32 underground): may this side use this type? */
export function sideMayDeploy(type: EquipmentType, side: 'besieger' | 'defender', dungeon: boolean): boolean {
  const row: EquipmentRow = EQUIPMENT[type];
  if (dungeon && !row.dungeon) return false;
  return row.only === undefined || row.only === side;
}
