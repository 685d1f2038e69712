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
