import { FS_STEPS, ITEM_TYPES } from '@shared/rulesets/firestorm';
import { z } from 'zod';
import { baseScenarioShape, type BaseScenario } from '../generic/baseScenario';

/** FORMAT-firestorm.md: the keys of a `ruleset: firestorm` file. Strict: an unknown key is an error. */
const hexKey = z.string().regex(/^-?\d+,-?\d+$/, 'a hex is a "q,r" string');

const mapSpec = z
  .strictObject({
    radius: z.number().int().min(0).max(60).optional(),
    rect: z
      .strictObject({ width: z.number().int().min(1).max(200), height: z.number().int().min(1).max(200) })
      .optional(),
    remove: z.array(hexKey).optional(),
    // FORMAT-firestorm.md: map.hexes may set terrain/river/bridge/label, never a settlement (FS-MAP-2).
    hexes: z
      .record(
        hexKey,
        z.strictObject({
          terrain: z.enum(['open', 'forest', 'hills', 'marsh', 'mountain', 'water']).optional(),
          river: z.boolean().optional(),
          bridge: z.boolean().optional(),
          label: z.string().optional(),
        }),
      )
      .optional(),
  })
  .refine(
    (m) => (m.radius === undefined) !== (m.rect === undefined),
    'map needs exactly one of radius or rect',
  );

const factionSpec = z.strictObject({
  alliance: z.enum(['Order', 'Chaos', 'Death', 'Destruction']),
  players: z.array(z.string().min(1)).min(1),
  originTowerHex: hexKey,
  tags: z.array(z.enum(['duardin', 'ogor'])).optional(),
  buildPoints: z.number().int().min(0).optional(),
  gloryBanked: z.number().int().min(0).optional(),
  oneTimeGrants: z
    .strictObject({
      shrine: z.boolean().optional(),
      temple: z.boolean().optional(),
      scepter: z.boolean().optional(),
    })
    .optional(),
});

const itemSpec = z.union([
  z.enum(ITEM_TYPES),
  z.strictObject({ type: z.enum(ITEM_TYPES), builtTurn: z.number().int().min(0).optional() }),
]);

const territorySpec = z.strictObject({
  owner: z.string().optional(),
  items: z.array(itemSpec).optional(),
  special: z
    .strictObject({
      name: z.string().min(1),
      glory: z.number().int().min(0).optional(),
      relic: z.enum(['prismatikon', 'fulminax', 'infinityGears']).optional(),
      scepterIngredient: z.boolean().optional(),
    })
    .optional(),
});

const orderSpec = z.strictObject({
  type: z.enum(['move', 'forcedMarch', 'fortify', 'hold']),
  path: z.array(hexKey).optional(),
});

const bannerSpec = z.strictObject({
  faction: z.string(),
  at: hexKey,
  points: z.number().int().positive().optional(),
  players: z.array(z.string()).optional(),
  order: orderSpec.optional(),
  orderState: z.enum(['pending', 'executed', 'forcedHold']).optional(),
  fatigued: z.boolean().optional(),
  engaged: z.boolean().optional(),
});

const battleSpec = z.strictObject({
  hex: hexKey,
  attacker: z.string(),
  defender: z.string(),
  entryHex: hexKey,
  kind: z.enum(['field', 'firestormSiege']).optional(),
});

export const ledgerSpec = z.strictObject({
  optionId: z.string(),
  side: z.enum(['attacker', 'defender']),
  value: z.number().optional(),
  dice: z.string().optional(),
  effectText: z.string().optional(),
});

const flagsSpec = z.strictObject({
  sendForHelpSucceeded: z.boolean().optional(),
  reinforcementsUsed: z.boolean().optional(),
  braveryBonus: z.boolean().optional(),
  bombardmentDisabled: z.boolean().optional(),
  attackerWarMachinesDoubleCost: z.boolean().optional(),
  defenderEquipmentDoubleCost: z.boolean().optional(),
  gateDestroyed: z.boolean().optional(),
});

const siegeSpec = z.strictObject({
  battle: hexKey,
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  state: z.enum(['opening', 'siegeTurns', 'finalAssault']),
  attackerSP: z.number().int().min(0).optional(),
  defenderSP: z.number().int().min(0).optional(),
  completedSiegeTurns: z.number().int().min(0).optional(),
  timeModifier: z.union([z.literal(0), z.literal(-1)]).optional(),
  flags: flagsSpec.optional(),
  ledger: z.array(ledgerSpec).optional(),
});

const turnSpec = z.strictObject({
  number: z.number().int().min(0),
  step: z.enum(FS_STEPS),
  initiativeOrder: z.array(z.string()).optional(),
  active: z.string().optional(),
});

export const firestormScenarioSchema = z.strictObject({
  ...baseScenarioShape,
  ruleset: z.literal('firestorm'),
  map: mapSpec,
  factions: z.record(z.string(), factionSpec),
  territories: z.record(hexKey, territorySpec).optional(),
  banners: z.record(z.string(), bannerSpec).optional(),
  battles: z.array(battleSpec).optional(),
  sieges: z.array(siegeSpec).optional(),
  turn: turnSpec,
});

export type FirestormScenario = z.infer<typeof firestormScenarioSchema>;
export const asBase = (s: FirestormScenario): BaseScenario => s as unknown as BaseScenario;
