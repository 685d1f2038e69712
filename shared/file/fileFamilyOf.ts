/**
 * Which family of file a text is (issue 26's families, issue 32's drop): told by the `format` field every file
 * Hexmarch writes has. A campaign's envelope starts with it; the others may have it anywhere, so a small file is
 * parsed whole and a big one looked at from its start. Anything else is 'unknown' and goes to Open… as a
 * campaign, whose loader refuses it in the words Open… uses.
 */
export type FileFamily = 'campaign' | 'assault' | 'defenseGame' | 'deck' | 'unknown';

const FAMILIES: Readonly<Record<string, FileFamily>> = {
  hexmarch: 'campaign',
  'hexmarch-assault': 'assault',
  'hexmarch-defense-game': 'defenseGame',
  'hexmarch-defense-deck': 'deck',
};

/** Files up to this size are parsed whole to find their `format` (a deck is at most 1 MiB, DECK_BOUNDS). */
const PARSE_WHOLE_CHARS = 1024 * 1024;

export function fileFamilyOf(text: string): FileFamily {
  let format: unknown;
  if (text.length <= PARSE_WHOLE_CHARS) {
    try {
      const parsed: unknown = JSON.parse(text);
      format =
        typeof parsed === 'object' && parsed !== null ? (parsed as { format?: unknown }).format : undefined;
    } catch {
      return 'unknown';
    }
  } else {
    format = /^\s*\{\s*"format"\s*:\s*"([a-z-]{1,40})"/.exec(text.slice(0, 200))?.[1];
  }
  return typeof format === 'string' && Object.hasOwn(FAMILIES, format) ? FAMILIES[format]! : 'unknown';
}
