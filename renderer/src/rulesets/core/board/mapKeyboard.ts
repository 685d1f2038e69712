import { isShortcut } from '@shared/ipc';
import { useShortcut } from '../../../kit/shortcuts/shortcutHandlers';
import { axialToOddQ, keyOf, oddQToAxial, parseHexKey, type HexKey } from '@shared/hex';
import type { CampaignMap } from '@shared/map';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { moveArmyTo } from '../moveArmyTo';
import { armyPickedUp } from '../../../campaign/playSlice';
import { hexHovered, hexSelected } from '../../../document/viewSlice';

/** Column and row steps of the arrow keys in the odd-q layout (HEX-4): a printed map's columns and rows. */
const ARROW_STEPS: Record<string, { col: number; row: number }> = {
  ArrowUp: { col: 0, row: -1 },
  ArrowDown: { col: 0, row: 1 },
  ArrowLeft: { col: -1, row: 0 },
  ArrowRight: { col: 1, row: 0 },
};

/** The hex the arrow key leads to from `from`, or null off the map. */
export function cursorStep(map: CampaignMap, from: HexKey, key: string): HexKey | null {
  const step = ARROW_STEPS[key];
  if (!step) return null;
  const { col, row } = axialToOddQ(parseHexKey(from));
  const next = keyOf(oddQToAxial({ col: col + step.col, row: row + step.row }));
  return map.hexes[next] ? next : null;
}

/** The top-left-most hex of the map: where the keyboard cursor starts. */
function firstHex(map: CampaignMap): HexKey | null {
  let best: HexKey | null = null;
  let bestScore = Infinity;
  for (const key of Object.keys(map.hexes) as HexKey[]) {
    const { col, row } = axialToOddQ(parseHexKey(key));
    const score = row * 100_000 + col;
    if (score < bestScore) [best, bestScore] = [key, score];
  }
  return best;
}

/**
 * The keyboard hex cursor of the focused map: the arrow keys move the selected hex (the hex panel describes it,
 * the map rings it), Enter moves the picked-up army there (MOVE-5..10), as a drop would.
 */
export function useHexCursor(map: CampaignMap, pickedArmyId: string | null) {
  const dispatch = useAppDispatch();
  const hoverHex = useAppSelector((state) => state.view.hoverHex);
  const selectedHex = useAppSelector((state) => state.view.selectedHex);
  return (event: React.KeyboardEvent<HTMLElement>) => {
    if (isShortcut('hexCursor', event) && event.key in ARROW_STEPS) {
      event.preventDefault();
      const from = selectedHex ?? hoverHex;
      const next = from ? cursorStep(map, from, event.key) : firstHex(map);
      if (!next) return;
      dispatch(hexHovered(null));
      dispatch(hexSelected(next));
      return;
    }
    const target = hoverHex ?? selectedHex;
    if (isShortcut('moveArmy', event) && pickedArmyId && target) dispatch(moveArmyTo(pickedArmyId, target));
  };
}

/** Escape puts the picked-up army down wherever the focus is (the map, the sidebar's buttons), unless a dialog is open. */
export function usePutDownOnEscape(pickedArmyId: string | null) {
  const dispatch = useAppDispatch();
  useShortcut(
    'putDown',
    () => {
      if (document.querySelector('[role="dialog"]')) return false;
      dispatch(armyPickedUp({ armyId: null }));
    },
    pickedArmyId !== null,
  );
}
