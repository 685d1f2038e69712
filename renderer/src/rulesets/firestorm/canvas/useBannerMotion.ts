import type Konva from 'konva';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { parseHexKey, type HexKey } from '@shared/hex';
import { HEX_SIZE } from '../../../canvas/hexSize';
import type { BannerMotion } from './territoryBoard';

/** Time per hex of a walk, and the most a whole walk may take: short enough never to hold the GM up. */
export const STEP_MS = 120;
const MAX_WALK_MS = 600;

/** Whether the user asked for less motion (or the page cannot tell: then nothing moves, as in unit tests). */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const centreOf = (key: HexKey) => {
  const { q, r } = parseHexKey(key);
  return { x: 1.5 * HEX_SIZE * q, y: Math.sqrt(3) * HEX_SIZE * (r + q / 2) - 2 };
};

/** Where a walk through `points` stands after fraction `t` (0..1) of it, eased in and out on each step. */
export function walkPosition(
  points: readonly { x: number; y: number }[],
  t: number,
): { x: number; y: number } {
  const steps = points.length - 1;
  if (steps <= 0 || t >= 1) return points[points.length - 1]!;
  const at = Math.max(0, t) * steps;
  const i = Math.floor(at);
  const f = at - i;
  const ease = f * f * (3 - 2 * f);
  const a = points[i]!;
  const b = points[i + 1]!;
  return { x: a.x + (b.x - a.x) * ease, y: a.y + (b.y - a.y) * ease };
}

/**
 * Animates the latest revealed move (issue 12 "each faction's reveal and moves animated step by step"): the moved
 * banner's flag walks hex by hex along its path (FS-MOVE-1) to where the board has already put it. Runs only for a
 * move newer than the one shown when the board mounted (never on opening a file, undo or a faction's view), is
 * skipped by any key or click, and is off under prefers-reduced-motion. The flag node is moved directly (no React
 * render per frame); the stage's container says `data-banner-motion` while a walk runs. `targets` holds where
 * the layer last drew each flag, so an interrupted walk ends where React wants the flag now.
 */
export function useBannerMotion(
  layerRef: RefObject<Konva.Layer | null>,
  motion: BannerMotion | undefined,
  targets: ReadonlyMap<string, { x: number; y: number }>,
): void {
  const shownKey = useRef<number | null>(motion?.key ?? null);
  const latest = useRef({ motion, targets });
  // Declared first, so it runs before the walk's effect below in the same commit.
  useLayoutEffect(() => {
    latest.current = { motion, targets };
  });
  const key = motion?.key ?? null;
  useLayoutEffect(() => {
    const previous = shownKey.current;
    shownKey.current = key;
    const move = latest.current.motion;
    if (!move || (previous !== null && move.key <= previous) || prefersReducedMotion()) return;
    const layer = layerRef.current;
    const node = layer?.findOne<Konva.Group>(`.banner-${move.bannerId}`);
    if (!layer || !node) return;
    const target = () => latest.current.targets.get(move.bannerId) ?? { x: node.x(), y: node.y() };
    const points = [...move.path.slice(0, -1).map(centreOf), target()];
    const duration = Math.min(MAX_WALK_MS, STEP_MS * (points.length - 1));
    const container = layer.getStage()?.container();
    container?.setAttribute('data-banner-motion', move.bannerId);
    let frame = 0;
    let start: number | null = null;
    const finish = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', finish, true);
      window.removeEventListener('pointerdown', finish, true);
      node.position(target());
      layer.batchDraw();
      container?.removeAttribute('data-banner-motion');
    };
    const tick = (now: number) => {
      start ??= now;
      const t = (now - start) / duration;
      if (t >= 1) return finish();
      node.position(walkPosition(points, t));
      layer.batchDraw();
      frame = requestAnimationFrame(tick);
    };
    node.position(points[0]!);
    window.addEventListener('keydown', finish, true);
    window.addEventListener('pointerdown', finish, true);
    frame = requestAnimationFrame(tick);
    return finish;
  }, [layerRef, key]);
}
