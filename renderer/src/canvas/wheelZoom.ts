/** Wheel zoom speed: one mouse notch (deltaY 100 px) zooms by e^0.15 ≈ 1.16. */
export const WHEEL_ZOOM_RATE = 0.0015;
/** Wheel deltas below this many pixels come from a trackpad (a mouse notch is about 100 px in every browser). */
const TRACKPAD_DELTA = 40;
/**
 * Decision (issue 15: trackpad-sized steps never zoomed): trackpad scrolls and ctrl+wheel pinches report a few
 * pixels per event, so they zoom this many times faster per pixel than a notch; a two-finger swipe of about a
 * notch's length then zooms about as much as two notches, and a pinch follows the fingers.
 */
const TRACKPAD_BOOST = 4;
const PINCH_BOOST = 8;

/** The fields of a WheelEvent the zoom reads. */
export interface WheelStep {
  readonly deltaY: number;
  /** 0 pixels, 1 lines, 2 pages (WheelEvent.deltaMode). */
  readonly deltaMode: number;
  /** Browsers report a trackpad pinch as a wheel event with ctrlKey. */
  readonly ctrlKey: boolean;
}

/** The deltaY in pixels: line steps (Firefox) are 16 px, page steps 800 px. */
export function wheelPixels(step: WheelStep): number {
  return step.deltaY * (step.deltaMode === 1 ? 16 : step.deltaMode === 2 ? 800 : 1);
}

/** The zoom factor of one wheel event (> 1 zooms in): notches as before, trackpads and pinches boosted. */
export function wheelZoomFactor(step: WheelStep): number {
  const pixels = wheelPixels(step);
  const boost = step.ctrlKey ? PINCH_BOOST : Math.abs(pixels) < TRACKPAD_DELTA ? TRACKPAD_BOOST : 1;
  return Math.exp(-pixels * WHEEL_ZOOM_RATE * boost);
}
