/**
 * Issue 27: army flags stay readable and grabbable at fit. Decision: a flag (pole and cloth, 28 world units tall at
 * scale 1) is drawn at least MIN_FLAG_PX = 24 screen pixels tall, its cloth then at least 16 px wide; zoomed in
 * far enough it is drawn at its own size. It never grows past MAX_FLAG_GROWTH times its size, so two flags side by
 * side in a battle hex still fit the hex on a 316 × 316 map seen whole.
 */
export const FLAG_HEIGHT = 28;
export const MIN_FLAG_PX = 24;
const MAX_FLAG_GROWTH = 2;

/** How much larger than its world size a flag is drawn at this camera scale (1 when it is big enough already). */
export function flagScale(cameraScale: number): number {
  if (!(cameraScale > 0)) return 1;
  return Math.min(MAX_FLAG_GROWTH, Math.max(1, MIN_FLAG_PX / (FLAG_HEIGHT * cameraScale)));
}

/** The hover label's text size in world units, so it reads at 12 screen pixels at least. */
export function labelFontSize(cameraScale: number): number {
  return cameraScale > 0 ? Math.max(11, 12 / cameraScale) : 11;
}
