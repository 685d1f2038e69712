export { MapCanvas } from './MapCanvas';
export { StillMap } from './StillMap';
export type { ArmyFlag, HexPointerEvent, MapCanvasProps, MapLayers } from './mapCanvasTypes';
export { drawPlayOverlay, EMPTY_PLAY_OVERLAY, type PlayOverlay } from './draw/drawPlayOverlay';
export {
  clampScale,
  fitCamera,
  MAX_SCALE,
  MIN_SCALE,
  panBy,
  screenToWorld,
  visibleWorldRect,
  worldToScreen,
  zoomAt,
  type Camera,
  type Viewport,
} from './camera';
export { HEX_SIZE } from './hexSize';
export { focusCamera } from './focusCamera';
export { hexAtScreen } from './useMapPointer';
export { TERRAIN_COLORS } from './draw/palette';
/** Konva-free drawing for printing and export (see draw/mapPicture.ts). */
export { buildMapPicture, drawMap, type MapPicture } from './draw/mapPicture';
export type { DrawContext, PathBuilder, PathFactory } from './draw/drawContext';
export { NO_HEX_MARKS, type HexMarks } from './marksScene';
export { drawBattleMarker, drawHexLabel, drawNoteIcon } from './draw/drawHexMarks';
