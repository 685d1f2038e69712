import { describe, expect, it } from 'vitest';
import { firestormDemoState } from '@shared/document';
import type { HexKey } from '@shared/hex';
import { GM_VIEWER } from '@shared/kernel';
import type { FsState } from '@shared/rulesets/firestorm';
import { chunkHexes } from '../../../../../renderer/src/canvas/draw/chunkHexes';
import { hexLookup } from '../../../../../renderer/src/canvas/draw/hexLookup';
import {
  buildTerritoryChunks,
  updateTerritoryChunks,
} from '../../../../../renderer/src/rulesets/firestorm/canvas/territoryChunks';
import { buildTerritoryBoard } from '../../../../../renderer/src/rulesets/firestorm/fsBoard';
import {
  forgetTerritoryParts,
  territoryPartsOf,
} from '../../../../../renderer/src/rulesets/firestorm/fsTerritoryParts';
import { createRecordingPath } from '../../../canvas/recordingContext';

const state = firestormDemoState();
const hexes = Object.values(state.map.hexes);
const chunks = chunkHexes(hexes, 32, 4);
const lookup = hexLookup(state.map, hexes);
const owned = Object.keys(state.territories).find((k) => state.territories[k]!.owner !== null)! as HexKey;
const taker = state.factions.find((f) => f.id !== state.territories[owned]!.owner)!.id;
const conquered: FsState = {
  ...state,
  territories: { ...state.territories, [owned]: { ...state.territories[owned]!, owner: taker } },
};
const paths = (built: ReturnType<typeof buildTerritoryChunks>) => JSON.stringify(built);

describe('the territory overlay after a conquest (issue 12 speed: incremental update)', () => {
  it('patches the owners hex by hex to what a fresh build gives, and keeps them when no owner changed', () => {
    forgetTerritoryParts();
    const before = territoryPartsOf(state);
    expect(territoryPartsOf({ ...state, banners: [] })).toBe(before);
    const patched = territoryPartsOf(conquered);
    forgetTerritoryParts();
    const fresh = territoryPartsOf(conquered);
    expect([...patched.owners].sort()).toEqual([...fresh.owners].sort());
    expect(patched.owners.get(owned)).toBe(state.factions.findIndex((f) => f.id === taker));
    expect(patched.items).toEqual(expect.arrayContaining(fresh.items as never[]));
    expect(patched.items).toHaveLength(fresh.items.length);
  });

  it('rebuilds only the chunks round the changed territory, to the very paths a full build draws', () => {
    forgetTerritoryParts();
    const before = buildTerritoryBoard(state, GM_VIEWER).owners;
    const after = buildTerritoryBoard(conquered, GM_VIEWER).owners;
    const old = buildTerritoryChunks(chunks, before, lookup, 32, createRecordingPath);
    const updated = updateTerritoryChunks(old, before, chunks, after, lookup, 32, createRecordingPath);
    expect(paths(updated)).toBe(paths(buildTerritoryChunks(chunks, after, lookup, 32, createRecordingPath)));
    const kept = updated.filter((c) => old.includes(c)).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(updated.length);
    expect(updated.length - kept).toBeLessThanOrEqual(4);
    // Nothing changed: every chunk is kept as it was.
    const same = updateTerritoryChunks(old, before, chunks, new Map(before), lookup, 32, createRecordingPath);
    expect(same.every((c, i) => c === old[i])).toBe(true);
  });
});
