import type { HexKey } from '@shared/hex';
import type { CampaignMap } from '@shared/map';
import { mapBounds } from '@shared/layout';
import { fitCamera, type Camera, type Viewport } from './camera';
import { HEX_SIZE } from './hexSize';

/** How much closer than the whole map a focus may zoom: the player still sees where the neighbours stand. */
const MAX_ZOOM_OVER_FIT = 2;
/** The margin kept between the map's edge and the view's, as the whole map's fit keeps it. */
const PADDING = 16;

/**
 * A camera centred on some hexes (a faction's banners, issue 27): zoomed so they and a ring around them fill the
 * view, but never further out than the whole map's fit nor more than twice as close, and never past the map's edge.
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
  // Never closer than a hex's own size (scale 1) either: a small map seen whole stays whole.
  const scale = Math.max(whole.scale, Math.min(close.scale, whole.scale * MAX_ZOOM_OVER_FIT, 1));
  // The hexes' centre in the middle of the view at that scale, as far as the map's edges allow: no empty margin
  // beyond an edge, and a map smaller than the view stays centred (a corner faction sees its corner, not a void).
  const centreX = (viewport.width / 2 - close.x) / close.scale;
  const centreY = (viewport.height / 2 - close.y) / close.scale;
  const box = mapBounds(map, HEX_SIZE);
  const axis = (centre: number, min: number, max: number, view: number) => {
    const wanted = view / 2 - centre * scale;
    if ((max - min) * scale <= view) return view / 2 - ((min + max) / 2) * scale;
    return Math.min(-min * scale + PADDING, Math.max(view - PADDING - max * scale, wanted));
  };
  return {
    x: axis(centreX, box.minX, box.maxX, viewport.width),
    y: axis(centreY, box.minY, box.maxY, viewport.height),
    scale,
  };
}
