import { describe, expect, it } from 'vitest';
import { fileFamilyOf } from '@shared/file/fileFamilyOf';
import { FUZZ_FAMILIES } from '../../../scripts/lib/fuzzFamilies';

describe('fileFamilyOf (issue 32: which screen opens a dropped file)', () => {
  const expected: Record<string, string> = {
    core: 'campaign',
    Firestorm: 'campaign',
    'defense game in a campaign': 'campaign',
    'saved defense game': 'defenseGame',
    'assault record': 'assault',
    'deck file': 'deck',
  };
  for (const family of FUZZ_FAMILIES)
    it(`tells a ${family.name} file by its format`, () => {
      for (const base of family.bases()) {
        expect(fileFamilyOf(JSON.stringify(base))).toBe(expected[family.name]);
        expect(fileFamilyOf(JSON.stringify(base, null, 2))).toBe(expected[family.name]);
      }
    });

  it('calls anything else unknown, so Open… refuses it in its own words', () => {
    expect(fileFamilyOf('hello')).toBe('unknown');
    expect(fileFamilyOf('{"format":"constructor"}')).toBe('unknown');
    expect(fileFamilyOf('{"format":"toString"}')).toBe('unknown');
    expect(fileFamilyOf('[1,2]')).toBe('unknown');
    expect(fileFamilyOf('null')).toBe('unknown');
  });

  it('looks only at the start of a big file', () => {
    const big = `{"format":"hexmarch","pad":"${'x'.repeat(2 * 1024 * 1024)}"}`;
    expect(fileFamilyOf(big)).toBe('campaign');
    expect(fileFamilyOf(`{"pad":"${'x'.repeat(2 * 1024 * 1024)}","format":"hexmarch"}`)).toBe('unknown');
  });
});
