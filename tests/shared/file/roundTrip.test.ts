import { coreCampaignOf } from '@shared/document';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCampaign } from '@shared/rulesets/core';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import { generatedDocument } from './documentFactory';

function reopen(text: string) {
  const loaded = loadHexmarchFile(text);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.document;
}

describe('save → open round trip over generated campaigns', () => {
  it('gives back a deep-equal document and the same bytes when saved again', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
        (seed, turns) => {
          const document = generatedDocument(seed, turns);
          const text = serializeHexmarchFile(document, '0.1.0');
          const reopened = reopen(text);
          expect(reopened).toEqual(document);
          expect(serializeHexmarchFile(reopened, '0.1.0')).toBe(text);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('continues a reopened campaign exactly as the one that was never saved (RNG state and log kept, GEN-5)', () => {
    const document = generatedDocument(21, 8);
    const reopened = reopen(serializeHexmarchFile(document, '0.1.0'));
    const straight = runCampaign(coreCampaignOf(document)!, { maxTurns: 60 });
    const afterReopen = runCampaign(coreCampaignOf(reopened)!, { maxTurns: 60 });
    expect(JSON.stringify(afterReopen.state)).toBe(JSON.stringify(straight.state));
    expect(afterReopen.state.log.length).toBeGreaterThan(document.campaign!.log.length);
  });

  it('round-trips a campaign played to its end', () => {
    const document = generatedDocument(11, 500);
    expect(document.campaign?.status).toBe('ended');
    expect(reopen(serializeHexmarchFile(document, '0.1.0'))).toEqual(document);
  });
});
