import {
  DEFAULT_CITY_FILE,
  DEFAULT_ENEMY_FILES,
  DEFAULT_FACTION_FILES,
  parseDeck,
  type Deck,
  type DeckFileInput,
  type DeckKind,
} from '@shared/rulesets/defense';
import { t } from '@shared/i18n';

/**
 * The decks a game can be set up with (issue 14): the ones that ship with Hexmarch, then the GM's own (edited or
 * opened this session). Keys tell them apart, so a GM's "Iron Wardens" beside the shipped one is no confusion.
 */
export interface DeckOption {
  readonly key: string;
  readonly label: string;
  readonly file: DeckFileInput;
}

const SHIPPED: Readonly<Record<DeckKind, readonly DeckFileInput[]>> = {
  faction: DEFAULT_FACTION_FILES,
  enemy: DEFAULT_ENEMY_FILES,
  city: [DEFAULT_CITY_FILE],
};

export const shippedKey = (file: DeckFileInput) => `hexmarch:${file.id}`;
export const yoursKey = (file: DeckFileInput) => `yours:${file.id}`;

export function deckOptions(kind: DeckKind, yours: readonly DeckFileInput[]): DeckOption[] {
  return [
    ...SHIPPED[kind].map((file) => ({ key: shippedKey(file), label: file.name, file })),
    ...yours
      .filter((file) => file.deck === kind)
      .map((file) => ({
        key: yoursKey(file),
        label: t('defense:setup.yourDeck', { name: file.name }),
        file,
      })),
  ];
}

/** Every deck, shipped and the GM's, for the editor's "Start from". */
export const allDeckOptions = (yours: readonly DeckFileInput[]): DeckOption[] =>
  (['faction', 'enemy', 'city'] as const).flatMap((kind) => deckOptions(kind, yours));

/** The parsed deck of a choice; a key no longer offered falls back to the first shipped deck of the kind. */
export function chosenDeck(kind: DeckKind, key: string, yours: readonly DeckFileInput[]): Deck {
  const options = deckOptions(kind, yours);
  const option = options.find((o) => o.key === key) ?? options[0]!;
  const parsed = parseDeck(option.file);
  // Every offered file was checked when it was kept, and the shipped ones are parsed at start-up.
  if (!parsed.ok) throw new Error(`deck ${option.label} no longer parses: ${parsed.errors.join('; ')}`);
  return parsed.deck;
}
