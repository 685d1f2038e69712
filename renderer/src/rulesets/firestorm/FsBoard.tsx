import { useMemo } from 'react';
import { useAppSelector } from '../../store/hooks';
import { EMPTY_PLAY_OVERLAY, type PlayOverlay } from '../../canvas';
import { selectMap } from '../../document/map/selectors';
import type { BoardProps } from '../../store/appMode';
import { HexBoard } from '../../document/board/HexBoard';
import { selectFirestorm, selectTerritoryBoard } from './fsSelectors';
import { selectSetupBoard } from './setup/fsSetupBoard';
import { territoryMapLayers } from './canvas/territoryMapLayers';

/**
 * The Firestorm board: the campaign's map with its territories, items, specials, battles and sieges, the orders the
 * viewer may see (FS-ORDER-2) and the banners as faction flags. Before the start it shows the setup's placements
 * (start territories with their Lord's Towers, special territories) on the prepared map, as they are edited.
 */
export function FsBoard({ pointer }: BoardProps) {
  const fs = useAppSelector(selectFirestorm);
  const preparedMap = useAppSelector(selectMap);
  const playBoard = useAppSelector(selectTerritoryBoard);
  const setupBoard = useAppSelector(selectSetupBoard);
  const selectedBannerId = useAppSelector((state) => state.firestorm.selectedBannerId);
  const dragging = useAppSelector((state) => state.firestorm.dragging);
  const marks = useAppSelector((state) => state.firestorm.marks);
  const hoverHex = useAppSelector((state) => state.view.hoverHex);
  const overlay = useMemo<PlayOverlay>(
    () =>
      marks.reachable.length + marks.path.length + marks.choices.length === 0 && !marks.refused
        ? EMPTY_PLAY_OVERLAY
        : { ...marks, battles: [] },
    [marks],
  );
  const board = (fs ? playBoard : setupBoard) ?? null;
  const dragHex = dragging ? hoverHex : null;
  const layers = useMemo(
    () => (board ? territoryMapLayers(board, selectedBannerId, dragHex) : undefined),
    [board, selectedBannerId, dragHex],
  );
  return (
    <HexBoard
      pointer={pointer}
      map={fs ? fs.map : preparedMap}
      // Core settlements are ignored in Firestorm (FS-MAP-2): drawn neutral, whoever the map gave them to.
      playerColors={NO_CONTROLLERS}
      layers={layers}
      selectedArmyId={selectedBannerId}
      dragHex={dragHex}
      playOverlay={overlay}
    />
  );
}

const NO_CONTROLLERS: Record<string, string> = {};
