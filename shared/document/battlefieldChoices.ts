/**
 * Issue 29: what the GM chose for a battle's table plan, kept in the document so a re-roll or a piece moved by hand
 * is saved with the campaign and printed in its pack: the seed (Re-roll picks another), the table size and the
 * nudges (inches by piece id). Keyed by battle id; a battle without an entry gets seed 1 on a 72″×48″ table.
 */
export interface BattlefieldChoice {
  readonly seed: number;
  readonly table: { readonly width: number; readonly height: number };
  readonly nudges: Readonly<Record<string, { readonly x: number; readonly y: number }>>;
}

export type BattlefieldChoices = Readonly<Record<string, BattlefieldChoice>>;

export const DEFAULT_BATTLEFIELD_CHOICE: BattlefieldChoice = {
  seed: 1,
  table: { width: 72, height: 48 },
  nudges: {},
};
