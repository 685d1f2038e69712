import { describe, expect, it } from 'vitest';
import {
  groupProblems,
  isFieldInvalid,
  problemFields,
  problemSection,
} from '../../../renderer/src/editor/newMap/paramProblems';

describe('validation messages in the New map dialog', () => {
  it.each([
    {
      problem: 'width: must be a whole number of hexes from 8 to 400 (got 3)',
      section: 'size',
      fields: ['width'],
    },
    {
      problem: 'water: must be at most 80 % so the sides have land to meet on (got 95 %)',
      section: 'terrain',
      fields: ['water'],
    },
    {
      problem:
        'mountains + forests + hills + marsh: shares of the land must add up to at most 100 % (got 117 %)',
      section: 'terrain',
      fields: ['mountains', 'forests', 'hills', 'marsh'],
    },
    {
      problem: 'villages + towns + cities: 40 settlements need about 400 usable hexes',
      section: 'features',
      fields: ['villages', 'towns', 'cities'],
    },
    {
      problem: 'sides[1].players: side "Blue" needs at least one player (SETUP-2)',
      section: 'sides',
      fields: ['sides', 'players'],
    },
    {
      problem: 'seed: must be a whole number from 0 to 4294967295 (got nothing)',
      section: 'seed',
      fields: ['seed'],
    },
    { problem: 'could not place every settlement after 8 attempts', section: 'other', fields: [] },
  ])('files "$problem" under $section', ({ problem, section, fields }) => {
    expect(problemSection(problem)).toBe(section);
    expect(problemFields(problem)).toEqual(fields);
  });

  it('marks only the fields a message names, as whole words', () => {
    const problems = [
      'mountains + forests + hills + marsh: shares of the land must add up to at most 100 % (got 120 %)',
    ];
    expect(
      ['water', 'mountains', 'forests', 'hills', 'marsh'].map((f) => isFieldInvalid(problems, f)),
    ).toEqual([false, true, true, true, true]);
  });

  it('groups messages by section, keeping their order', () => {
    const grouped = groupProblems(['height: x', 'width: y', 'rivers: z']);
    expect(grouped).toEqual({
      seed: [],
      size: ['height: x', 'width: y'],
      terrain: [],
      features: ['rivers: z'],
      sides: [],
      other: [],
    });
  });
});
