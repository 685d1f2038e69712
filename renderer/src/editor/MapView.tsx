import { useMemo } from 'react';
import { keyOf, parseHexKey, spiral } from '@shared/hex';
import { useAppSelector } from '../store/hooks';
import type { BoardProps } from '../store/appMode';
import { selectMap, selectPlayerColors, selectPlayers } from '../document/map/selectors';
import { HexBoard } from '../document/board/HexBoard';
import { MapLegend } from '../document/legend/MapLegend';
import { selectCampaignPlayerColors, selectShownCampaign } from '../rulesets/core/coreSelectors';
import { useHexCursor, usePutDownOnEscape } from '../rulesets/core/board/mapKeyboard';
import { useHexMarks } from '../rulesets/core/board/useHexMarks';

export type { BoardProps } from '../store/appMode';

/**
 * The editor's map (the Map tab), filling the window; pointer events go to the map tools. While a core campaign
 * exists the Map tab shows the campaign's own copy of the map (one document, one truth), locked (SETUP-1). Core's
 * board on the Campaign tab is rulesets/core/board/CoreBoard.tsx.
 */
export function MapView({ pointer }: BoardProps) {
  const shown = useAppSelector(selectShownCampaign);
  const editorMap = useAppSelector(selectMap);
  const editorColors = useAppSelector(selectPlayerColors);
  const campaignColors = useAppSelector(selectCampaignPlayerColors);
  const map = shown ? shown.map : editorMap;
  const playerColors = shown ? campaignColors : editorColors;
  const selectedArmyId = useAppSelector((state) => state.play.selectedArmyId);
  const dragging = useAppSelector((state) => state.play.dragging);
  const hoverHex = useAppSelector((state) => state.view.hoverHex);
  const tool = useAppSelector((state) => state.editor.tool);
  const moveFrom = useAppSelector((state) => state.editor.moveFrom);
  const brushRadius = useAppSelector((state) => state.editor.brushRadius);

  // The brush's footprint under the pointer, or the settlement the move tool has picked up.
  const highlightHexes = useMemo(() => {
    if (tool === 'brush' && hoverHex) return spiral(parseHexKey(hoverHex), brushRadius).map(keyOf);
    return moveFrom ? [moveFrom] : undefined;
  }, [tool, hoverHex, brushRadius, moveFrom]);

  const marks = useHexMarks();
  const players = useAppSelector(selectPlayers);
  const firstPlayer = shown?.players[0] ?? players[0];

  // The arrow keys move the keyboard cursor (the selected hex); no army is played from the Map tab.
  const onKeyDown = useHexCursor(map, null);
  usePutDownOnEscape(null);

  return (
    <HexBoard
      pointer={pointer}
      onKeyDown={onKeyDown}
      map={map}
      playerColors={playerColors}
      highlightHexes={highlightHexes}
      panWithLeftButton={tool === 'select'}
      selectedArmyId={selectedArmyId}
      dragHex={dragging ? hoverHex : null}
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
