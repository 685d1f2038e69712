import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_PARAMS, problemSentence, validateMapParams } from '@shared/mapgen';

describe('problemSentence (issue 27: no setting keys where the GM reads)', () => {
  it.each([
    [
      'width: must be a whole number of hexes from 8 to 400 (got 2)',
      'The width must be a whole number of hexes from 8 to 400 (got 2).',
    ],
    [
      'sides[1].players[0].name: must not be empty',
      "The second side's first player's name must not be empty.",
    ],
    [
      'sides[0].homeEdge: must be one of North, East (got Up)',
      "The first side's home edge must be one of North, East (got Up).",
    ],
    [
      'sides[0].players: side "Red" has 5 players but its West edge has room for 4 fortresses (one per 2 edge hexes, SETUP-3)',
      'Side "Red" has 5 players but its West edge has room for 4 fortresses (one per 2 edge hexes, SETUP-3).',
    ],
    [
      'mountains + forests + hills + marsh: shares of the land must add up to at most 100 % (got 120 %)',
      'Mountains, forests, hills and marsh, as shares of the land, must add up to at most 100 % (got 120 %).',
    ],
  ])('%s', (problem, sentence) => expect(problemSentence(problem)).toBe(sentence));

  it('leaves no field path in any sentence for a map with many problems', () => {
    const problems = validateMapParams({
      ...DEFAULT_MAP_PARAMS,
      width: 2,
      water: 2,
      villages: -1,
      sides: [
        { ...DEFAULT_MAP_PARAMS.sides[0], name: '' },
        { ...DEFAULT_MAP_PARAMS.sides[1], homeEdge: 'South' },
      ],
    });
    expect(problems.length).toBeGreaterThan(3);
    for (const problem of problems) expect(problemSentence(problem)).not.toMatch(/sides\[|\w+\.\w+:|^\w+:/);
  });
});
