import { z } from 'zod';
import { kernelStep } from '../../kernel';
import { assaultCommandSchema, type AssaultCommand } from './commands';
import { createAssault, type AssaultInput } from './create';
import type { AssaultState } from './model';
import { rosterEntrySchema } from './roster';
import { assaultRuleset } from './ruleset';

/**
 * An assault the GM resolved with Tools → Assault… (issue 13 "it can be saved, replayed and printed"): what went
 * in and every command given, in order. Decision: the record keeps the commands, not the states: replaying them
 * from the seed reproduces every roll (GEN-5), so the file stays small and cannot disagree with the rules.
 */
export const ASSAULT_RECORD_FORMAT = 'hexmarch-assault';

const leaderSchema = z
  .object({ strategicAbility: z.number(), leadershipAbility: z.number(), moraleMod: z.number() })
  .partial()
  .strict();

export const assaultInputSchema = z
  .object({
    seed: z.number().int(),
    rng: z
      .object({ seed: z.number().int(), cursor: z.number().int(), words: z.array(z.number().int()) })
      .strict()
      .optional(),
    variant: z.enum(['standard', 'dungeon']).optional(),
    besieger: z.array(rosterEntrySchema),
    defender: z.array(rosterEntrySchema),
    stronghold: z
      .object({
        unitCapacity: z.number(),
        breaches: z.number(),
        temporaryBreaches: z.number(),
        entrances: z.array(z.object({ id: z.string(), known: z.boolean(), reachable: z.boolean() }).strict()),
      })
      .partial()
      .strict()
      .optional(),
    leaders: z.object({ besieger: leaderSchema, defender: leaderSchema }).partial().strict().optional(),
    settings: z
      .object({ morale: z.enum(['simple', 'off']), maxTurns: z.number() })
      .partial()
      .strict()
      .optional(),
  })
  .strict();

export const assaultRecordSchema = z
  .object({
    format: z.literal(ASSAULT_RECORD_FORMAT),
    version: z.literal(1),
    title: z.string(),
    names: z.object({ besieger: z.string(), defender: z.string() }).strict(),
    input: assaultInputSchema,
    commands: z.array(assaultCommandSchema),
  })
  .strict();

export type AssaultRecord = z.infer<typeof assaultRecordSchema>;

/** A record's state after its first `count` commands (all by default), or why it cannot be replayed. */
export function replayAssaultRecord(
  record: Pick<AssaultRecord, 'input' | 'commands'>,
  count = record.commands.length,
): { state: AssaultState } | { errors: string[] } {
  const made = createAssault(record.input as AssaultInput);
  if ('errors' in made) return made;
  let state = made.state;
  for (const [index, command] of record.commands.slice(0, count).entries()) {
    const result = kernelStep(assaultRuleset, state, command);
    if (!result.ok)
      return {
        errors: [
          `Command ${index + 1} (${command.type}) is refused on replay: ${result.violations
            .map((v) => `${v.ruleId}: ${v.message}`)
            .join('; ')}`,
        ],
      };
    state = result.state;
  }
  return { state };
}

/** A saved record read back: the JSON checked against the format, then replayed, each problem in words. */
export function readAssaultRecord(
  text: string,
): { record: AssaultRecord; state: AssaultState } | { errors: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { errors: ['The file is not JSON: it is not an assault record saved by Hexmarch.'] };
  }
  if ((json as { format?: unknown })?.format !== ASSAULT_RECORD_FORMAT)
    return { errors: ['The file is not an assault record (its "format" is not "hexmarch-assault").'] };
  const parsed = assaultRecordSchema.safeParse(json);
  if (!parsed.success)
    return {
      errors: parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`),
    };
  const replayed = replayAssaultRecord(parsed.data);
  if ('errors' in replayed) return replayed;
  return { record: parsed.data, state: replayed.state };
}

/** The record as the JSON text a GM saves. */
export const assaultRecordText = (record: AssaultRecord): string => `${JSON.stringify(record, null, 2)}\n`;

export type { AssaultCommand };
