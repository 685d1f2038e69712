import { GM_VIEWER, kernelStep, seatViewer } from '@shared/kernel';
import {
  bannerById,
  firestormRuleset,
  visibleCharacters,
  visibleEvents,
  type FsState,
} from '@shared/rulesets/firestorm';
import { firestormViews } from '@shared/rulesets/firestorm/views';
import { describe, expect, it } from 'vitest';
import { firestormScenarioFixture } from '../../../fixtures/siegedFirestorm';

/** Plays `commands`, failing the test on a refusal. */
function play(fs: FsState, commands: readonly object[]): FsState {
  let state = fs;
  for (const command of commands) {
    const r = kernelStep(firestormRuleset, state, command);
    if (!r.ok) throw new Error(r.violations.map((v) => `${v.ruleId}: ${v.message}`).join(' '));
    state = r.state;
  }
  return state;
}

/** FS-MULTI-5's campaign in turn 1's ORDERS: Iron's I1 (0,0) and I2 (1,0) are adjacent; Ash has A1. */
const atOrders = () => firestormScenarioFixture('FS-MULTI-5-characters.yaml');
const IRON = seatViewer('Iron');
const ASH = seatViewer('Ash');
const RECORD = { type: 'RecordCharacters', banner: 'I1', characters: ['Gotrek', 'Felix', 'Ulrika'] };
const swap = (character: string, from: string, to: string) => ({
  type: 'SwapCharacter',
  character,
  from,
  to,
});
const SUBMIT_BOTH = ['Iron', 'Ash'].map((faction) => ({ type: 'SubmitOrders', faction, orders: [] }));

const seen = (s: FsState, viewer: typeof IRON, banner: string) =>
  visibleCharacters(s, viewer, bannerById(s, banner)!);
const swapsIn = (s: FsState, viewer: typeof IRON) =>
  visibleEvents(s, viewer).filter((e) => e.type === 'CharacterSwapped');

describe('Firestorm character swaps are as secret as the orders (FS-MULTI-5, FS-ORDER-2)', () => {
  it('the swapping faction and the GM see a swap at once; another faction sees the lists as before it', () => {
    const s = play(atOrders(), [RECORD, swap('Felix', 'I1', 'I2')]);
    for (const viewer of [IRON, GM_VIEWER]) {
      expect(seen(s, viewer, 'I1')).toEqual(['Gotrek', 'Ulrika']);
      expect(seen(s, viewer, 'I2')).toEqual(['Felix']);
    }
    expect(seen(s, ASH, 'I1')).toEqual(['Gotrek', 'Felix', 'Ulrika']);
    expect(seen(s, ASH, 'I2')).toEqual([]);
  });

  it('leaves the swap out of another faction’s log during ORDERS, keeping the public record', () => {
    const s = play(atOrders(), [RECORD, swap('Felix', 'I1', 'I2')]);
    expect(swapsIn(s, GM_VIEWER)).toHaveLength(1);
    expect(swapsIn(s, IRON)).toHaveLength(1);
    expect(swapsIn(s, ASH)).toEqual([]);
    expect(visibleEvents(s, ASH).map((e) => e.type)).toEqual(['CharactersRecorded']);
  });

  it('shows another faction a character swapped away and back in its old place, not moved to the end', () => {
    const s = play(atOrders(), [RECORD, swap('Felix', 'I1', 'I2'), swap('Felix', 'I2', 'I1')]);
    expect(seen(s, IRON, 'I1')).toEqual(['Gotrek', 'Ulrika', 'Felix']);
    expect(seen(s, ASH, 'I1')).toEqual(['Gotrek', 'Felix', 'Ulrika']);
  });

  it('shows everyone the swaps and their log lines once ORDERS ends, before any movement', () => {
    const s = play(atOrders(), [RECORD, swap('Felix', 'I1', 'I2'), ...SUBMIT_BOTH]);
    expect(s.turn.step).toBe('EXECUTION');
    expect(seen(s, ASH, 'I1')).toEqual(['Gotrek', 'Ulrika']);
    expect(seen(s, ASH, 'I2')).toEqual(['Felix']);
    expect(swapsIn(s, ASH)).toHaveLength(1);
    expect(swapsIn(s, ASH)).toEqual(swapsIn(s, GM_VIEWER));
  });

  it('keeps an earlier turn’s swaps visible in a later turn’s ORDERS', () => {
    const s = play(atOrders(), [RECORD, swap('Felix', 'I1', 'I2')]);
    const later: FsState = { ...s, turn: { ...s.turn, number: 2 } };
    expect(seen(later, ASH, 'I2')).toEqual(['Felix']);
    expect(swapsIn(later, ASH)).toHaveLength(1);
  });

  it('hides the swap in the pieces a seat is shown as well (RulesetViews)', () => {
    const s = play(atOrders(), [RECORD, swap('Felix', 'I1', 'I2')]);
    const piece = (viewer: typeof IRON) =>
      firestormViews.visiblePieces(s, viewer).find((b) => b.id === 'I2')!;
    expect(piece(ASH).characters).toEqual([]);
    expect(piece(IRON).characters).toEqual(['Felix']);
    expect(piece(GM_VIEWER)).toBe(bannerById(s, 'I2'));
  });

  it('undoes the swaps on the current lists when the characters did not come through the log', () => {
    const fs = atOrders();
    const handBuilt: FsState = {
      ...fs,
      banners: fs.banners.map((b) => (b.id === 'I1' ? { ...b, characters: ['Felix', 'Gotrek'] } : b)),
    };
    const s = play(handBuilt, [swap('Felix', 'I1', 'I2')]);
    // The old place is unknown without the log: the character comes back at the end.
    expect(seen(s, ASH, 'I1')).toEqual(['Gotrek', 'Felix']);
    expect(seen(s, ASH, 'I2')).toEqual([]);
    expect(seen(s, IRON, 'I1')).toEqual(['Gotrek']);
  });
});
