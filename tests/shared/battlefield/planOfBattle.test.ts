import { describe, expect, it } from 'vitest';
import { makeBattlefield, planOfBattle, waitingBattles } from '@shared/battlefield';
import { coreCampaignOf, type HexmarchDocument } from '@shared/document';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import { buildPack, DEFAULT_PACK_OPTIONS, type PackBlock } from '@shared/pack';
import { midTurnDocument } from '../pack/packFixture';

const document = midTurnDocument();
const campaign = coreCampaignOf(document)!;
const [first, second] = waitingBattles(campaign);

const plans = (doc: HexmarchDocument) => {
  const pack = buildPack(doc, DEFAULT_PACK_OPTIONS);
  if (!pack.ok) throw new Error(pack.error);
  const found: Extract<PackBlock, { kind: 'battlefield' }>[] = [];
  for (const page of pack.value.pages)
    for (const b of page.blocks) if (b.kind === 'battlefield') found.push(b);
  return found;
};

describe('a battle’s plan as the GM left it (issue 29)', () => {
  it('lists the battles waiting for a result in BATTLE-8 order, with their entry directions', () => {
    expect(waitingBattles(campaign).map((w) => w.battleId)).toEqual(
      campaign.battles.ids.filter((id) => campaign.battles.entities[id]!.state === 'pending'),
    );
    expect(first!.site.entryDir).toBe(campaign.battles.entities[first!.battleId]!.entryDir);
  });

  it('prints each battle sheet with the plan the GM re-rolled and nudged, saved in the file', () => {
    expect(plans(document).map((b) => b.plan.seed)).toEqual([1, 1]);
    const base = makeBattlefield(second!.site, { width: 60, height: 44 }, 9);
    const piece = base.pieces[0]!;
    const chosen: HexmarchDocument = {
      ...document,
      battlefields: {
        [second!.battleId]: {
          seed: 9,
          table: { width: 60, height: 44 },
          nudges: { [piece.id]: { x: 0.5, y: -0.5 } },
        },
      },
    };
    // Saved and opened again, the choices are kept.
    const loaded = loadHexmarchFile(serializeHexmarchFile(chosen, '0.1.0'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.document.battlefields).toEqual(chosen.battlefields);
    const printed = plans(loaded.value.document)[1]!.plan;
    expect(printed.seed).toBe(9);
    expect(printed.table).toEqual({ width: 60, height: 44 });
    const moved = printed.pieces.find((p) => p.id === piece.id)!;
    expect(moved.footprint.x - piece.footprint.x).toBeCloseTo(0.5);
    expect(moved.footprint.y - piece.footprint.y).toBeCloseTo(-0.5);
    expect(planOfBattle(campaign, 'no such battle', undefined)).toBeNull();
  });

  it('refuses a file whose saved table is no table', () => {
    const bad = {
      ...document,
      battlefields: { [first!.battleId]: { seed: 1, table: { width: 5, height: 48 }, nudges: {} } },
    };
    const loaded = loadHexmarchFile(serializeHexmarchFile(bad as HexmarchDocument, '0.1.0'));
    expect(loaded.ok).toBe(false);
  });
});
