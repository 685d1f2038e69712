import type { HexKey } from '@shared/hex';
import type { CampaignMap } from '@shared/map';
import { fitCamera, type Camera, type Viewport } from './camera';

/** How much closer than the whole map a focus may zoom: the player still sees where the neighbours stand. */
const MAX_ZOOM_OVER_FIT = 2;

/**
 * A camera centred on some hexes (a faction's banners, issue 27): zoomed so they and a ring around them fill the
 * view, but never further out than the whole map's fit nor more than twice as close.
 */
export function focusCamera(
  map: Pick<CampaignMap, 'hexes'>,
  hexes: readonly HexKey[],
  viewport: Viewport,
): Camera {
  const whole = fitCamera(map, viewport);
  const subset = Object.fromEntries(hexes.filter((h) => map.hexes[h]).map((h) => [h, map.hexes[h]!]));
  if (Object.keys(subset).length === 0) return whole;
  // A generous margin: the ring of hexes around the banners (where they can march) stays in view.
  const close = fitCamera({ hexes: subset }, viewport, Math.min(viewport.width, viewport.height) / 4);
  const scale = Math.min(Math.max(close.scale, whole.scale), whole.scale * MAX_ZOOM_OVER_FIT);
  // Keep the hexes' centre in the middle of the view at that scale.
  const centreX = (viewport.width / 2 - close.x) / close.scale;
  const centreY = (viewport.height / 2 - close.y) / close.scale;
  return { x: viewport.width / 2 - centreX * scale, y: viewport.height / 2 - centreY * scale, scale };
}
