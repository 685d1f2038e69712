import type { Banner, FsEvent, FsState } from '../model/types';

/**
 * FS-MULTI-5, FS-ORDER-2: a banner's named characters with the swaps declared this turn left out: what another
 * faction saw before the banner's faction declared them. A swap moves a character only between banners of one
 * faction, so this turn's swaps touching the banner are all its own faction's.
 *
 * Banners start with no characters (createFirestormCampaign, BannerRaised), so folding the log's character events
 * rebuilds the list in its exact order, and a character swapped away and back returns to its old place. Rejected:
 * undoing the swaps on the current list alone, which must put a character swapped away at the end and so shows
 * another faction that something moved. A state whose characters did not all come through the log (a hand-built
 * fixture) falls back to that undo.
 */
export function charactersBeforeSwaps(state: FsState, banner: Banner): readonly string[] {
  if (!swappedThisTurn(state, banner.id)) return banner.characters;
  let all: readonly string[] = [];
  let shown: readonly string[] = [];
  for (const e of state.log) {
    all = afterEvent(all, banner.id, e);
    if (!isSwapThisTurn(state, e)) shown = afterEvent(shown, banner.id, e);
  }
  return sameList(all, banner.characters) ? shown : undoSwaps(state, banner);
}

const isSwapThisTurn = (state: FsState, e: FsEvent): boolean =>
  e.type === 'CharacterSwapped' && e.turn === state.turn.number;

const touches = (e: FsEvent, bannerId: string): boolean =>
  e.payload.from === bannerId || e.payload.to === bannerId;

/** Whether a swap of this turn moved a character into or out of the banner (the log's tail, newest first). */
function swappedThisTurn(state: FsState, bannerId: string): boolean {
  for (let i = state.log.length - 1; i >= 0; i--) {
    const e = state.log[i]!;
    if (e.turn !== state.turn.number) return false;
    if (isSwapThisTurn(state, e) && touches(e, bannerId)) return true;
  }
  return false;
}

/** The banner's list after one event, as applyEvent changes it (CharactersRecorded, CharacterSwapped, FS-PTG-6). */
function afterEvent(list: readonly string[], bannerId: string, e: FsEvent): readonly string[] {
  const p = e.payload;
  if (e.type === 'CharactersRecorded') return p.banner === bannerId ? (p.characters as string[]) : list;
  if (e.type === 'CharacterSwapped') {
    if (p.from === bannerId) return list.filter((c) => c !== p.character);
    if (p.to === bannerId) return [...list, p.character as string];
  }
  if (e.type === 'CharacterDeathRolled' && p.outcome === 'removed' && p.banner === bannerId)
    return list.filter((c) => c !== p.unit);
  return list;
}

/** The fallback: this turn's swaps undone on the current list, newest first, up to a record that set the list. */
function undoSwaps(state: FsState, banner: Banner): readonly string[] {
  let list = banner.characters;
  for (let i = state.log.length - 1; i >= 0; i--) {
    const e = state.log[i]!;
    if (e.turn !== state.turn.number) break;
    if (e.type === 'CharactersRecorded' && e.payload.banner === banner.id) break;
    if (!isSwapThisTurn(state, e)) continue;
    if (e.payload.to === banner.id) list = list.filter((c) => c !== e.payload.character);
    else if (e.payload.from === banner.id) list = [...list, e.payload.character as string];
  }
  return list;
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((c, i) => c === b[i]);
