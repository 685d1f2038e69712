import type { HexNotes } from '@shared/document';
import type { HexKey } from '@shared/hex';
import { hexKeyToPixel } from '@shared/layout';
import { drawBattleMarker, drawHexLabel, drawNoteIcon } from './draw/drawHexMarks';
import { HEX_SIZE } from './hexSize';
import { shapeView, type SceneFunc } from './mapScene';

/** What the marks layer draws over the features: the GM's labels and notes, and battle markers. */
export interface HexMarks {
  /** HEX-7: the GM's labels and notes by hex. */
  readonly notes: HexNotes;
  /** BATTLE-1: hexes where a battle is pending or fought but not yet applied (BATTLE-8). */
  readonly contested: readonly HexKey[];
}

export const NO_HEX_MARKS: HexMarks = { notes: {}, contested: [] };

/** Below this zoom a hex is a few pixels wide: note icons and labels would be noise (battles still show). */
const NOTES_MIN_SCALE = 0.3;

/** Labels and note icons (culled to the view), then battle markers on top: few, and they matter most. */
export function marksSceneFunc(marks: HexMarks): SceneFunc {
  const noted = Object.keys(marks.notes) as HexKey[];
  return (context, shape) => {
    const ctx = context._context;
    const { rect, scale } = shapeView(shape);
    const s = HEX_SIZE;
    const inView = (x: number, y: number) =>
      x >= rect.minX - s && x <= rect.maxX + s && y >= rect.minY - s && y <= rect.maxY + s;
    if (scale >= NOTES_MIN_SCALE) {
      for (const key of noted) {
        const { x, y } = hexKeyToPixel(key, s);
        if (!inView(x, y)) continue;
        const note = marks.notes[key]!;
        ctx.save();
        if (note.note) drawNoteIcon(ctx, x, y, s);
        if (note.label) drawHexLabel(ctx, note.label, x, y, s, 1 / scale);
        ctx.restore();
      }
    }
    for (const key of marks.contested) {
      const { x, y } = hexKeyToPixel(key, s);
      if (!inView(x, y)) continue;
      ctx.save();
      // Never smaller than 14 screen pixels across, so a zoomed-out map still shows where battles are.
      drawBattleMarker(ctx, x, y, Math.max(s, 24 / scale));
      ctx.restore();
    }
  };
}
