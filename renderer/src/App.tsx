import { useAppSelector } from './app/hooks';
import { StatusBar } from './components/StatusBar';
import { useAutoPlay } from './features/autoPlay/useAutoPlay';
import { Toolbar } from './features/editor/Toolbar';
import { ExportButton } from './features/export/ExportButton';
import { FileActions } from './features/files/FileActions';
import { PackButton } from './features/pack/PackButton';
import { FairnessPanel } from './features/fairness/FairnessPanel';
import { useUndoShortcuts } from './features/history/useUndoShortcuts';
import { InfoPanel } from './features/infoPanel/InfoPanel';
import { MapView } from './features/mapView/MapView';
import { NewMapDialog } from './features/newMap/NewMapDialog';
import { CampaignPanels } from './features/play/CampaignPanels';
import { ModeTabs } from './features/play/ModeTabs';
import { TurnBar } from './features/play/TurnBar';
import { VictoryScreen } from './features/play/VictoryScreen';
import { CampaignLock } from './features/setup/CampaignLock';

/**
 * File actions, Export… (both modes: a GM prints the campaign map as it stands), mode tabs and the mode's bar on top (the editor's toolbar, or the campaign's turn bar), the map filling the
 * window, the mode's panels on the right, status bar below.
 */
export function App() {
  const dialogOpen = useAppSelector((state) => state.view.newMapDialogOpen);
  const mode = useAppSelector((state) => state.play.mode);
  useUndoShortcuts(!dialogOpen);
  useAutoPlay();
  return (
    <div className="app">
      <div className="top-bar">
        <FileActions />
        <ExportButton />
        <PackButton />
        <ModeTabs />
        {mode === 'map' ? <Toolbar /> : <TurnBar />}
      </div>
      <main className={mode === 'campaign' ? 'workspace campaign' : 'workspace'}>
        <MapView />
        <aside className="side-panel">
          {mode === 'map' ? (
            <>
              <CampaignLock />
              <InfoPanel />
              <FairnessPanel />
            </>
          ) : (
            <CampaignPanels />
          )}
        </aside>
      </main>
      <StatusBar />
      {mode === 'campaign' && <VictoryScreen />}
      {dialogOpen && <NewMapDialog />}
    </div>
  );
}
