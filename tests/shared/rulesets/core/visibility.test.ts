import { describe, expect, it } from 'vitest';
import { demoHexmarchDocument } from '@shared/document';
import { GM_VIEWER, seatViewer } from '@shared/kernel';
import { coreViews, replayTo, visibleLog, visiblePieces } from '@shared/rulesets/core';
import { viewsOf } from '@shared/rulesets/views';

const campaign = demoHexmarchDocument().campaign!;

describe('core views: visiblePieces, visibleLog, replayTo', () => {
  it('shows every army on the map with its owner colour, status and Lord', () => {
    const armies = visiblePieces(campaign);
    const onMap = campaign.armies.ids.filter((id) => campaign.armies.entities[id]!.hex !== null);
    expect(armies.map((a) => a.id)).toEqual(onMap);
    const lordArmies = campaign.lords.ids.map((id) => campaign.lords.entities[id]!.armyId);
    expect(armies.filter((a) => a.lord !== null).map((a) => a.id)).toEqual(
      onMap.filter((id) => lordArmies.includes(id)),
    );
    for (const army of armies) {
      const owner = campaign.players.find((p) => p.id === army.ownerId)!;
      expect(army.color).toBe(owner.color);
      expect(army.sideIndex).toBe(campaign.sides.findIndex((s) => s.id === owner.sideId));
    }
  });

  it("keeps only the side's own armies on its handout", () => {
    for (const side of campaign.sides) {
      const armies = visiblePieces(campaign, seatViewer(side.id));
      expect(armies.length).toBeGreaterThan(0);
      expect(armies.every((a) => a.sideId === side.id)).toBe(true);
    }
    const total = campaign.sides.reduce(
      (n, side) => n + visiblePieces(campaign, seatViewer(side.id)).length,
      0,
    );
    expect(total).toBe(visiblePieces(campaign).length);
  });

  it('leaves destroyed armies off the map', () => {
    const [first] = campaign.armies.ids;
    const army = campaign.armies.entities[first!]!;
    const gone = {
      ...campaign,
      armies: {
        ...campaign.armies,
        entities: { ...campaign.armies.entities, [first!]: { ...army, hex: null } },
      },
    };
    expect(visiblePieces(gone).map((a) => a.id)).not.toContain(first);
  });

  it('one projection for every drawing: the GM sees every army with its flag label and Lord name', () => {
    const pieces = visiblePieces(campaign, GM_VIEWER);
    for (const piece of pieces) {
      const owner = campaign.players.find((p) => p.id === piece.ownerId)!;
      expect(piece.label.startsWith(owner.name.slice(0, 1))).toBe(true);
      const lord = campaign.lords.ids
        .map((id) => campaign.lords.entities[id]!)
        .find((l) => l.state === 'active' && l.armyId === piece.id);
      expect(piece.lord).toBe(lord?.name ?? null);
    }
  });

  it('a side reads a subset of the log; the GM all of it', () => {
    expect(visibleLog(campaign, GM_VIEWER)).toEqual(campaign.log);
    for (const side of campaign.sides) {
      const seen = visibleLog(campaign, seatViewer(side.id));
      expect(seen.every((e) => campaign.log.includes(e))).toBe(true);
    }
  });

  it('replayTo folds the log up to a turn; past the last turn it is the live state', () => {
    const replayed = replayTo(campaign, campaign.turn.number + 1);
    expect(replayed).toEqual(campaign);
    expect(replayTo(campaign, 0).log.every((e) => e.turn <= 0)).toBe(true);
  });

  it('the registry hands out core views for a core state', () => {
    expect(viewsOf(campaign)).toBe(coreViews);
  });
});
