import type { HexKey } from '../../../hex';
import type { CampaignMap, MapHex } from '../../../map';
import type { Campaign, EntityTable } from '../model/campaign';
import { carryNeighbourTable } from './neighbourTableOf';
import { carryPathFields } from './pathDistanceField';
import { carrySettlementKeys, settlementKeys } from './settlementKeys';
import { carryHexKinds, hexKindsOf } from './hexKinds';

// Runtime only (never in state): hexes records that one private loop owns for a while (runCampaign). updateHex
// changes such a record in place instead of copying all of its hexes: a 600-hex copy per SettlementCaptured was the
// largest single cost of auto-play (copy plus garbage). Only a loop that shows no state in between to anyone may
// own one, and it must release it before its result leaves (the same contract as stepAppending for the log).
const owned = new WeakSet<object>();

/** Whether updateHex may change this hexes record in place. */
export function ownsHexes(hexes: CampaignMap['hexes']): boolean {
  return owned.has(hexes);
}

/**
 * `state` with a private copy of its hexes (the same hexes, in the same key order) that updateHex changes in place
 * until releaseHexes. The caller's state is left untouched; the map caches move to the copy.
 */
export function withOwnedHexes(state: Campaign): Campaign {
  const hexes = privateCopy(state);
  owned.add(hexes);
  return { ...state, map: { ...state.map, hexes } };
}

function privateCopy(state: Campaign): CampaignMap['hexes'] {
  const from = state.map.hexes;
  // The map caches are made on the caller's hexes first, so they are made once per map: made on the private copy
  // only, each of a thousand balance runs from one setup rebuilt them (issue 16 profile: the neighbour table alone
  // was a tenth of a run). They hold nothing an in-place change alters (updateHex changes in place only when
  // terrain and settlement places stay), so the caller's record and the copy share them.
  hexKindsOf(state.map);
  settlementKeys(state.map);
  const hexes = copyHexes(from);
  carryNeighbourTable(from, hexes);
  carryPathFields(from, hexes);
  carrySettlementKeys(from, hexes);
  carryHexKinds(from, hexes);
  return hexes;
}

// Runtime only: per caller's hexes record, one private copy kept between loops (borrowHexes), and for a borrowed
// copy the keys changed in place since it was lent, so returning it puts back just those hexes. A thousand balance
// runs from one setup copied all 600 hexes each (issue 16 profile: that copy was about a tenth of a run).
const spareCopies = new WeakMap<object, CampaignMap['hexes']>();
const changedKeys = new WeakMap<object, HexKey[]>();

/** A loan of a spare hexes copy (borrowHexes): the state that uses it and how to give it back. */
export interface HexesLoan {
  readonly state: Campaign;
  /** Puts the lent copy back as the caller's hexes are: no state that holds it may be read afterwards. */
  giveBack(): void;
}

/**
 * withOwnedHexes for a loop that reads its result before it ends (runCampaignWith): the private copy is kept and
 * lent again to the next loop from the same hexes, with the hexes changed in place put back between loans
 * (rather than a new 600-hex copy per loop). A copy already lent (a loop inside a loop) is not lent twice.
 */
export function borrowHexes(state: Campaign): HexesLoan {
  const from = state.map.hexes;
  let hexes = spareCopies.get(from);
  if (!hexes || changedKeys.has(hexes)) {
    hexes = privateCopy(state);
    spareCopies.set(from, hexes);
  }
  const lent = hexes;
  const changed: HexKey[] = [];
  changedKeys.set(lent, changed);
  owned.add(lent);
  return {
    state: { ...state, map: { ...state.map, hexes: lent } },
    giveBack() {
      owned.delete(lent);
      const record = lent as Record<HexKey, CampaignMap['hexes'][HexKey]>;
      for (const key of changed) record[key] = from[key]!;
      changedKeys.delete(lent);
    },
  };
}

/** updateHex's in-place change of an owned record (ownsHexes), noted for giveBack when the record is lent. */
export function writeOwnedHex(hexes: CampaignMap['hexes'], key: HexKey, hex: MapHex): void {
  changedKeys.get(hexes)?.push(key);
  (hexes as Record<HexKey, MapHex>)[key] = hex;
}

/** Ends withOwnedHexes: from now on updateHex copies this record again, so states handed out stay immutable. */
export function releaseHexes(state: Campaign): void {
  owned.delete(state.map.hexes);
}

/** A for-in copy: about twice as fast as spread for a map-sized record (hundreds of "q,r" keys). */
export function copyHexes(from: CampaignMap['hexes']): CampaignMap['hexes'] {
  const hexes: Record<string, CampaignMap['hexes'][keyof CampaignMap['hexes']]> = {};
  for (const k in from) hexes[k] = from[k as keyof typeof from]!;
  return hexes as CampaignMap['hexes'];
}

/**
 * `state` as a private auto-play loop owns it (runCampaign): its own log array, entity tables and hexes record
 * (withOwnedHexes), so the IN_PLACE writes of applyInPlace change nothing the caller holds. Release the hexes with
 * releaseHexes before the state leaves the loop.
 */
export function ownedCampaign(state: Campaign): Campaign {
  return withOwnedTables(withOwnedHexes(state));
}

/** `state` with its own log array and entity tables (ownedCampaign without the hexes). */
export function withOwnedTables(state: Campaign): Campaign {
  return {
    ...state,
    log: [...state.log],
    armies: copyTable(state.armies),
    lords: copyTable(state.lords),
    battles: copyTable(state.battles),
  };
}

function copyTable<T>(table: EntityTable<T>): EntityTable<T> {
  return { ids: [...table.ids], entities: { ...table.entities } };
}
