import { z } from 'zod';
import type { GeneratedScenario } from './generatedScenario';
import { DEPLOYMENT_TYPES, SCENARIO_TYPES } from './scenarioTables';
import { countSchema, idSchema, textSchema } from '../../../kernel/schemas';

const names = <N extends string>(table: Readonly<Record<number, { readonly name: N }>>) =>
  Object.values(table).map((entry) => entry.name) as [N, ...N[]];

const scenarioPlayerSchema = z.enum(['A', 'B']);
const rollOffSchema = z.object({
  rolls: z.array(z.tuple([countSchema, countSchema])),
  winner: scenarioPlayerSchema,
});

/** DATA-6 `scenario.generated` (SCEN-1): the generator's full record. */
export const generatedScenarioSchema: z.ZodType<GeneratedScenario> = z.object({
  players: z.object({ A: idSchema, B: idSchema }),
  scenario: z.object({ roll: countSchema, name: z.enum(names(SCENARIO_TYPES)), ruleId: idSchema }),
  deployment: z.object({
    roll: countSchema,
    rerolls: z.array(countSchema),
    name: z.enum(names(DEPLOYMENT_TYPES)),
    ruleId: idSchema,
    rollOff: rollOffSchema,
    modelSplit: z.enum(['none', 'halfEntersTurnOne', 'halfInReserve']),
    setUp: z.enum(['moreModelsFirst', 'winnerFirst', 'none']),
  }),
  deeds: z.array(
    z.object({
      name: textSchema,
      text: textSchema,
      table: z.enum(['player1', 'player2', 'always']),
      roll: countSchema.optional(),
      rolledBy: scenarioPlayerSchema.optional(),
    }),
  ),
  gameLength: z.enum(['roll5', 'fixed6']),
  objectives: z
    .object({
      markers: z.object({ A: countSchema, B: countSchema }),
      placesFirst: scenarioPlayerSchema,
      rollOff: rollOffSchema.optional(),
    })
    .optional(),
  sabotageRoles: rollOffSchema.optional(),
  escapeEdges: rollOffSchema.optional(),
  relic: z.literal('centre').optional(),
  fogOfWarChart: z.array(z.object({ roll: countSchema, text: textSchema })).optional(),
  briefing: z.array(textSchema),
});
