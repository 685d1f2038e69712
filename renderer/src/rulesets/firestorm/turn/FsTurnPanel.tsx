import { useEffect } from 'react';
import type { FsCommand } from '@shared/rulesets/firestorm';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { issueCommand } from '../../../campaign/issueCommand';
import { selectFirestorm, selectFsViewer } from '../fsSelectors';
import { fsMarksShown, NO_FS_MARKS } from '../fsSlice';
import { AftermathPanel } from './AftermathPanel';
import { BattlesPanel } from './BattlesPanel';
import { BuildMenu } from './BuildMenu';
import { ExecutionPanel } from './ExecutionPanel';
import { FsLogPanel } from './FsLogPanel';
import { FsOrdersPanel } from './FsOrdersPanel';
import { FsTurnOverlay } from './FsTurnOverlay';
import { fsNamesOf } from './fsTurnNames';
import { fsBattleShown } from './fsTurnSlice';
import { PathToGloryPanel } from './PathToGloryPanel';
import { StartPanel } from './StartPanel';
import { UpkeepPanel } from './UpkeepPanel';
import './fsTurn.css';

/**
 * The turn side of a Firestorm campaign (issue 12 §1–6): the step's panel (orders, execution, battles and sieges,
 * aftermath, upkeep, build) and this turn's log, all as the viewer may see them (FS-ORDER-2).
 */
export function FsTurnPanel() {
  const dispatch = useAppDispatch();
  const fs = useAppSelector(selectFirestorm);
  const viewer = useAppSelector(selectFsViewer);
  const battleHex = useAppSelector((s) => s.fsTurn.battleHex);
  const choice = fs?.pending[0];
  // FS-DEFEAT-2, FS-SCATTER-1: the destinations to pick are highlighted on the map while the choice waits.
  useEffect(() => {
    if (choice) dispatch(fsMarksShown({ ...NO_FS_MARKS, choices: [...choice.options] }));
    else dispatch(fsMarksShown(NO_FS_MARKS));
  }, [choice, dispatch]);
  if (!fs) return null;
  const names = fsNamesOf(fs);
  const issue = (c: FsCommand) => dispatch(issueCommand(c));
  const props = { state: fs, names, issue };
  return (
    <>
      <FsTurnOverlay />
      {fs.status === 'running' && (
        <>
          <StartPanel {...props} />
          <FsOrdersPanel />
          <ExecutionPanel {...props} viewer={viewer} />
          <BattlesPanel
            {...props}
            viewer={viewer}
            shownHex={battleHex}
            onShow={(hex) => dispatch(fsBattleShown(hex))}
          />
          <AftermathPanel {...props} />
          <PathToGloryPanel {...props} />
          <UpkeepPanel {...props} />
          <BuildMenu {...props} />
        </>
      )}
      <FsLogPanel state={fs} viewer={viewer} names={names} />
    </>
  );
}
