import { useState } from 'react';
import { APP_MODE_IDS, appModeSpec, type AppMode } from './app/appModes';
import { useAppSelector } from './app/hooks';
import { StatusBar } from './components/StatusBar';
import { ExportButton } from './features/export/ExportButton';
import { FileActions } from './features/files/FileActions';
import { PackButton } from './features/pack/PackButton';
import { BalanceButton } from './features/balance/BalanceButton';
import { useUndoShortcuts } from './features/history/useUndoShortcuts';
import { NewMapDialog } from './features/newMap/NewMapDialog';
import { ModeTabs } from './features/play/ModeTabs';

/**
 * File actions, Export… (every mode: a GM prints the campaign map as it stands), mode tabs and the mode's bar on
 * top, the mode's board filling the window, the mode's panels on the right, status bar below. What each mode
 * shows comes from the modes registry (app/appModes.ts); modes marked keepAlive keep their board mounted once
 * opened, hidden while another mode is shown.
 */
export function App() {
  const dialogOpen = useAppSelector((state) => state.view.newMapDialogOpen);
  const modeId = useAppSelector((state) => state.play.mode);
  const mode = appModeSpec(modeId);
  const [opened, setOpened] = useState<readonly AppMode[]>([]);
  if (appModeSpec(modeId).keepAlive === true && !opened.includes(modeId)) setOpened([...opened, modeId]);
  useUndoShortcuts(!dialogOpen);
  // Same place in the tree whether shown or not, so React keeps their state across tab switches.
  const kept = APP_MODE_IDS.filter(
    (id) => opened.includes(id) || (id === modeId && appModeSpec(id).keepAlive === true),
  );
  return (
    <div className="app">
      <div className="top-bar">
        <FileActions />
        <ExportButton />
        <PackButton />
        <BalanceButton />
        <ModeTabs />
        <mode.Bar />
      </div>
      <main className={mode.workspaceClass ? `workspace ${mode.workspaceClass}` : 'workspace'}>
        {kept.map((id) => {
          const Board = appModeSpec(id).Board;
          return (
            <div key={id} className="kept-board" hidden={id !== modeId}>
              <Board pointer={appModeSpec(id).pointer} />
            </div>
          );
        })}
        {!mode.keepAlive && <mode.Board pointer={mode.pointer} />}
        {mode.Panels && (
          <aside className="side-panel">
            <mode.Panels />
          </aside>
        )}
      </main>
      <StatusBar />
      {mode.Overlay && <mode.Overlay />}
      {dialogOpen && <NewMapDialog />}
    </div>
  );
}
