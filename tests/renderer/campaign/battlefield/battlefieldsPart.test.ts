import { describe, expect, it } from 'vitest';
import {
  battlefieldNudgesCleared,
  battlefieldPieceNudged,
  battlefieldRerolled,
  battlefieldsReducer,
  battlefieldTableChosen,
} from '../../../../renderer/src/campaign/battlefield/battlefieldsPart';

describe('the table plans’ document part (issue 29)', () => {
  it('re-rolls, picks a table, adds up nudges and clears them; refuses a bad table unchanged', () => {
    let s = battlefieldsReducer(
      undefined,
      battlefieldPieceNudged({ battleId: 'b1', pieceId: 'p2', dx: 1, dy: 0 }),
    );
    s = battlefieldsReducer(s, battlefieldPieceNudged({ battleId: 'b1', pieceId: 'p2', dx: 0.5, dy: -2 }));
    expect(s!.b1).toEqual({ seed: 1, table: { width: 72, height: 48 }, nudges: { p2: { x: 1.5, y: -2 } } });
    // Another layout: the nudges were for the old one.
    const rolled = battlefieldsReducer(s, battlefieldRerolled({ battleId: 'b1', seed: 2 }));
    expect(rolled!.b1).toEqual({ seed: 2, table: { width: 72, height: 48 }, nudges: {} });
    expect(
      battlefieldsReducer(s, battlefieldTableChosen({ battleId: 'b1', table: { width: 10, height: 48 } })),
    ).toBe(s);
    const table = battlefieldsReducer(
      s,
      battlefieldTableChosen({ battleId: 'b1', table: { width: 44, height: 30 } }),
    );
    expect(table!.b1!.table).toEqual({ width: 44, height: 30 });
    expect(battlefieldsReducer(s, battlefieldNudgesCleared({ battleId: 'b1' }))!.b1!.nudges).toEqual({});
    expect(
      battlefieldsReducer(s, battlefieldPieceNudged({ battleId: 'b1', pieceId: 'p2', dx: NaN, dy: 0 })),
    ).toBe(s);
  });
});
