import { z } from 'zod';
import type { HexNotes } from '../../document';
import { MAX_LABEL_CHARS, MAX_NOTE_CHARS } from '../../document/hexNotes';
import { hexKeySchema } from './primitives';

/** HEX-7 labels and notes as a file stores them (shared/document/hexNotes.ts). */
export const hexNotesSchema: z.ZodType<HexNotes> = z.record(
  hexKeySchema,
  z
    .object({
      label: z.string().max(MAX_LABEL_CHARS).optional(),
      note: z.string().max(MAX_NOTE_CHARS).optional(),
    })
    .strict(),
);
