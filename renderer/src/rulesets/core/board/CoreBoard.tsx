import { useMemo } from 'react';
import type { Campaign } from '@shared/rulesets/core';
import { useAppSelector } from '../../../store/hooks';
import type { BoardProps } from '../../../store/appMode';
import { selectMap, selectPlayerColors, selectPlayers } from '../../../document/map/selectors';
import { HexBoard } from '../../../document/board/HexBoard';
import { MapLegend } from '../../../document/legend/MapLegend';
import {
  armyMarkersOf,
  selectArmyMarkers,
  selectCampaignPlayerColors,
  selectShownCampaign,
} from '../coreSelectors';
import { usePlayOverlay } from '../usePlayOverlay';
import { useHexCursor, usePutDownOnEscape } from './mapKeyboard';
import { useHexMarks } from './useHexMarks';

/**
 * Core's board on the Campaign tab: the campaign's own copy of the map (captures change controllers) with its army
 * flags and the play overlay; before Start, the setup form's preview with its placements. The editor's board (the
 * Map tab) is editor/MapView.tsx.
 */
export function CoreBoard({ pointer }: BoardProps) {
  const shown = useAppSelector(selectShownCampaign);
  const playing = shown !== null;
  const editorMap = useAppSelector(selectMap);
  const editorColors = useAppSelector(selectPlayerColors);
  const campaignColors = useAppSelector(selectCampaignPlayerColors);
  // Before Start, the setup form's preview is drawn.
  const preview = useAppSelector((state) => state.setupPreview.preview);
  const setupShown = shown === null ? preview : null;
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
      highlightHexes={playing ? undefined : setupPlacing?.legal}
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
