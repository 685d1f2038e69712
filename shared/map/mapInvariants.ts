import { CORNERS, EDGES, hexPhrase, type HexKey } from '../hex';
import type { CampaignMap } from './mapTypes';
import { t } from '../i18n';

/**
 * What every map keeps (HEX-4, HEX-5, HEX-7): its named edges and corners lie on the map, and a bridge stands on a
 * river. Returns the first broken one as a plain sentence naming the place, or undefined. `what` names the map in
 * the sentence ("the campaign map", "the prepared map"). `featureHexes`, when given, are the only hexes that can
 * carry a bridge or a settlement (the loader knows them from the packed map: a 316×316 map has 100 000 hexes and a
 * few thousand with features); by default every hex is looked at.
 */
export function brokenMapInvariant(
  map: CampaignMap,
  what: string,
  featureHexes?: readonly HexKey[],
): string | undefined {
  const onMap = (key: HexKey) => Object.hasOwn(map.hexes, key);
  for (const edge of EDGES) {
    for (const key of map.edges[edge]) {
      if (!onMap(key))
        return t('files:invariant.edge', { edge: t(`map:edge.${edge}`), what, hex: hexPhrase(key) });
    }
  }
  for (const corner of CORNERS) {
    const key = map.corners[corner];
    if (!onMap(key)) return t(`files:invariant.corner.${corner}`, { what, hex: hexPhrase(key) });
  }
  for (const key of featureHexes ?? (Object.keys(map.hexes) as HexKey[])) {
    const hex = map.hexes[key];
    if (hex?.bridge && !hex.river) return t('files:invariant.bridge', { what, hex: hexPhrase(key) });
  }
  return undefined;
}
