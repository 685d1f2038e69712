import { z } from 'zod';

/** The keys FORMAT.md gives every mode; a mode's adapter extends this shape with its own keys (strict). */
export const ruleIdSchema = z.string().regex(/^[A-Z]+(-[A-Z]+)*-\d+[a-z]?$/, 'a rule ID looks like MOVE-7');

const expectedEvent = z.looseObject({ type: z.string() });
export type ExpectedEvent = z.infer<typeof expectedEvent>;

/** FORMAT-assault-defense.md: `noEvents` entries are a type, or `{ type, field: value }` (no such event occurs). */
const noEventEntry = z.union([z.string(), expectedEvent]);

export const expectSchema = z
  .object({
    rejected: z.union([ruleIdSchema, z.array(ruleIdSchema).min(1)]).optional(),
    events: z.array(expectedEvent).optional(),
    /** FORMAT-firestorm.md: these events occur, in any order. */
    eventsUnordered: z.array(expectedEvent).optional(),
    noEvents: z.array(noEventEntry).optional(),
    state: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type ExpectSpec = z.infer<typeof expectSchema>;

const stepSchema = z
  .object({
    do: z
      .record(z.string(), z.unknown())
      .refine(
        (d) => Object.keys(d).length === 1,
        'a step does exactly one command: `do: { Command: { … } }`',
      ),
    expect: expectSchema.optional(),
  })
  .strict();

export const diceSchema = z.record(z.string(), z.array(z.union([z.number().int(), z.string()])));

export const baseScenarioShape = {
  id: z.string().min(1),
  title: z.string().optional(),
  rules: z.array(ruleIdSchema).optional(),
  ruleset: z.string(),
  seed: z.number().int().optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  dice: diceSchema.optional(),
  steps: z.array(stepSchema).default([]),
  finally: z.record(z.string(), z.unknown()).optional(),
};

export const baseScenarioSchema = z.object(baseScenarioShape).loose();
export type BaseScenario = z.infer<typeof baseScenarioSchema>;
export type StepSpec = BaseScenario['steps'][number];
