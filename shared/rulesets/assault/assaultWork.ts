import { z } from 'zod';
import { assaultRecordSchema, RECORD_BOUNDS } from './record';
import { ROSTER_BOUNDS, rosterEntrySchema } from './roster';

/** Issue 26: far above any figure a stronghold, leader or turn count can take (ASLT-3, ASLT-21), still a plain number. */
const DRAFT_NUMBER_LIMIT = 1_000_000;

/**
 * The Assault tab's work as a part of the campaign document (issue 27 "no mode loses work"): the GM's draft (two
 * rosters, leaders, stronghold, settings) and, once started, the assault's record (input and every command, GEN-5:
 * replayed from its seed). It is saved in the campaign file, kept in the recovery copy and comes back with Restore,
 * as the settlement defense game in progress does. Optional: files without one read unchanged.
 *
 * A number field the GM has emptied is stored as null (JSON has no NaN) and comes back empty.
 */
const fieldNumber = z.number().min(-DRAFT_NUMBER_LIMIT).max(DRAFT_NUMBER_LIMIT).nullable();
/** Issue 26: a draft is half-typed work, so its bounds only keep a damaged file from carrying absurd sizes. */
const draftText = z.string().max(1000);

const sideDraftSchema = z
  .object({
    name: draftText,
    roster: z.array(rosterEntrySchema).max(ROSTER_BOUNDS.entries),
    leader: z
      .object({ strategicAbility: fieldNumber, leadershipAbility: fieldNumber, moraleMod: fieldNumber })
      .strict(),
  })
  .strict();

export const assaultDraftFileSchema = z
  .object({
    title: draftText,
    besieger: sideDraftSchema,
    defender: sideDraftSchema,
    variant: z.enum(['standard', 'dungeon']),
    unitCapacity: fieldNumber,
    breaches: fieldNumber,
    entrances: z
      .array(z.object({ id: draftText, known: z.boolean(), reachable: z.boolean() }).strict())
      .max(RECORD_BOUNDS.entrances),
    settings: z.object({ morale: z.enum(['simple', 'off']), maxTurns: fieldNumber }).strict(),
  })
  .strict();

export const assaultWorkSchema = z
  .object({
    draft: assaultDraftFileSchema,
    record: assaultRecordSchema.nullable(),
    /** LOC-7: the campaign battle this assault resolves (its id, place and the campaign's dice from then on). */
    binding: z
      .object({
        battleId: z.string(),
        place: z.string(),
        rng: z
          .object({ seed: z.number().int(), cursor: z.number().int(), words: z.array(z.number().int()) })
          .strict(),
      })
      .strict()
      .nullable(),
  })
  .strict();

export type AssaultWork = z.infer<typeof assaultWorkSchema>;
