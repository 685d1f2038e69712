import type { BattlefieldPlan, TablePoint } from './battlefieldTypes';
import { movedFootprint, pointOnFootprint } from './shapes';

/** The GM's hand moves of pieces, in inches, by piece id (issue 29 "nudge a piece by hand"). */
export type PieceNudges = Readonly<Record<string, TablePoint>>;

/**
 * The plan with the GM's nudges applied. A nudge never takes a piece off the table: it is clamped so the piece
 * stays on it (the GM may still push two pieces together; that is the GM's table).
 */
export function nudgedPlan(plan: BattlefieldPlan, nudges: PieceNudges): BattlefieldPlan {
  if (Object.keys(nudges).length === 0) return plan;
  return {
    ...plan,
    pieces: plan.pieces.map((p) => {
      const n = nudges[p.id];
      if (!n) return p;
      const f = p.footprint;
      const [minX, maxX, minY, maxY] =
        f.type === 'circle'
          ? [f.r - f.x, plan.table.width - f.r - f.x, f.r - f.y, plan.table.height - f.r - f.y]
          : [-f.x, plan.table.width - f.w - f.x, -f.y, plan.table.height - f.h - f.y];
      const dx = Math.max(minX, Math.min(maxX, n.x));
      const dy = Math.max(minY, Math.min(maxY, n.y));
      return {
        ...p,
        footprint: movedFootprint(f, dx, dy),
        ...(p.outline ? { outline: p.outline.map((q) => ({ x: q.x + dx, y: q.y + dy })) } : {}),
      };
    }),
  };
}

/** The topmost piece under a table point (inches), for dragging; null on bare table. */
export function pieceAt(plan: BattlefieldPlan, at: TablePoint): string | null {
  for (let i = plan.pieces.length - 1; i >= 0; i--) {
    const p = plan.pieces[i]!;
    if (pointOnFootprint(at, p.footprint)) return p.id;
  }
  return null;
}
