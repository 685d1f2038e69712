import type { CampaignState, HexmarchDocument } from '../document';
import type { HexKey } from '../hex';
import type { CampaignMap, Settlement } from '../map';
import { packMap, unpackMaps, type PackedFeatures, type PackedMap } from './packedMap';

/** Applies `change` to every map a document holds: the prepared map, the campaign's map, `MapGenerated` events. */
function withMaps(document: HexmarchDocument, change: (map: CampaignMap) => CampaignMap): HexmarchDocument {
  // Spreads keep each object's key order, so a saved file reads back to the same bytes.
  const mapDocument = { ...document.mapDocument, map: change(document.mapDocument.map) };
  const campaign = document.campaign === null ? null : withCampaignMaps(document.campaign, change);
  return { ...document, mapDocument, campaign };
}

/** The campaign's own map and the maps its log carries (core's `MapGenerated`), every ruleset alike. */
function withCampaignMaps(campaign: CampaignState, change: (map: CampaignMap) => CampaignMap): CampaignState {
  const log = campaign.log.map((event) =>
    event.type === 'MapGenerated'
      ? { ...event, payload: { ...event.payload, map: change(event.payload.map) } }
      : event,
  );
  return { ...campaign, map: change(campaign.map), log } as CampaignState;
}

/**
 * Packed maps by map object. Documents are immutable (every edit and every engine event makes a new map object,
 * shared/rulesets/core updateHex), so a map seen before packs the same: autosave and Save pack only the maps that
 * changed since the last save, usually none or the campaign's one.
 */
const packedMaps = new WeakMap<CampaignMap, PackedMap>();

/** The document as the file stores it: every map packed (packedMap.ts). Typed loosely: only JSON sees it. */
export function toStoredDocument(document: HexmarchDocument): unknown {
  return withMaps(document, (map) => {
    let result = packedMaps.get(map);
    if (result === undefined) packedMaps.set(map, (result = packMap(map)));
    return result as unknown as CampaignMap;
  });
}

/** Deep equality of JSON values, key order included (a shared map must re-save to the same bytes as each copy). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  for (let i = 0; i < aKeys.length; i++) {
    const key = aKeys[i]!;
    if (key !== bKeys[i]) return false;
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

const FEATURE_KEYS: readonly (keyof PackedFeatures)[] = [
  'river',
  'bridge',
  'riverFlow',
  'settlement',
  'label',
];
const SETTLEMENT_KEYS: readonly (keyof Settlement)[] = ['type', 'controller', 'name', 'originalOwner'];

/** `value` with only the `known` keys, in the order the file wrote them. */
function onlyKnown<T extends object>(value: T, known: readonly (keyof T)[]): T {
  const kept: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) if (known.includes(key)) kept[key] = value[key];
  return kept as T;
}

/**
 * The schema checks a packed map's features without copying them (schemas/packedMapSchema.ts); here they are
 * copied with their declared fields only, so nothing a file adds to a hex survives the load (issue 9).
 */
function withKnownFeatures(packed: PackedMap): PackedMap {
  const features: Record<string, PackedFeatures> = {};
  for (const key of Object.keys(packed.features)) {
    const written = onlyKnown(packed.features[key as HexKey]!, FEATURE_KEYS);
    features[key] = written.settlement
      ? { ...written, settlement: onlyKnown(written.settlement, SETTLEMENT_KEYS) }
      : written;
  }
  return { ...packed, features };
}

/** The in-memory document from a validated stored one (the schema checked every packed map). */
export function fromStoredDocument(stored: HexmarchDocument): HexmarchDocument {
  // The prepared map and the `MapGenerated` event usually hold the same map; unpack it once and share the object
  // (documents are immutable), as it was shared before saving. Compared field by field: the terrain strings
  // first, which differ between unrelated maps, rather than stringifying each map as a key (3× slower).
  // The campaign's map differs from it only in a few settlements: unpackMaps builds the two in one pass.
  const written: PackedMap[] = [];
  withMaps(stored, (map) => {
    written.push(withKnownFeatures(map as unknown as PackedMap));
    return map;
  });
  const distinct: PackedMap[] = [];
  const same = written.map((packed) => {
    let at = distinct.findIndex((other) => other.terrain === packed.terrain && sameJson(other, packed));
    if (at < 0) at = distinct.push(packed) - 1;
    return at;
  });
  const maps = unpackMaps(distinct);
  // Saving these maps again (autosave, Save after Open) reuses their packed form instead of packing them anew.
  distinct.forEach((packed, i) => packedMaps.set(maps[i]!, packed));
  let next = 0;
  return withMaps(stored, () => maps[same[next++]!]!);
}
