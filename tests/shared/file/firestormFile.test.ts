import { firestormCampaignOf, firestormDemoDocument } from '@shared/document';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import { firestormAutoCommand, firestormRuleset } from '@shared/rulesets/firestorm';
import { kernelStep } from '@shared/kernel';
import { describe, expect, it } from 'vitest';

/** The Firestorm demo as a file, parsed back as plain JSON so a test can damage one value. */
interface DemoFile {
  readonly document: {
    readonly campaign: {
      banners: { id: string; factionId: string }[];
      turn: { step: string };
      log: { type: string }[];
    };
  };
}

function demoFileJson(): { text: string; json: DemoFile } {
  const text = serializeHexmarchFile(firestormDemoDocument(4), '0.1.0');
  return { text, json: JSON.parse(text) as DemoFile };
}

function loadJson(json: unknown) {
  return loadHexmarchFile(JSON.stringify(json));
}

describe('a Firestorm campaign in a .hexmarch file (DATA-1, GEN-5)', () => {
  it('saves and opens to the same campaign, the same bytes, and plays on after opening', () => {
    const document = firestormDemoDocument(4);
    const text = serializeHexmarchFile(document, '0.1.0');
    const loaded = loadHexmarchFile(text);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.document).toEqual(document);
    expect(serializeHexmarchFile(loaded.value.document, '0.1.0')).toBe(text);
    // The reopened campaign goes on exactly as the one that was saved (the RNG state travels with it).
    let before = firestormCampaignOf(document)!;
    let after = firestormCampaignOf(loaded.value.document)!;
    for (let i = 0; i < 40 && before.status === 'running'; i++) {
      const command = firestormAutoCommand(before);
      if (!command) break;
      const a = kernelStep(firestormRuleset, before, command);
      const b = kernelStep(firestormRuleset, after, command);
      if (!a.ok || !b.ok) throw new Error('the bot command was refused');
      before = a.state;
      after = b.state;
    }
    expect(after).toEqual(before);
  });

  it('refuses a file whose banner belongs to no faction, naming the banner', () => {
    const { json } = demoFileJson();
    const banner = json.document.campaign.banners[0]!;
    banner.factionId = 'nobody';
    const loaded = loadJson(json);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.message).toContain(`banner "${banner.id}" belongs to no faction`);
  });

  it('refuses a wrong step or an unknown event type with the place of the wrong value', () => {
    const step = demoFileJson().json;
    step.document.campaign.turn.step = 'LUNCH';
    const refusedStep = loadJson(step);
    expect(refusedStep.ok).toBe(false);
    if (!refusedStep.ok) expect(refusedStep.error.message).toMatch(/turn.*step/);
    const event = demoFileJson().json;
    event.document.campaign.log[0]!.type = 'Teleported';
    const refusedEvent = loadJson(event);
    expect(refusedEvent.ok).toBe(false);
    if (!refusedEvent.ok) expect(refusedEvent.error.message).toMatch(/log/);
  });
});
