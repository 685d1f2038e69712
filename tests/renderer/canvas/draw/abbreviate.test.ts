import { describe, expect, it } from 'vitest';
import { abbreviate } from '../../../../renderer/src/canvas/draw/abbreviate';

/** Every character 6 units wide, as the recording context measures. */
const measure = (text: string) => text.length * 6;

describe('abbreviate', () => {
  it('keeps text that fits', () => {
    expect(abbreviate('Ford of Aln', 66, measure)).toBe('Ford of Aln');
  });

  it('keeps the longest beginning that fits with an ellipsis, without a space before it', () => {
    expect(abbreviate('Ford of Aln', 48, measure)).toBe('Ford of…');
    expect(abbreviate('Ford of Aln', 42, measure)).toBe('Ford o…');
    expect(abbreviate('Ford of Aln', 36, measure)).toBe('Ford…');
    expect(abbreviate('Ford of Aln', 30, measure)).toBe('Ford…');
  });

  it('keeps at least one character, so a label never disappears', () => {
    expect(abbreviate('Ford of Aln', 1, measure)).toBe('F…');
  });
});
