import type { LazyMapPicture } from './draw/lazyMapPicture';

/** Longest slice of building taken when the browser has no idle callbacks (jsdom, old WebViews). */
const FALLBACK_SLICE_MS = 8;

const waiting = new WeakMap<LazyMapPicture, (() => void)[]>();

/**
 * Builds the picture's chunks in idle time, a slice per idle callback (issue 30: the first frame is shown first,
 * the chunks for panning and zooming come after, without holding up input). `onBuilt` runs once the idle build has
 * finished; not when a frame needed the chunks first and built the rest itself (that frame drew them already).
 */
export function buildWhenIdle(picture: LazyMapPicture, onBuilt: () => void): void {
  if (picture.built) return;
  const listeners = waiting.get(picture);
  if (listeners) {
    listeners.push(onBuilt);
    return;
  }
  waiting.set(picture, [onBuilt]);
  const idle = globalThis.requestIdleCallback;
  const step = (more: () => boolean) => {
    if (picture.built) return;
    if (!picture.buildSome(more)) {
      schedule();
      return;
    }
    for (const listener of waiting.get(picture) ?? []) listener();
  };
  const schedule = () => {
    if (idle) idle((deadline) => step(() => deadline.timeRemaining() > 1));
    else
      setTimeout(() => {
        const end = performance.now() + FALLBACK_SLICE_MS;
        step(() => performance.now() < end);
      }, 0);
  };
  schedule();
}
