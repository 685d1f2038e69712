import { legalFortressHexes, type CoreSetupInput } from '@shared/rulesets/core';
import { distanceToEdge, type HexKey } from '@shared/hex';
import type { CampaignMap } from '@shared/map';
import type { MapDocument } from '@shared/document';
import { t } from '@shared/i18n';

/**
 * Okabe–Ito: eight colours told apart with the common colour-vision deficiencies (SETUP-2 player colours). `name`
 * is the colour's key in `coreScreens:setup.colour.*` (issue 32).
 */
export const SAFE_PALETTE = [
  { name: 'vermillion', color: '#D55E00' },
  { name: 'orange', color: '#E69F00' },
  { name: 'blue', color: '#0072B2' },
  { name: 'skyBlue', color: '#56B4E9' },
  { name: 'bluishGreen', color: '#009E73' },
  { name: 'yellow', color: '#F0E442' },
  { name: 'reddishPurple', color: '#CC79A7' },
  { name: 'black', color: '#000000' },
] as const;

export interface PlayerDraft {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly lordName: string;
  /** SETUP-5, LORD-3: the Lord's fixed mount, wargear and magic items (free text, may stay empty). */
  readonly lordLoadout: string;
  /** SETUP-3: '' means "let the app place it". */
  readonly fortress: HexKey | '';
  /** SETUP-4: the GM's army hexes in order; empty means "placed by the engine" (BOT-1). */
  readonly armies: readonly HexKey[];
}

export interface SideDraft {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly homeEdge: MapDocument['sides'][number]['homeEdge'];
  readonly players: readonly PlayerDraft[];
}

export interface SetupDraft {
  readonly name: string;
  readonly sides: readonly SideDraft[];
  readonly armiesPerPlayer: number;
  readonly armyPoints: number;
  /** SETUP-8: 'rolloff' or a side id. */
  readonly firstSide: string;
  readonly defaultResolution: 'tabletop' | 'dice';
  /** LOC-7, BATTLE-3: how fortress battles are resolved (`assault`: the two armies' rosters, RULES.md §8). */
  readonly fortressResolution: 'tabletop' | 'dice' | 'assault';
}

/** The setup form's starting point: the map's sides and players, each fortress where the map has it. */
export function draftFromMap(document: MapDocument): SetupDraft {
  const fortressOf = (playerId: string): HexKey | '' => {
    for (const key in document.map.hexes) {
      const s = document.map.hexes[key as HexKey]!.settlement;
      if (s?.type === 'fortress' && s.controller === playerId) return key as HexKey;
    }
    return '';
  };
  return {
    name: t('coreScreens:setup.defaultName'),
    sides: document.sides.map((side) => ({
      id: side.id,
      name: side.name,
      color: side.color,
      homeEdge: side.homeEdge,
      players: side.players.map((p) => ({
        id: p.id,
        name: p.name,
        color: p.color,
        lordName: t('coreScreens:setup.lordOf', { name: p.name }),
        lordLoadout: '',
        fortress: fortressOf(p.id),
        armies: [],
      })),
    })),
    armiesPerPlayer: 3,
    armyPoints: 2000,
    firstSide: 'rolloff',
    defaultResolution: 'tabletop',
    fortressResolution: 'tabletop',
  };
}

/**
 * The engine's input (SETUP-1..8). Fortresses left to the app go on legal hexes nobody has taken, spread along the
 * edge in player order (each the legal hex farthest from the fortresses already placed).
 */
export function setupInput(draft: SetupDraft, map: CampaignMap): Omit<CoreSetupInput, 'seed'> {
  const fortresses: Record<string, HexKey> = {};
  for (const side of draft.sides) for (const p of side.players) if (p.fortress) fortresses[p.id] = p.fortress;
  for (const side of draft.sides) {
    const legal = legalFortressHexes(map, side.homeEdge);
    for (const p of side.players) {
      if (p.fortress) continue;
      const taken = Object.values(fortresses);
      const free = legal.filter((h) => !taken.includes(h));
      const spread = (h: HexKey) => Math.min(Infinity, ...taken.map((t) => distanceToEdge(h, [t])));
      const best = [...free].sort((a, b) => spread(b) - spread(a) || (a < b ? -1 : 1))[0];
      if (best) fortresses[p.id] = best;
    }
  }
  return {
    id: `campaign-${draft.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name: draft.name,
    map,
    sides: draft.sides.map((side) => ({
      id: side.id,
      name: side.name,
      color: side.color,
      homeEdge: side.homeEdge,
      players: side.players.map((p) => ({ id: p.id, name: p.name, color: p.color })),
    })),
    fortresses,
    armies: Object.fromEntries(
      draft.sides.flatMap((s) => s.players.filter((p) => p.armies.length > 0).map((p) => [p.id, p.armies])),
    ),
    lords: Object.fromEntries(
      draft.sides.flatMap((s) =>
        s.players.map((p) => [p.id, { name: p.lordName, loadout: p.lordLoadout.trim() }]),
      ),
    ),
    settings: {
      core: {
        armiesPerPlayer: draft.armiesPerPlayer,
        armyPoints: draft.armyPoints,
        firstSide: draft.firstSide,
        defaultResolution: draft.defaultResolution,
        fortressResolution: draft.fortressResolution,
      },
    },
  };
}
