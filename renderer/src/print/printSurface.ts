import type { DrawContext, PathFactory } from '../canvas/draw/drawContext';

/** The Canvas 2D calls printing needs beyond the map drawing's: clipping, scaling, frames. */
export interface PrintContext extends DrawContext {
  clip(): void;
  scale(x: number, y: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  /** Vector output (SVG) groups what is drawn next into a named layer; bitmaps have no layers and leave it out. */
  beginLayer?(name: string): void;
}

/**
 * One bitmap to draw into: a browser canvas or a Node canvas (@napi-rs/canvas), behind the same few methods so
 * the print code runs in the app and in the CLI alike.
 */
export interface PrintSurface {
  readonly width: number;
  readonly height: number;
  readonly context: PrintContext;
  /** Lossless PNG, for PNG exports. */
  encodePng(): Promise<Uint8Array>;
  /** JPEG at `quality` 0..1, for PDF pages (see exportPdf for why). */
  encodeJpeg(quality: number): Promise<Uint8Array>;
  /** Copies `source` onto this surface with its top left at (x, y) device pixels. */
  drawSurface(source: PrintSurface, x: number, y: number): void;
}

/** Where printing gets its bitmaps and paths from. */
export interface PrintEnvironment {
  /** A white-backed (opaque) surface, or a transparent one when asked (Tiled's tiles). */
  createSurface(width: number, height: number, transparent?: boolean): PrintSurface;
  createPath: PathFactory;
}

/**
 * Largest tile side in device pixels. Browsers refuse or silently blank canvases past their limits (Chromium:
 * 32767 px a side and 2^28 px in all; Safari ~16.7 M px; some GPUs 4096 or 8192 a side), so pages are drawn in
 * tiles this big or smaller and composed: any map and any resolution exports completely.
 */
export const MAX_TILE_PX = 4096;

/** A single-image PNG is composed only up to this many pixels (16384 a side, 2^27 in all): safe in Chromium. */
export const MAX_IMAGE_SIDE_PX = 16384;
export const MAX_IMAGE_AREA_PX = 2 ** 27;

export function fitsOneImage(width: number, height: number): boolean {
  return width <= MAX_IMAGE_SIDE_PX && height <= MAX_IMAGE_SIDE_PX && width * height <= MAX_IMAGE_AREA_PX;
}
