import { appModeSpec } from './app/appModes';
import { useAppSelector } from './store/hooks';
import { StatusBar } from './app/StatusBar';
import { useSidePanelTop } from './kit/useSidePanelTop';
import { ExportButton } from './menus/export/ExportButton';
import { FileActions } from './menus/FileActions';
import { PackButton } from './menus/pack/PackButton';
import { ChronicleButton } from './menus/chronicle/ChronicleButton';
import { BalanceButton } from './document/balance/BalanceButton';
import { useUndoShortcuts } from './document/history/useUndoShortcuts';
import { selectViewLock } from './app/viewLock';
import { NewMapDialog } from './editor/newMap/NewMapDialog';
import { ModeTabs } from './app/ModeTabs';
import { AppShortcuts } from './app/AppShortcuts';
import { FileDrop } from './menus/drop/FileDrop';

/**
 * File actions, Export… (every mode: a GM prints the campaign map as it stands), mode tabs and the mode's bar on
 * top, the mode's board filling the window, the mode's panels on the right (if it has any), status bar below.
 * What each mode shows comes from the modes registry (app/appModes.ts).
 */
export function App() {
  const dialogOpen = useAppSelector((state) => state.view.newMapDialogOpen);
  const modeId = useAppSelector((state) => state.play.mode);
  const mode = appModeSpec(modeId);
  // The defense screen has its own undo (its game's moves), so the campaign's shortcuts rest while it is shown.
  // A view locked to a seat undoes nothing: the last command may be another seat's (issue 27).
  const locked = useAppSelector(selectViewLock) !== null;
  useUndoShortcuts(!dialogOpen && modeId !== 'defense' && !locked);
  const sidePanel = useSidePanelTop<HTMLElement>();
  return (
    <div className="app">
      <div className="top-bar">
        <FileActions />
        <ExportButton />
        <PackButton />
        <ChronicleButton />
        <BalanceButton />
        <ModeTabs />
        <mode.Bar />
      </div>
      <main className={mode.workspaceClass ? `workspace ${mode.workspaceClass}` : 'workspace'}>
        <mode.Board pointer={mode.pointer} />
        {mode.Panels && (
          <aside className="side-panel" ref={sidePanel}>
            <mode.Panels />
          </aside>
        )}
      </main>
      <StatusBar />
      {mode.Overlay && <mode.Overlay />}
      {dialogOpen && <NewMapDialog />}
      <AppShortcuts />
      <FileDrop />
    </div>
  );
}
