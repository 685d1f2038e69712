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

/** Labels and note icons, culled to the view (the features layer, under the armies). */
export function notesSceneFunc(notes: HexNotes): SceneFunc {
  const noted = Object.keys(notes) as HexKey[];
  return (context, shape) => {
    const { rect, scale } = shapeView(shape);
    if (scale < NOTES_MIN_SCALE) return;
    const ctx = context._context;
    const s = HEX_SIZE;
    for (const key of noted) {
      const { x, y } = hexKeyToPixel(key, s);
      if (x < rect.minX - s || x > rect.maxX + s || y < rect.minY - s || y > rect.maxY + s) continue;
      const note = notes[key]!;
      ctx.save();
      if (note.note) drawNoteIcon(ctx, x, y, s);
      if (note.label) drawHexLabel(ctx, note.label, x, y, s, 1 / scale);
      ctx.restore();
    }
  };
}

/** Battle markers, over the army flags (a battle hex holds two armies whose flags fill its middle). */
export function battlesSceneFunc(contested: readonly HexKey[]): SceneFunc {
  return (context, shape) => {
    const { scale } = shapeView(shape);
    const ctx = context._context;
    for (const key of contested) {
      const { x, y } = hexKeyToPixel(key, HEX_SIZE);
      ctx.save();
      // Never smaller than 24 screen pixels a hex, so a zoomed-out map still shows where battles are.
      drawBattleMarker(ctx, x, y, Math.max(HEX_SIZE, 24 / scale));
      ctx.restore();
    }
  };
}
