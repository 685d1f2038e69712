import { FIRESTORM_MAP_SIZES, landGrabCheck, newFirestormCampaign, territoryCount } from '@shared/document';
import type { HexKey } from '@shared/hex';
import { isPassable } from '@shared/map';
import { mirrorOrbit } from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';

function made(seed: number, factions: number, size?: { width: number; height: number }) {
  const result = newFirestormCampaign({ seed, factions, name: 'Test', ...(size ? { size } : {}) });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('a new Firestorm campaign on a map sized for contact (issue 24)', () => {
  it('proposes a map of about a dozen territories a faction, short of the glory target on empty land', () => {
    for (const factions of [2, 3, 4]) {
      const { mapDocument, landGrab } = made(1, factions);
      expect(mapDocument.map.width).toBe(FIRESTORM_MAP_SIZES[factions]!.width);
      const territories = territoryCount(mapDocument.map);
      expect(territories / factions).toBeGreaterThanOrEqual(10);
      expect(territories / factions).toBeLessThanOrEqual(25);
      expect(landGrab.warning).toBeUndefined();
    }
  });

  it('warns of a land grab with the numbers when a faction’s share of the land reaches 30 glory', () => {
    expect(landGrabCheck(475, 4)).toMatchObject({ perFaction: 118, target: 30 });
    expect(landGrabCheck(475, 4).warning).toMatch(
      /^Land grab: this map has 475 territories, 118 for each of 4/,
    );
    expect(landGrabCheck(119, 4).warning).toBeUndefined();
    expect(landGrabCheck(120, 4).warning).toBeDefined();
    expect(made(1, 2, { width: 30, height: 20 }).landGrab.warning).toMatch(/Land grab/);
  });

  it('makes the land symmetric, so mirrored starts see the same territories', () => {
    for (const seed of [1, 2, 3]) {
      const map = made(seed, 4).mapDocument.map;
      for (const key of Object.keys(map.hexes) as HexKey[]) {
        const passable = isPassable(map.hexes[key]!.terrain);
        for (const image of mirrorOrbit(map, key))
          expect(isPassable(map.hexes[image]!.terrain)).toBe(passable);
      }
    }
  });

  it('gives fair starts for two and four factions on six seeds (land, rival and special within the limits)', () => {
    for (const factions of [2, 4])
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const { fairness, campaign } = made(seed, factions);
        expect(fairness.fair, `${factions} factions, seed ${seed}: ${fairness.notes.join(' ')}`).toBe(true);
        expect(fairness.starts.map((s) => s.tower)).toEqual(campaign.factions.map((f) => f.originTowerHex));
        expect(fairness.starts.every((s) => s.specialSteps !== null)).toBe(true);
      }
  });

  it('is the same campaign for the same seed (GEN-5), one player a faction', () => {
    const a = made(5, 4);
    expect(JSON.stringify(made(5, 4).campaign)).toBe(JSON.stringify(a.campaign));
    expect(a.campaign.factions.every((f) => f.playerIds.length === 1)).toBe(true);
  });
});
