import { describe, expect, it } from 'vitest';
import { demoHexmarchDocument } from '@shared/document';
import {
  DOCUMENT_PARTS,
  documentPartOf,
  keepPartsOutsideHistory,
  reduceDocumentPart,
  resetsPicks,
} from '../../../renderer/src/app/documentParts';
import {
  autoPlayed,
  campaignAbandoned,
  campaignStarted,
} from '../../../renderer/src/campaign/campaignActions';
import { terrainPainted } from '../../../renderer/src/document/map/mapDocumentSlice';
import { at } from '../../shared/mapedit/smallMap';
import { defenseGameKept } from '../../../renderer/src/rulesets/defense/defenseDocument';
import { documentWithDefenseGame } from '../../shared/file/defenseGameInFile';

const paint = terrainPainted({ centre: at(1, 1), radius: 0, terrain: 'hills', strokeId: 'stroke-1' });

describe('the document parts registry', () => {
  it('lists each part of the HexmarchDocument once, with its own action prefix', () => {
    expect(DOCUMENT_PARTS.map((part) => [part.key, part.actionPrefix])).toEqual([
      ['mapDocument', 'mapDocument/'],
      ['campaign', 'campaign/'],
      ['defenseGame', 'defenseDocument/'],
      ['notes', 'notes/'],
      ['battlefields', 'battlefields/'],
    ]);
  });

  it('keeps the defense game in progress across campaign undo and redo (its own undo, issue 14)', () => {
    const demo = demoHexmarchDocument();
    const game = documentWithDefenseGame().defenseGame!;
    const present = reduceDocumentPart(demo, defenseGameKept(game));
    expect(present.defenseGame).toBe(game);
    expect(keepPartsOutsideHistory(present, demo).defenseGame).toBe(game);
    expect(keepPartsOutsideHistory(present, demo).campaign).toBe(demo.campaign);
    const cleared = reduceDocumentPart(present, defenseGameKept(null));
    expect('defenseGame' in keepPartsOutsideHistory(cleared, present)).toBe(false);
    expect(keepPartsOutsideHistory(demo, demo)).toBe(demo);
  });

  it('routes an action to its part by prefix, and nothing else to any part', () => {
    expect(documentPartOf(paint)?.key).toBe('mapDocument');
    expect(documentPartOf(campaignAbandoned())?.key).toBe('campaign');
    expect(documentPartOf({ type: 'view/cameraMoved' })).toBeUndefined();
  });

  it('groups by the part’s rule: a stroke by its id, a simulation by its run', () => {
    expect(documentPartOf(paint)?.groupOf?.(paint)).toBe('stroke-1');
    const run = autoPlayed({ state: demoHexmarchDocument().campaign!, commands: 1, runId: 'r7' });
    expect(documentPartOf(run)?.groupOf?.(run)).toBe('sim-r7');
  });

  it('keeps a locked part as it is: no map edit while a campaign runs (SETUP-1)', () => {
    const demo = demoHexmarchDocument();
    expect(reduceDocumentPart(demo, paint)).toBe(demo);
    const abandoned = reduceDocumentPart(demo, campaignAbandoned());
    expect(abandoned.campaign).toBeNull();
    expect(abandoned.mapDocument).toBe(demo.mapDocument);
  });

  it('says which actions start the picks on screen over', () => {
    expect(resetsPicks(campaignAbandoned())).toBe(true);
    expect(resetsPicks({ type: campaignStarted.type })).toBe(true);
    expect(resetsPicks(paint)).toBe(false);
  });
});
