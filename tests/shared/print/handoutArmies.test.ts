import { describe, expect, it } from 'vitest';
import { demoHexmarchDocument } from '@shared/document';
import { printedArmies } from '@shared/print';

const campaign = demoHexmarchDocument().campaign!;

describe('printedArmies', () => {
  it('shows every army on the map with its owner colour, status and Lord', () => {
    const armies = printedArmies(campaign);
    const onMap = campaign.armies.ids.filter((id) => campaign.armies.entities[id]!.hex !== null);
    expect(armies.map((a) => a.id)).toEqual(onMap);
    const lordArmies = campaign.lords.ids.map((id) => campaign.lords.entities[id]!.armyId);
    expect(armies.filter((a) => a.hasLord).map((a) => a.id)).toEqual(
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
      const armies = printedArmies(campaign, side.id);
      expect(armies.length).toBeGreaterThan(0);
      expect(armies.every((a) => a.sideId === side.id)).toBe(true);
    }
    const total = campaign.sides.reduce((n, side) => n + printedArmies(campaign, side.id).length, 0);
    expect(total).toBe(printedArmies(campaign).length);
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
    expect(printedArmies(gone).map((a) => a.id)).not.toContain(first);
  });
});
