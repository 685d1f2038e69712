import type { RootState } from '../../../app/store';
import { selectFirestorm, selectFsViewer } from '../fsSelectors';

/**
 * The faction whose orders are being given on this device now (FS-ORDER-2): the hot-seat faction once its player
 * is at the device, else the faction the view is locked to, while it still owes its orders.
 */
export function selectDraftingFaction(state: RootState): string | null {
  const fs = selectFirestorm(state);
  if (!fs || fs.turn.step !== 'ORDERS' || fs.status !== 'running') return null;
  const hotSeat = state.fsTurn.hotSeat;
  const faction = hotSeat
    ? hotSeat.stage === 'orders'
      ? hotSeat.faction
      : null
    : selectFsViewer(state).kind === 'seat'
      ? (selectFsViewer(state) as { id: string }).id
      : null;
  return faction && !fs.turn.submitted.includes(faction) ? faction : null;
}
