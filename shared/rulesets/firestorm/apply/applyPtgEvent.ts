import type { Banner, FsState, Veteran } from '../model/types';
import { ARMY_COMMANDER } from '../model/commands';
import { patchBanner, withFields } from './update';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are checked where they are emitted
type P = Record<string, any>;

/** FS-PTG-2/3: the upgrades land on the banner; the game remembers that this player has recorded. */
export function applyPathToGloryRecorded(state: FsState, p: P): FsState {
  const battles = state.battles.map((b) =>
    b.hex === p.battle && b.turn === state.turn.number
      ? {
          ...b,
          games: b.games.map((g, i) =>
            i === p.game - 1 ? { ...g, ptgPlayers: [...(g.ptgPlayers ?? []), p.player] } : g,
          ),
        }
      : b,
  );
  const upgrades = p.upgrades as Veteran[];
  const withBattles = withFields(state, { battles });
  if (upgrades.length === 0) return withBattles;
  return patchBanner(withBattles, p.banner, (b) => {
    const forCommander = upgrades.filter((u) => u.unit === ARMY_COMMANDER).map((u) => u.upgrade);
    const units = upgrades.filter((u) => u.unit !== ARMY_COMMANDER);
    // FS-PTG-3: one upgrade per unit or character; nominating it again swaps it.
    const kept = (b.veterans ?? []).filter((v) => !units.some((u) => u.unit === v.unit));
    const patch: Partial<Banner> = {};
    if (units.length > 0) Object.assign(patch, { veterans: [...kept, ...units] });
    if (forCommander.length > 0)
      Object.assign(patch, { commanderUpgrades: [...(b.commanderUpgrades ?? []), ...forCommander] });
    return patch;
  });
}

/** FS-PTG-4..6 outcomes. */
export function applyCharacterDeathRolled(state: FsState, p: P): FsState {
  switch (p.outcome) {
    case 'upgradeLost':
      return patchBanner(state, p.banner, (b) => ({
        veterans: (b.veterans ?? []).filter((v) => v.unit !== p.unit),
      }));
    case 'dead':
      // FS-PTG-5: a new commander takes the banner, with none of the fallen one's upgrades.
      return patchBanner(state, p.banner, () => ({ commanderUpgrades: [] }));
    case 'removed':
      return patchBanner(state, p.banner, (b) => ({
        characters: b.characters.filter((c) => c !== p.unit),
        veterans: (b.veterans ?? []).filter((v) => v.unit !== p.unit),
        fallen: [...(b.fallen ?? []), p.unit],
      }));
    default:
      return state;
  }
}
