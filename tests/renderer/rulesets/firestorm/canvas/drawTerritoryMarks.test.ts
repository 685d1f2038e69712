import { describe, expect, it } from 'vitest';
import { hexKey } from '@shared/hex';
import { drawTerritoryMarks } from '../../../../../renderer/src/rulesets/firestorm/canvas/drawTerritoryMarks';
import {
  EMPTY_TERRITORY_BOARD,
  type TerritoryBoard,
} from '../../../../../renderer/src/rulesets/firestorm/canvas/territoryBoard';
import { RecordingContext } from '../../../canvas/recordingContext';

const SIZE = 32;
const everywhere = { minX: -1e4, minY: -1e4, maxX: 1e4, maxY: 1e4 };
/** The hex (0, 0) has its centre at the origin. */
const HEX = hexKey(0, 0);

function textsOf(board: Partial<TerritoryBoard>): { text: string; y: number }[] {
  const ctx = new RecordingContext();
  drawTerritoryMarks(ctx, { ...EMPTY_TERRITORY_BOARD, ...board }, SIZE, 1, everywhere);
  return ctx.ops('fillText').map((call) => ({ text: call.text!, y: call.y! }));
}

describe('drawTerritoryMarks: the words of a siege or battle stay clear of the banners on its hex', () => {
  it('writes "Siege 3" under the banners’ flags and points, not above them where the flags cover it', () => {
    const [siege] = textsOf({ conflicts: [{ hex: HEX, kind: 'siege', text: 'Siege 3' }] });
    expect(siege!.text).toBe('Siege 3');
    // Flags reach 0.6 S above the centre, their points boxes 0.31 S below it.
    expect(siege!.y - 0.15 * SIZE).toBeGreaterThan(0.31 * SIZE);
  });

  it('writes the words under the item badges when the territory has some', () => {
    const texts = textsOf({
      items: [{ hex: HEX, badges: ['W'] }],
      conflicts: [{ hex: HEX, kind: 'battle', text: '2 game(s)' }],
    });
    const badge = texts.find((t) => t.text === 'W')!;
    const words = texts.find((t) => t.text === '2 game(s)')!;
    // Badges are 0.36 S tall; the words' 0.3 S type starts below the badge's lower edge.
    expect(words.y - 0.15 * SIZE).toBeGreaterThanOrEqual(badge.y + 0.18 * SIZE - 1);
  });
});

describe('drawTerritoryMarks: a special territory’s words sit by its star, once (issue 27)', () => {
  const special = { hex: HEX, name: 'Caverns of Fulminax', glory: 2, relic: 'Caverns of Fulminax' };

  it('writes the glory and relic on its own hex just above the star, the name above them, the relic not named twice', () => {
    const texts = textsOf({ specials: [special] });
    expect(texts.map((t) => t.text)).toEqual(['Caverns of Fulminax', '2 glory · relic']);
    const [name, glory] = [texts[0]!.y, texts[1]!.y];
    // The flat-topped hex reaches √3/2 S above its centre; the star is at −0.42 S (radius 0.4 S at scale 1).
    expect(glory).toBeGreaterThan(-(Math.sqrt(3) / 2) * SIZE);
    expect(glory).toBeLessThan(-0.6 * SIZE);
    expect(name).toBeLessThan(glory - 0.3 * SIZE);
  });

  it('names a relic of another name', () => {
    const texts = textsOf({ specials: [{ ...special, relic: 'Prismatikon' }] });
    expect(texts[1]!.text).toBe('2 glory · relic: Prismatikon');
  });

  it('keeps the labels of two specials three hexes apart in one row apart (issue 24: they were written over each other)', () => {
    const ctx = new RecordingContext();
    const long = { ...special, name: 'Eyes of the Prismatikon', relic: 'Prismatikon' };
    const specials = [long, { ...long, hex: hexKey(3, -1) }];
    drawTerritoryMarks(ctx, { ...EMPTY_TERRITORY_BOARD, specials }, SIZE, 1, everywhere);
    // RecordingContext measures 6 units a character; a line wider than 4 S is drawn in smaller type, 4 S wide.
    const spans = ctx.ops('fillText').map((call) => ({
      x: call.x!,
      half: Math.min(call.text!.length * 6, 4 * SIZE) / 2,
    }));
    expect(spans).toHaveLength(4);
    for (const s of spans) expect(s.half).toBeLessThanOrEqual(2 * SIZE);
    const left = spans.filter((s) => s.x < SIZE);
    const right = spans.filter((s) => s.x > SIZE);
    for (const a of left) for (const b of right) expect(a.x + a.half).toBeLessThan(b.x - b.half);
  });
});
