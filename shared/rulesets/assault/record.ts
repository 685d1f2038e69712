import { t } from '../../i18n';
import { z } from 'zod';
import { kernelStep } from '../../kernel';
import { assaultCommandSchema, type AssaultCommand } from './commands';
import { createAssault, type AssaultInput } from './create';
import type { AssaultState } from './model';
import { ROSTER_BOUNDS, rosterEntrySchema } from './roster';
import { rosterSizeProblem } from './rosterBounds';
import { jsonBoundsProblem } from '../../file/jsonBounds';
import { issueSentences } from '../../kernel/issueSentence';
import { brokenRngState } from '../core/state/logInvariants';
import { assaultRuleset } from './ruleset';

/**
 * An assault the GM resolved with Tools → Assault… (issue 13 "it can be saved, replayed and printed"): what went
 * in and every command given, in order. Decision: the record keeps the commands, not the states: replaying them
 * from the seed reproduces every roll (GEN-5), so the file stays small and cannot disagree with the rules.
 */
export const ASSAULT_RECORD_FORMAT = 'hexmarch-assault';

/**
 * Upper bounds of a saved assault (issue 26), from the rules: ASLT-21 ends an assault after `aslt.maxTurns` turns
 * (default 12; 100 is far beyond any table), a stronghold's capacity and breaches are single figures (ASLT-3,
 * SIEGE-17: 4 / 6 / 8), a leader's abilities are small modifiers (ASLT-1, ASLT-20), and a record holds one command
 * per button press: deployment, a few redeployments per unit and turn, one turn run. 20,000 commands is far more
 * than 100 turns of the largest side (SIDE_BOUNDS) can use.
 */
export const RECORD_BOUNDS = {
  chars: 4 * 1024 * 1024,
  textChars: 200,
  maxTurns: 100,
  stronghold: 100,
  entrances: 50,
  leader: 100,
  commands: 20_000,
} as const;

const text = z.string().max(RECORD_BOUNDS.textChars);
const small = (min: number, max: number) => z.number().int().min(min).max(max);
const leaderSchema = z
  .object({
    strategicAbility: small(-RECORD_BOUNDS.leader, RECORD_BOUNDS.leader),
    leadershipAbility: small(0, RECORD_BOUNDS.leader),
    moraleMod: small(-RECORD_BOUNDS.leader, RECORD_BOUNDS.leader),
  })
  .partial()
  .strict();

export const assaultInputSchema = z
  .object({
    seed: z
      .number()
      .int()
      .min(-(2 ** 31))
      .max(2 ** 31 - 1),
    rng: z
      .object({
        seed: z.number().int(),
        cursor: z.number().int().min(0),
        words: z.array(z.number().int()).length(4),
      })
      .strict()
      .optional(),
    variant: z.enum(['standard', 'dungeon']).optional(),
    besieger: z.array(rosterEntrySchema).max(ROSTER_BOUNDS.entries),
    defender: z.array(rosterEntrySchema).max(ROSTER_BOUNDS.entries),
    stronghold: z
      .object({
        unitCapacity: small(0, RECORD_BOUNDS.stronghold),
        breaches: small(0, RECORD_BOUNDS.stronghold),
        temporaryBreaches: small(0, RECORD_BOUNDS.stronghold),
        entrances: z
          .array(z.object({ id: text, known: z.boolean(), reachable: z.boolean() }).strict())
          .max(RECORD_BOUNDS.entrances),
      })
      .partial()
      .strict()
      .optional(),
    leaders: z.object({ besieger: leaderSchema, defender: leaderSchema }).partial().strict().optional(),
    settings: z
      .object({ morale: z.enum(['simple', 'off']), maxTurns: small(1, RECORD_BOUNDS.maxTurns) })
      .partial()
      .strict()
      .optional(),
  })
  .strict();

export const assaultRecordSchema = z
  .object({
    format: z.literal(ASSAULT_RECORD_FORMAT),
    version: z.literal(1),
    title: text,
    names: z.object({ besieger: text, defender: text }).strict(),
    input: assaultInputSchema,
    commands: z.array(assaultCommandSchema).max(RECORD_BOUNDS.commands),
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
          t('assaultRules:record.refused', {
            n: index + 1,
            command: command.type,
            problems: result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; '),
          }),
        ],
      };
    state = result.state;
  }
  return { state };
}

/**
 * What a saved assault must hold besides its shape (issue 26), as sentences naming the side: rosters no real army
 * exceeds (rosterSizeProblem) and a random state that can roll (an all-zero xoroshiro state rolls one face for
 * ever). Replaying the commands then checks every one against the rules.
 */
export function assaultRecordProblems(record: AssaultRecord): string[] {
  const names = {
    besieger: record.names.besieger || t('assaultRules:record.theBesieger'),
    defender: record.names.defender || t('assaultRules:record.theDefender'),
  };
  const problems = (['besieger', 'defender'] as const).flatMap((side) => {
    const problem = rosterSizeProblem(record.input[side], names[side]);
    return problem ? [problem] : [];
  });
  const rng = record.input.rng && brokenRngState(record.input.rng, t('assaultRules:record.theAssault'));
  if (rng) problems.push(rng);
  return problems;
}

/** Nesting, size and text bounds of a record's JSON before its schema (jsonBounds.ts). */
const RECORD_JSON_BOUNDS = {
  maxDepth: 8,
  maxNodes: 400_000,
  maxStringChars: 1000,
  maxListItems: RECORD_BOUNDS.commands,
} as const;

/**
 * A saved record read back: its size, its JSON's structure, the format, the bounded schema, the record's own
 * problems, then the replay; every problem in words, in bounded time, never a throw.
 */
export function readAssaultRecord(
  text: string,
): { record: AssaultRecord; state: AssaultState } | { errors: string[] } {
  if (text.length > RECORD_BOUNDS.chars) return { errors: [t('assaultRules:record.tooLarge')] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { errors: [t('assaultRules:record.notJson')] };
  }
  if (
    typeof json !== 'object' ||
    json === null ||
    (json as { format?: unknown }).format !== ASSAULT_RECORD_FORMAT
  )
    return { errors: [t('assaultRules:record.notRecord')] };
  const bounds = jsonBoundsProblem(json, RECORD_JSON_BOUNDS);
  if (bounds)
    return { errors: [t('assaultRules:record.damagedAt', { where: bounds.where, problem: bounds.problem })] };
  const parsed = assaultRecordSchema.safeParse(json);
  if (!parsed.success)
    return {
      errors: [
        t('assaultRules:record.damaged', {
          problems: issueSentences(parsed.error, t('assaultRules:record.theRecord'), json),
        }),
      ],
    };
  const problems = assaultRecordProblems(parsed.data);
  if (problems.length > 0)
    return { errors: problems.map((problem) => t('assaultRules:record.impossible', { problem })) };
  const replayed = replayAssaultRecord(parsed.data);
  if ('errors' in replayed) return replayed;
  return { record: parsed.data, state: replayed.state };
}

/** The record as the JSON text a GM saves. */
export const assaultRecordText = (record: AssaultRecord): string => `${JSON.stringify(record, null, 2)}\n`;

export type { AssaultCommand };
