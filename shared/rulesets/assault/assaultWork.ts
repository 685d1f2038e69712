import { z } from 'zod';
import { assaultRecordSchema } from './record';
import { rosterEntrySchema } from './roster';

/**
 * The Assault tab's work as a part of the campaign document (issue 27 "no mode loses work"): the GM's draft (two
 * rosters, leaders, stronghold, settings) and, once started, the assault's record (input and every command, GEN-5:
 * replayed from its seed). It is saved in the campaign file, kept in the recovery copy and comes back with Restore,
 * as the settlement defense game in progress does. Optional: files without one read unchanged.
 *
 * A number field the GM has emptied is stored as null (JSON has no NaN) and comes back empty.
 */
const fieldNumber = z.number().nullable();

const sideDraftSchema = z
  .object({
    name: z.string(),
    roster: z.array(rosterEntrySchema),
    leader: z
      .object({ strategicAbility: fieldNumber, leadershipAbility: fieldNumber, moraleMod: fieldNumber })
      .strict(),
  })
  .strict();

export const assaultDraftFileSchema = z
  .object({
    title: z.string(),
    besieger: sideDraftSchema,
    defender: sideDraftSchema,
    variant: z.enum(['standard', 'dungeon']),
    unitCapacity: fieldNumber,
    breaches: fieldNumber,
    entrances: z.array(z.object({ id: z.string(), known: z.boolean(), reachable: z.boolean() }).strict()),
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
