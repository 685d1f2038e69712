import { t } from '@shared/i18n';
import type { HexKey } from '@shared/hex';
import type { Alliance, FactionTag, FirestormSetup, Relic, Territory } from '@shared/rulesets/firestorm';
import type { MapDocument } from '@shared/document';
import { setupFormProblems } from '@shared/rulesets/firestorm/queries/setupProblems';
import { FACTION_COLORS } from '../fsNames';

/** One faction as the setup form edits it (FS-SETUP-1, FS-SETUP-2). */
export interface FactionDraft {
  readonly name: string;
  readonly color: string;
  readonly alliance: Alliance;
  readonly tags: readonly FactionTag[];
  /** Player names, in player order (FS-BP-1). */
  readonly players: readonly string[];
  /** Where the GM moved its start territory (FS-SETUP-3 Decision); undefined keeps the corner. */
  readonly tower?: HexKey;
}

export type SpecialDraft = NonNullable<Territory['special']>;

/** The Firestorm setup form: kept in the view state so the board can show every placement as it is edited. */
export interface FsSetupDraft {
  readonly name: string;
  readonly factions: readonly FactionDraft[];
  /** FS-MAP-3: special territories by hex. */
  readonly specials: Readonly<Record<string, SpecialDraft>>;
  /** FS-SETUP-4 `fs.bannerPoints`. */
  readonly bannerPoints: number;
  /** FS-BATTLE-8 (Extension) `fs.autoResolve`: battles nobody plays at the table may be rolled (auto-play needs it). */
  readonly rollBattles: boolean;
  /** GEN-5: the dice seed as typed ("" = a fresh one), so a club can replay a campaign from its first roll. */
  readonly seed: string;
}

const FACTION_SEEDS: readonly Pick<FactionDraft, 'name' | 'alliance'>[] = [
  { name: 'Iron Host', alliance: 'Order' },
  { name: 'Ashen Court', alliance: 'Chaos' },
  { name: 'Bone Legion', alliance: 'Death' },
  { name: 'Gutbusters', alliance: 'Destruction' },
];

export function newFaction(index: number): FactionDraft {
  const seed = FACTION_SEEDS[index % FACTION_SEEDS.length]!;
  // The faction names are the book's flavour, kept in every language; the player is named in the GM's language.
  const players = [t('firestorm:setup.defaultPlayer', { number: (index % FACTION_SEEDS.length) + 1 })];
  return { ...seed, players, color: FACTION_COLORS[index % FACTION_COLORS.length]!.color, tags: [] };
}

/** A fresh setup on the prepared map: two factions (FS-SETUP-1 allows 2–4), no specials yet. */
export function initialFsDraft(): FsSetupDraft {
  return {
    name: t('firestorm:setup.defaultName'),
    factions: [newFaction(0), newFaction(1)],
    specials: {},
    bannerPoints: 2000,
    rollBattles: false,
    seed: '',
  };
}

/** The relics a special territory may hold (FS-MAP-3). */
export const RELICS: readonly Relic[] = ['prismatikon', 'fulminax', 'infinityGears'];

/** What the form asks the engine for (the seed comes with the action, GEN-5). */
export function fsSetupInput(draft: FsSetupDraft, mapDocument: MapDocument): Omit<FirestormSetup, 'seed'> {
  return {
    name: draft.name.trim() || t('firestorm:setup.defaultName'),
    map: mapDocument.map,
    factions: draft.factions.map((f) => ({
      name: f.name.trim(),
      color: f.color,
      alliance: f.alliance,
      players: f.players.map((p) => p.trim()).filter((p) => p.length > 0),
      tags: f.tags,
    })),
    specials: draft.specials,
    towers: draft.factions.map((f) => f.tower),
    settings: { 'fs.bannerPoints': draft.bannerPoints, 'fs.autoResolve': draft.rollBattles },
  };
}

/** GEN-5: the typed seed, or undefined for a fresh one (a whole number 0 to 2^31 − 1; anything else is a problem). */
export function draftSeed(draft: FsSetupDraft): number | undefined {
  const text = draft.seed.trim();
  return text === '' ? undefined : Number(text);
}

/**
 * Problems the form itself finds before asking the engine (names and players): each names the faction and the
 * rule, written by the engine's set-up query (setupFormProblems). The engine's own refusals are added when Start
 * is pressed.
 */
export const draftProblems = (draft: FsSetupDraft): string[] =>
  setupFormProblems({ factions: draft.factions, bannerPoints: draft.bannerPoints, seed: draftSeed(draft) });
