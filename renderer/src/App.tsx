import { appModeSpec } from './app/appModes';
import { useAppDispatch, useAppSelector } from './app/hooks';
import { StatusBar } from './components/StatusBar';
import { ExportButton } from './features/export/ExportButton';
import { FileActions } from './features/files/FileActions';
import { PackButton } from './features/pack/PackButton';
import { BalanceButton } from './features/balance/BalanceButton';
import { useUndoShortcuts } from './features/history/useUndoShortcuts';
import { NewMapDialog } from './features/newMap/NewMapDialog';
import { ModeTabs } from './features/play/ModeTabs';
import { DefenseScreen } from './features/defense/DefenseScreen';
import { defenseClosed, defenseOpened } from './features/defense/defenseSlice';

/**
 * File actions, Export… (every mode: a GM prints the campaign map as it stands), mode tabs and the mode's bar on
 * top, the mode's board filling the window, the mode's panels on the right, status bar below. What each mode
 * shows comes from the modes registry (app/appModes.ts).
 */
export function App() {
  const dialogOpen = useAppSelector((state) => state.view.newMapDialogOpen);
  const mode = appModeSpec(useAppSelector((state) => state.play.mode));
  // The defense screen has its own undo (its game's moves), so the campaign's shortcuts rest while it is open.
  const defenseOpen = useAppSelector((state) => state.defense.open);
  useUndoShortcuts(!dialogOpen && !defenseOpen);
  const dispatch = useAppDispatch();
  // The settlement defense game (RULES.md §9): a tool over the whole window, opened from the top bar or from a
  // campaign settlement (ANV-1); its game stays in the store while the campaign is shown.
  if (defenseOpen) return <DefenseScreen onClose={() => dispatch(defenseClosed())} />;
  return (
    <div className="app">
      <div className="top-bar">
        <FileActions />
        <ExportButton />
        <PackButton />
        <BalanceButton />
        <button
          type="button"
          data-testid="open-defense"
          title="Tools: the settlement defense game (RULES.md §9)"
          onClick={() => dispatch(defenseOpened(null))}
        >
          Settlement defense…
        </button>
        <ModeTabs />
        <mode.Bar />
      </div>
      <main className={mode.workspaceClass ? `workspace ${mode.workspaceClass}` : 'workspace'}>
        <mode.Board pointer={mode.pointer} />
        <aside className="side-panel">
          <mode.Panels />
        </aside>
      </main>
      <StatusBar />
      {mode.Overlay && <mode.Overlay />}
      {dialogOpen && <NewMapDialog />}
    </div>
  );
}
