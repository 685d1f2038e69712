import type { HexKey } from '../hex';
import { t } from '../i18n';

/**
 * HEX-7 "a free-text label", and a longer note: the GM's own writing on a hex. Not rules state (no rule reads it,
 * no event records it), so it lives beside the map and the campaign and can be edited while a campaign runs.
 */
export interface HexNote {
  /** A short name shown on the map under the hex centre ("Ford of Aln", "Ambush here"). */
  readonly label?: string;
  /** Longer free text, marked on the map with a note icon and shown in the hex panel. */
  readonly note?: string;
}

/** Notes by hex; hexes without a label or note have no entry. Plain JSON. */
export type HexNotes = Readonly<Record<HexKey, HexNote>>;

/** Labels are one line on the map: longer ones are refused with a clear message. */
export const MAX_LABEL_CHARS = 60;
export const MAX_NOTE_CHARS = 2_000;

/** The notes with `hex`'s label or note set to `text`; empty or blank text removes it, an empty entry goes. */
export function withHexText(notes: HexNotes, hex: HexKey, field: keyof HexNote, text: string): HexNotes {
  const cleaned = field === 'label' ? text.trim() : text.trimEnd();
  const current = notes[hex] ?? {};
  if ((current[field] ?? '') === cleaned) return notes;
  const { [field]: _dropped, ...rest } = current;
  const next: HexNote = cleaned === '' ? rest : { ...rest, [field]: cleaned };
  const { [hex]: _old, ...others } = notes;
  return Object.keys(next).length === 0 ? others : { ...others, [hex]: next };
}

/** Why `text` cannot be the hex's label or note, or null when it can. */
export function hexTextProblem(field: keyof HexNote, text: string): string | null {
  if (field === 'label' && text.includes('\n')) return t('mapEdit:note.labelOneLine');
  const limit = field === 'label' ? MAX_LABEL_CHARS : MAX_NOTE_CHARS;
  return text.trim().length > limit
    ? t(`mapEdit:note.tooLong.${field}`, { count: limit, length: text.trim().length })
    : null;
}
