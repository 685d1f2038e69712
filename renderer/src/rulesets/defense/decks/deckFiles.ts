import { t } from '@shared/i18n';
import { checkDeck, DECK_BOUNDS, type DeckFileInput, type DeckIssue } from '@shared/rulesets/defense';
import { deliverText } from '../../../kit/deliverText';

/**
 * Deck files (issue 14): saved as the desktop's Save dialog or a browser download, opened from a file input. Only a
 * deck the schema accepts is saved, so every deck file Hexmarch writes opens again.
 */
export const deckFileName = (draft: DeckFileInput): string => `${draft.id}.deck.json`;

export function saveDeckFile(draft: DeckFileInput): Promise<string> {
  return deliverText(deckFileName(draft), `${JSON.stringify(draft, null, 2)}\n`);
}

/** Reads a deck file; a malformed one is refused with sentences naming the file, the tile and the field. */
export async function readDeckFile(
  file: File,
): Promise<{ ok: true; draft: DeckFileInput } | { ok: false; errors: string[] }> {
  // Issue 26: the size is checked before a byte is read.
  if (file.size > DECK_BOUNDS.chars)
    return { ok: false, errors: [t('decks:file.tooLarge', { file: file.name })] };
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    return { ok: false, errors: [t('decks:file.notJson', { file: file.name })] };
  }
  const checked = checkDeck(data);
  if (!checked.ok)
    return {
      ok: false,
      errors: checked.issues.map((issue: DeckIssue) =>
        t('decks:file.issue', { file: file.name, issue: issue.text }),
      ),
    };
  return { ok: true, draft: data as DeckFileInput };
}
