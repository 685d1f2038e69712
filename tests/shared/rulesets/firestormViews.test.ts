import { GM_VIEWER, kernelStep, seatViewer } from '@shared/kernel';
import { createFirestormCampaign, firestormRuleset, type FsState } from '@shared/rulesets/firestorm';
import { firestormViews } from '@shared/rulesets/firestorm/views';
import { viewsOf } from '@shared/rulesets/views';
import { describe, expect, it } from 'vitest';
import { rectangleMap } from '@shared/map';

const FACTIONS = (['Iron', 'Ash'] as const).map((name, i) => ({
  name,
  color: '#112233',
  alliance: (['Order', 'Chaos'] as const)[i]!,
  players: [`${name}-player`],
}));

describe('Firestorm views (RulesetViews over viewer.ts)', () => {
  it('shows every banner, but another faction’s order only once revealed (FS-ORDER-2)', () => {
    const made = createFirestormCampaign({ name: 'T', map: rectangleMap(8, 8), seed: 4, factions: FACTIONS });
    if (!made.ok) throw new Error(made.error.join());
    let s: FsState = made.value;
    const advanced = kernelStep(firestormRuleset, s, { type: 'Advance' });
    if (!advanced.ok) throw new Error(JSON.stringify(advanced.violations));
    s = advanced.state;
    const iron = s.banners[0]!;
    const r = kernelStep(firestormRuleset, s, {
      type: 'SubmitOrders',
      faction: iron.factionId,
      orders: [{ banner: iron.id, type: 'hold' }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    s = r.state;
    const other = s.factions.find((f) => f.id !== iron.factionId)!.id;
    expect(viewsOf(s)).toBe(firestormViews);
    const gm = firestormViews.visiblePieces(s, GM_VIEWER).find((b) => b.id === iron.id)!;
    const own = firestormViews.visiblePieces(s, seatViewer(iron.factionId)).find((b) => b.id === iron.id)!;
    const foe = firestormViews.visiblePieces(s, seatViewer(other)).find((b) => b.id === iron.id)!;
    expect(gm.order).toEqual({ type: 'hold' });
    expect(own.order).toEqual({ type: 'hold' });
    expect(foe.order).toBeUndefined();
    expect(firestormViews.visibleLog(s, GM_VIEWER)).toEqual(s.log);
  });
});
