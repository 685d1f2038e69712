import { describe, expect, it } from 'vitest';
import { pseudoLocalize } from '../../shared/i18n/pseudoLocalize';
import { untranslatedAmong } from './untranslatedAmong';

describe('untranslatedAmong (issue 32: the pseudo-locale scan, shared by screens and Node output)', () => {
  it('finds plain English and lets pseudo text, names, rule IDs and dice through', () => {
    const pseudo = pseudoLocalize('The siege of {{fortress}} begins');
    expect(
      untranslatedAmong(
        [
          pseudo.replace('{{fortress}}', 'Old Keep'),
          'Refused (SIEGE-1)',
          `${pseudoLocalize('Roll')} 2D6 q,r 3,4`,
          'Army moved',
        ],
        ['Old Keep', 'Refused'],
      ),
    ).toEqual(['Army moved']);
  });
});
