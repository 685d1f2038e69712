import { MIN_FLAG_PX } from '../../../canvas/flagScale';

/**
 * Issue 27: Firestorm banners stay readable and grabbable at fit, as army flags do (flagScale.ts). A banner's flag
 * (pole top to foot, BannerLayer's Flag) is BANNER_HEIGHT = 32 world units tall at scale 1; it is drawn at least
 * MIN_FLAG_PX = 24 screen pixels tall, and never more than MAX_BANNER_GROWTH times its own size, so an attacker
 * and a defender side by side on a battle hex still read as two flags on a large map seen whole.
 */
export const BANNER_HEIGHT = 32;
const MAX_BANNER_GROWTH = 2;

/** How much larger than its world size a banner is drawn at this camera scale (1 when it is big enough already). */
export function bannerScale(cameraScale: number): number {
  if (!(cameraScale > 0)) return 1;
  return Math.min(MAX_BANNER_GROWTH, Math.max(1, MIN_FLAG_PX / (BANNER_HEIGHT * cameraScale)));
}
