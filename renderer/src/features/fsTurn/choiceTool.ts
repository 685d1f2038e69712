import type { AppThunk } from '../../app/store';
import type { HexPointer } from '../editor/hexPointer';
import { issueFsCommand } from '../firestorm/issueFsCommand';
import { selectFirestorm } from '../firestorm/fsSelectors';

/** FS-DEFEAT-2, FS-SCATTER-1 on the map: a click on a highlighted hex picks the retreat or scatter destination. */
export function choiceTool(event: HexPointer): AppThunk<boolean> {
  return (dispatch, getState) => {
    const fs = selectFirestorm(getState());
    const choice = fs?.pending[0];
    if (!choice || event.kind !== 'down' || !event.hex) return false;
    if (!choice.options.includes(event.hex)) return false;
    const type = choice.kind === 'retreat' ? 'ChooseRetreat' : 'ChooseScatter';
    dispatch(issueFsCommand({ type, banner: choice.bannerId, hex: event.hex }));
    return true;
  };
}
