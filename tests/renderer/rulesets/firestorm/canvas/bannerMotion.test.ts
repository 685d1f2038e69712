import { describe, expect, it } from 'vitest';
import { firestormDemoState } from '@shared/document';
import { GM_VIEWER, kernelStep } from '@shared/kernel';
import { firestormAutoCommand, firestormRuleset, type FsState } from '@shared/rulesets/firestorm';
import {
  prefersReducedMotion,
  walkPosition,
} from '../../../../../renderer/src/rulesets/firestorm/canvas/useBannerMotion';
import { buildTerritoryBoard } from '../../../../../renderer/src/rulesets/firestorm/fsBoard';

describe('walkPosition', () => {
  const points = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 20 },
  ];

  it('starts on the first hex, passes each hex in turn and ends on the last', () => {
    expect(walkPosition(points, 0)).toEqual({ x: 0, y: 0 });
    expect(walkPosition(points, 0.5)).toEqual({ x: 10, y: 0 });
    expect(walkPosition(points, 1)).toEqual({ x: 10, y: 20 });
    expect(walkPosition(points, 3)).toEqual({ x: 10, y: 20 });
  });

  it('moves along one step at a time, never off the path between two hexes', () => {
    const quarter = walkPosition(points, 0.25);
    expect(quarter.y).toBe(0);
    expect(quarter.x).toBeGreaterThan(0);
    expect(quarter.x).toBeLessThan(10);
    const late = walkPosition(points, 0.75);
    expect(late.x).toBe(10);
    expect(late.y).toBeGreaterThan(0);
    expect(late.y).toBeLessThan(20);
  });
});

describe('the board motion (issue 12: moves animated step by step)', () => {
  it('nothing moves where the page cannot tell what motion the user wants (unit tests)', () => {
    expect(prefersReducedMotion()).toBe(true);
  });

  it('is the latest BannerMoved walk, with a key that grows with each new move', () => {
    let state: FsState = firestormDemoState();
    const before = buildTerritoryBoard(state, GM_VIEWER).motion;
    let moved: FsState | null = null;
    for (let i = 0; i < 60 && !moved; i++) {
      const result = kernelStep(firestormRuleset, state, firestormAutoCommand(state)!);
      if (!result.ok) throw new Error('refused');
      const event = result.events.find((e) => e.type === 'BannerMoved');
      state = result.state as FsState;
      if (event && (event.payload.path as string[]).length > 1) moved = state;
    }
    expect(moved).not.toBeNull();
    const motion = buildTerritoryBoard(moved!, GM_VIEWER).motion!;
    const event = moved!.log[motion.key]!;
    expect(event.type).toBe('BannerMoved');
    expect(motion.path).toEqual(event.payload.path);
    expect(motion.bannerId).toBe(event.payload.banner);
    // FS-MOVE-1: the walk starts where the banner stood and ends where the board now draws it.
    const flag = buildTerritoryBoard(moved!, GM_VIEWER).banners.find((b) => b.id === motion.bannerId)!;
    expect(flag.hex).toBe(motion.path[motion.path.length - 1]);
    expect(motion.key).toBeGreaterThan(before?.key ?? -1);
  });
});
