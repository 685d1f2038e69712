import { useAppSelector } from './app/hooks';
import { StatusBar } from './components/StatusBar';
import { Toolbar } from './features/editor/Toolbar';
import { FairnessPanel } from './features/fairness/FairnessPanel';
import { useUndoShortcuts } from './features/history/useUndoShortcuts';
import { InfoPanel } from './features/infoPanel/InfoPanel';
import { MapView } from './features/mapView/MapView';
import { NewMapDialog } from './features/newMap/NewMapDialog';

/** Toolbar on top, the map filling the window, panels on the right, status bar below. */
export function App() {
  const dialogOpen = useAppSelector((state) => state.view.newMapDialogOpen);
  useUndoShortcuts(!dialogOpen);
  return (
    <div className="app">
      <Toolbar />
      <main className="workspace">
        <MapView />
        <aside className="side-panel">
          <InfoPanel />
          <FairnessPanel />
        </aside>
      </main>
      <StatusBar />
      {dialogOpen && <NewMapDialog />}
    </div>
  );
}
