import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_PARAMS, problemSentence, validateMapParams, type MapParams } from '@shared/mapgen';

describe('problemSentence (issue 27: no setting keys where the GM reads)', () => {
  const base = DEFAULT_MAP_PARAMS;
  const [red, blue] = base.sides;
  it.each([
    [{ ...base, width: 2 }, 'The width must be a whole number of hexes from 8 to 400 (got 2).'],
    [
      { ...base, sides: [red, { ...blue, players: [{ ...blue.players[0]!, name: '' }] }] },
      "The second side's first player's name must not be empty.",
    ],
    [
      { ...base, sides: [{ ...red, homeEdge: 'Up' }, blue] },
      "The first side's home edge must be one of West, East, North, South (got Up).",
    ],
    [
      {
        ...base,
        sides: [
          { ...red, players: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id, color: '#D55E00' })) },
          blue,
        ],
        height: 8,
      },
      'Side "Red" has 5 players but its West edge has room for 4 fortresses (one per 2 edge hexes, SETUP-3).',
    ],
    [
      { ...base, mountains: 0.5, forests: 0.4, hills: 0.3, marsh: 0 },
      'Mountains, forests, hills and marsh, as shares of the land, must add up to at most 100 % (got 120 %).',
    ],
  ])('%#: the line validateMapParams made reads as a sentence', (params, sentence) =>
    expect(validateMapParams(params as MapParams).map(problemSentence)).toContain(sentence),
  );

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
