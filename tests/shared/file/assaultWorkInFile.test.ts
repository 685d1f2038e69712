import { describe, expect, it } from 'vitest';
import { skirmishHexmarchDocument } from '@shared/document';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import type { AssaultWork } from '@shared/rulesets/assault';

const work: AssaultWork = {
  draft: {
    title: 'Assault on Elwick',
    besieger: {
      name: 'Besiegers',
      roster: [{ id: 'b-ogres', name: 'Ogres', br: 3 }],
      leader: { strategicAbility: 0, leadershipAbility: 2, moraleMod: null },
    },
    defender: {
      name: 'Garrison',
      roster: [{ id: 'd-guards', name: 'Guards', br: 2 }],
      leader: { strategicAbility: 0, leadershipAbility: 2, moraleMod: 0 },
    },
    variant: 'standard',
    unitCapacity: 3,
    breaches: null,
    entrances: [],
    settings: { morale: 'simple', maxTurns: 12 },
  },
  record: null,
  binding: null,
};

describe('the Assault tab’s work in the campaign file (issue 27)', () => {
  it('is saved and read back as it was, emptied numbers included', () => {
    const document = { ...skirmishHexmarchDocument(), assault: work };
    const loaded = loadHexmarchFile(serializeHexmarchFile(document, 'test'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.document.assault).toEqual(work);
  });

  it('refuses a damaged one with the place it was found', () => {
    const document = {
      ...skirmishHexmarchDocument(),
      assault: { ...work, draft: { ...work.draft, variant: 'moat' } },
    };
    const loaded = loadHexmarchFile(serializeHexmarchFile(document as never, 'test'));
    expect(loaded.ok).toBe(false);
  });
});
