import { mapBounds, type Point, type WorldRect } from '@shared/layout';
import type { CampaignMap } from '@shared/map';
import { HEX_SIZE } from './hexSize';

/** The view transform: screen = world · scale + (x, y). Never part of the document or its undo history. */
export interface Camera {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** A 316×316 map fits a small window at ~0.02; beyond 8 a hex fills the screen. */
export const MIN_SCALE = 0.02;
export const MAX_SCALE = 8;

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** Centres the whole map in the viewport with a margin of `padding` screen pixels. */
export function fitCamera(map: Pick<CampaignMap, 'hexes'>, viewport: Viewport, padding = 16): Camera {
  const box = mapBounds(map, HEX_SIZE);
  const worldWidth = Math.max(box.maxX - box.minX, HEX_SIZE);
  const worldHeight = Math.max(box.maxY - box.minY, HEX_SIZE);
  const usableWidth = Math.max(viewport.width - 2 * padding, 1);
  const usableHeight = Math.max(viewport.height - 2 * padding, 1);
  const scale = clampScale(Math.min(usableWidth / worldWidth, usableHeight / worldHeight));
  const centreX = (box.minX + box.maxX) / 2;
  const centreY = (box.minY + box.maxY) / 2;
  return { x: viewport.width / 2 - centreX * scale, y: viewport.height / 2 - centreY * scale, scale };
}

/** Zooms by `factor` keeping the world point under `screenPoint` fixed (wheel zoom at the pointer). */
export function zoomAt(camera: Camera, factor: number, screenPoint: Point): Camera {
  const scale = clampScale(camera.scale * factor);
  const world = screenToWorld(camera, screenPoint);
  return { x: screenPoint.x - world.x * scale, y: screenPoint.y - world.y * scale, scale };
}

/** Moves the picture by (dx, dy) screen pixels. */
export function panBy(camera: Camera, dx: number, dy: number): Camera {
  return { x: camera.x + dx, y: camera.y + dy, scale: camera.scale };
}

export function screenToWorld(camera: Camera, point: Point): Point {
  return { x: (point.x - camera.x) / camera.scale, y: (point.y - camera.y) / camera.scale };
}

export function worldToScreen(camera: Camera, point: Point): Point {
  return { x: point.x * camera.scale + camera.x, y: point.y * camera.scale + camera.y };
}

/** The world rectangle the viewport shows: what the drawing code culls against. */
export function visibleWorldRect(camera: Camera, viewport: Viewport): WorldRect {
  const topLeft = screenToWorld(camera, { x: 0, y: 0 });
  const bottomRight = screenToWorld(camera, { x: viewport.width, y: viewport.height });
  return { minX: topLeft.x, minY: topLeft.y, maxX: bottomRight.x, maxY: bottomRight.y };
}

/** Whether two cameras show the same view (to the pixel). */
export function sameCamera(a: Camera, b: Camera): boolean {
  return Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.scale - b.scale) < 1e-6;
}
