import type Konva from 'konva';
import type { HexKey } from '@shared/hex';
import { visibleWorldRect } from './camera';
import { drawCoordinates } from './draw/drawCoordinates';
import { drawFeatures, type FeatureStyle } from './draw/drawFeatures';
import { drawOverlay } from './draw/drawOverlay';
import { drawTerrain, type TerrainView } from './draw/drawTerrain';
import { HEX_SIZE } from './hexSize';
import { createPath2D, type MapDrawData } from './mapDrawData';

/**
 * Konva scene functions for the map layers: each reads the camera from the shape's absolute transform, culls
 * against the visible world rectangle and hands the native context to the Konva-free draw code. The React
 * MapCanvas and the browser benchmark use these same functions.
 */
export type SceneFunc = (context: Konva.Context, shape: Konva.Shape) => void;

export function shapeView(shape: Konva.Shape): TerrainView {
  const [scale = 1, , , , x = 0, y = 0] = shape.getAbsoluteTransform().getMatrix();
  const stage = shape.getStage();
  const viewport = { width: stage?.width() ?? 0, height: stage?.height() ?? 0 };
  return { rect: visibleWorldRect({ x, y, scale }, viewport), scale };
}

export function terrainSceneFunc(data: MapDrawData): SceneFunc {
  return (context, shape) => {
    drawTerrain(context._context, data.terrain, data.map.hexes, shapeView(shape), createPath2D);
  };
}

export function featuresSceneFunc(
  data: MapDrawData,
  style: FeatureStyle,
  showCoordinates: boolean,
): SceneFunc {
  return (context, shape) => {
    const view = shapeView(shape);
    if (showCoordinates) drawCoordinates(context._context, data.terrain, view);
    drawFeatures(context._context, data.features, data.map.hexes, view, style);
  };
}

export function overlaySceneFunc(
  hoverHex: HexKey | null,
  selectedHex: HexKey | null,
  highlightHexes: readonly HexKey[],
): SceneFunc {
  return (context, shape) => {
    drawOverlay(
      context._context,
      { hoverHex, selectedHex, highlightHexes },
      HEX_SIZE,
      shapeView(shape).scale,
    );
  };
}
