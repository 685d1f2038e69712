export { MapCanvas } from './MapCanvas';
export { DefenseBoard, DEFENSE_SQUARE, DEFENSE_STAGE, type DefenseBoardProps } from './DefenseBoard';
export type { ArmyFlag, HexPointerEvent, MapCanvasProps } from './mapCanvasTypes';
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
export {
  EMPTY_TERRITORY_BOARD,
  FACTION_LOOKS,
  factionLook,
  type BannerMark,
  type BannerMotion,
  type ConflictMark,
  type OrderMark,
  type TerritoryBoard,
  type TerritoryFaction,
  type TerritorySpecial,
} from './territory/territoryBoard';
export { shortPoints } from './territory/BannerLayer';
export { MARK_COLORS } from './territory/drawTerritoryMarks';
export { AssaultZones } from './AssaultZones';
export type { ZoneBand, ZoneCell, ZoneDiagram, ZoneUnitCard } from './assaultDiagramTypes';
export { NO_HEX_MARKS, type HexMarks } from './marksScene';
export { drawBattleMarker, drawHexLabel, drawNoteIcon } from './draw/drawHexMarks';
