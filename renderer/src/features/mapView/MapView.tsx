import { useMemo } from 'react';
import { keyOf, parseHexKey, spiral } from '@shared/hex';
import type { Campaign } from '@shared/rulesets/core';
import { useAppSelector } from '../../app/hooks';
import { selectMap, selectPlayerColors, selectPlayers } from '../mapDocument/selectors';
import {
  armyMarkersOf,
  selectArmyMarkers,
  selectCampaignPlayerColors,
  selectMode,
  selectShownCampaign,
} from '../play/playSelectors';
import { usePlayOverlay } from '../play/usePlayOverlay';
import { useHexCursor, usePutDownOnEscape } from './mapKeyboard';
import { HexBoard, type BoardProps } from './HexBoard';
import { useHexMarks } from '../notes/useHexMarks';
import { MapLegend } from '../legend/MapLegend';

export type { BoardProps } from './HexBoard';

/**
 * The map of the editor and of core play, filling the window; pointer events go to the mode's tool.
 */
export function MapView({ pointer }: BoardProps) {
  const mode = useAppSelector(selectMode);
  const shown = useAppSelector(selectShownCampaign);
  const playing = mode === 'campaign' && shown !== null;
  const editorMap = useAppSelector(selectMap);
  const editorColors = useAppSelector(selectPlayerColors);
  const campaignColors = useAppSelector(selectCampaignPlayerColors);
  // The campaign plays on its own copy of the map (captures change controllers); the Map tab shows it too while a
  // campaign exists (one document, one truth). Before Start, the setup form's preview is drawn.
  const preview = useAppSelector((state) => state.setupPreview.preview);
  const setupShown = mode === 'campaign' && shown === null ? preview : null;
  const map = shown ? shown.map : (setupShown?.map ?? editorMap);
  const playerColors = shown ? campaignColors : editorColors;
  const liveArmies = useAppSelector(selectArmyMarkers);
  const previewArmies = useMemo(
    () => (setupShown && 'status' in setupShown ? armyMarkersOf(setupShown as Campaign) : undefined),
    [setupShown],
  );
  const armies = playing ? liveArmies : previewArmies;
  const selectedArmyId = useAppSelector((state) => state.play.selectedArmyId);
  const dragging = useAppSelector((state) => state.play.dragging);
  const setupPlacing = useAppSelector((state) => state.play.setupPlacing);
  const hoverHex = useAppSelector((state) => state.view.hoverHex);
  const tool = useAppSelector((state) => state.editor.tool);
  const moveFrom = useAppSelector((state) => state.editor.moveFrom);
  const brushRadius = useAppSelector((state) => state.editor.brushRadius);

  // The brush's footprint under the pointer, or the settlement the move tool has picked up.
  const highlightHexes = useMemo(() => {
    if (tool === 'brush' && hoverHex) return spiral(parseHexKey(hoverHex), brushRadius).map(keyOf);
    return moveFrom ? [moveFrom] : undefined;
  }, [tool, hoverHex, brushRadius, moveFrom]);

  const playOverlay = usePlayOverlay(playing ? hoverHex : null);
  const marks = useHexMarks();
  const players = useAppSelector(selectPlayers);
  const firstPlayer = shown?.players[0] ?? players[0];

  // Keyboard alternative to the drop: Enter moves the picked-up army to the hex under the pointer (or the
  // keyboard cursor, the selected hex); the arrow keys move the cursor (useHexCursor).
  const onKeyDown = useHexCursor(map, playing ? selectedArmyId : null);
  usePutDownOnEscape(playing ? selectedArmyId : null);

  return (
    <HexBoard
      pointer={pointer}
      onKeyDown={onKeyDown}
      map={map}
      playerColors={playerColors}
      highlightHexes={playing ? undefined : mode === 'campaign' ? setupPlacing?.legal : highlightHexes}
      panWithLeftButton={!playing && tool === 'select'}
      armies={armies}
      selectedArmyId={selectedArmyId}
      dragHex={dragging ? hoverHex : null}
      playOverlay={playing ? playOverlay : undefined}
      marks={marks}
      corner={
        <MapLegend
          playerColor={firstPlayer?.color ?? '#D55E00'}
          playerName={firstPlayer?.name ?? 'a player'}
        />
      }
    />
  );
}
