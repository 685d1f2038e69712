import { rosterEntrySchema } from '../../rulesets/assault/roster';
import { z } from 'zod';
import type { Campaign, EntityTable } from '../../rulesets/core';
import { BATTLE_SIDES } from '../../rulesets/core/model/vocabulary';
import { campaignMapInFileSchema } from './packedMapSchema';
import { generatedScenarioSchema } from './scenarioSchema';
import { settingsSchema } from './settingsSchema';
import {
  armyStatusSchema,
  battleKindSchema,
  corePhaseSchema,
  destroyCauseSchema,
  engineEventSchema,
  levelSchema,
  methodSchema,
  winnerSchema,
} from './eventSchema';
import {
  colorSchema,
  countSchema,
  directionSchema,
  edgeSchema,
  hexKeySchema,
  idSchema,
  integerSchema,
  rngStateSchema,
  textSchema,
} from './primitives';
import { t } from '../../i18n';

/** An entity table whose `ids` list exactly the keys of `entities`, each entity carrying its own id. */
function entityTableSchema<T>(entity: z.ZodType<T>, idOf: (value: T) => string): z.ZodType<EntityTable<T>> {
  return z
    .object({ ids: z.array(idSchema), entities: z.record(idSchema, entity) })
    .superRefine((table, context) => {
      const keys = Object.keys(table.entities);
      if (keys.length !== table.ids.length || new Set(table.ids).size !== table.ids.length) {
        context.addIssue({ code: 'custom', path: ['ids'], message: t('files:table.idsMismatch') });
        return;
      }
      for (const id of table.ids) {
        const value = table.entities[id];
        if (value === undefined || idOf(value) !== id) {
          context.addIssue({
            code: 'custom',
            path: ['entities', id],
            message: t('files:table.misfiled', { id }),
          });
          return;
        }
      }
    });
}

const playerSchema = z.object({ id: idSchema, name: textSchema, color: colorSchema, sideId: idSchema });
const sideSchema = z.object({
  id: idSchema,
  name: textSchema,
  color: colorSchema,
  homeEdge: edgeSchema,
  playerIds: z.array(idSchema),
});

const armySchema = z.object({
  id: idSchema,
  ownerId: idSchema,
  name: textSchema,
  hex: hexKeySchema.nullable(),
  status: armyStatusSchema,
  shakenSetOnTurn: countSchema.optional(),
  points: z.number(),
  movedThisPhase: z.boolean(),
  moveAllowance: integerSchema.optional(),
  pathThisPhase: z.array(hexKeySchema).optional(),
  destroyed: z.object({ turn: countSchema, cause: destroyCauseSchema }).optional(),
  roster: z.array(rosterEntrySchema).optional(),
  strategicAbility: integerSchema.optional(),
  leadershipAbility: integerSchema.optional(),
  moraleMod: integerSchema.optional(),
});

const lordSchema = z.object({
  playerId: idSchema,
  name: textSchema,
  loadout: textSchema,
  armyId: idSchema.nullable(),
  state: z.enum(['active', 'captured', 'killed']),
  reassignedThisPhase: z.boolean(),
  /** LORD-3: absent in files written before the loadout was fixed at the first battle (they load unchanged). */
  firstBattleId: idSchema.optional(),
});

const specialObjectiveSchema = z.object({ objective: textSchema, achieved: z.boolean() });
const resultSchema = z.object({ winner: winnerSchema, level: levelSchema });
const sideRef = z.object({ sideId: idSchema, armyId: idSchema });

const battleSchema = z.object({
  id: idSchema,
  turn: countSchema,
  hex: hexKeySchema,
  createdSeq: countSchema,
  kind: battleKindSchema,
  attacker: sideRef,
  defender: sideRef,
  entryHex: hexKeySchema,
  entryDir: directionSchema,
  scenario: z
    .object({
      source: z.enum(['coreChart', 'generator']),
      roll: integerSchema,
      name: textSchema,
      generated: generatedScenarioSchema.optional(),
    })
    .optional(),
  method: methodSchema,
  rawResult: resultSchema.optional(),
  finalResult: resultSchema.extend({ adjustments: z.array(idSchema) }).optional(),
  lordUsed: z.array(idSchema).optional(),
  lordKilledInChallenge: z.array(idSchema).optional(),
  // BATTLE-5, SCEN-6, SCEN-7: the tabletop records; optional, so older files load unchanged.
  specialObjectives: z
    .object({ attacker: specialObjectiveSchema.optional(), defender: specialObjectiveSchema.optional() })
    .optional(),
  deedsCompleted: z.record(z.string(), z.enum(BATTLE_SIDES)).optional(),
  gameLength: z.object({ roll: integerSchema, lastTurn: z.union([z.literal(5), z.literal(6)]) }).optional(),
  state: z.enum(['pending', 'resolved', 'applied']),
});

const turnSchema = z.object({
  number: countSchema,
  round: countSchema,
  activeSideId: idSchema,
  firstSideId: idSchema,
  phase: corePhaseSchema,
  locationBonus: z.record(idSchema, z.number()),
  awaiting: z
    .object({
      kind: z.literal('retreat'),
      battleId: idSchema,
      armyId: idSchema,
      retreatKind: z.enum(['draw', 'defeat']),
    })
    .optional(),
});

/** DATA-1, core subset: the running campaign with its event log (EVT-1) and RNG state (GEN-5). */
export const campaignSchema: z.ZodType<Campaign> = z.object({
  id: idSchema,
  name: textSchema,
  ruleset: z.literal('core'),
  rng: rngStateSchema,
  settings: settingsSchema,
  map: campaignMapInFileSchema,
  players: z.array(playerSchema),
  sides: z.array(sideSchema),
  armies: entityTableSchema(armySchema, (army) => army.id),
  lords: entityTableSchema(lordSchema, (lord) => lord.playerId),
  battles: entityTableSchema(battleSchema, (battle) => battle.id),
  turn: turnSchema,
  status: z.enum(['setup', 'running', 'ended']),
  result: z.object({ winner: idSchema, reason: textSchema, turn: countSchema }).optional(),
  log: z.array(engineEventSchema),
});
