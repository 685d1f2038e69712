import type { FsCommand } from '@shared/rulesets/firestorm';
import type { AppThunk } from '../../../app/store';
import type { HexPointer } from '../../../store/appMode';
import { issueCommand } from '../../../campaign/issueCommand';
import { selectFirestorm } from '../fsSelectors';

/** FS-DEFEAT-2, FS-SCATTER-1 on the map: a click on a highlighted hex picks the retreat or scatter destination. */
export function choiceTool(event: HexPointer): AppThunk<boolean> {
  return (dispatch, getState) => {
    const fs = selectFirestorm(getState());
    const choice = fs?.pending[0];
    if (!choice || event.kind !== 'down' || !event.hex) return false;
    if (!choice.options.includes(event.hex)) return false;
    const type = choice.kind === 'retreat' ? 'ChooseRetreat' : 'ChooseScatter';
    dispatch(issueCommand({ type, banner: choice.bannerId, hex: event.hex } as FsCommand));
    return true;
  };
}
