export * from './point';
export * from './hexToPixel';
export * from './pixelToHexKey';
export * from './hexCorners';
export * from './mapBounds';
export type { CanvasDrawState } from './canvasDrawState';
