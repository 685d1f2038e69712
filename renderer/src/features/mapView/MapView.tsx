import { useCallback, useEffect, useMemo, useRef } from 'react';
import { keyOf, parseHexKey, spiral } from '@shared/hex';
import type { CampaignMap } from '@shared/map';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fitCamera, MapCanvas, type Camera } from '../../canvas';
import { useElementSize } from '../../components/useElementSize';
import type { AppThunk } from '../../app/store';
import type { HexPointer } from '../editor/hexPointer';

/** What a mode's board gets from the modes registry (app/appModes.ts). */
export interface BoardProps {
  /** The mode's pointer tool: the board hands it every pointer event on a hex. */
  readonly pointer: (event: HexPointer) => AppThunk;
}
import { selectMap, selectPlayerColors } from '../mapDocument/selectors';
import { cameraMoved } from '../view/viewSlice';
import {
  selectArmyMarkers,
  selectCampaignPlayerColors,
  selectMode,
  selectShownCampaign,
} from '../play/playSelectors';
import { usePlayOverlay } from '../play/usePlayOverlay';
import { sameCamera, useHexCursor, usePutDownOnEscape } from './mapKeyboard';

/**
 * The map filling the window, the board of the hex-map modes; pointer events go to the mode's tool. The camera is published in data attributes so end-to-end tests can find a hex on
 * screen from its coordinates (HEX-1) without a test-only hook in the production build.
 */
export function MapView({ pointer }: BoardProps) {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectMode);
  const shown = useAppSelector(selectShownCampaign);
  const playing = mode === 'campaign' && shown !== null;
  const editorMap = useAppSelector(selectMap);
  const editorColors = useAppSelector(selectPlayerColors);
  const campaignColors = useAppSelector(selectCampaignPlayerColors);
  // The campaign plays on its own copy of the map (captures change controllers).
  const map = playing ? shown.map : editorMap;
  const playerColors = playing ? campaignColors : editorColors;
  const armies = useAppSelector(selectArmyMarkers);
  const selectedArmyId = useAppSelector((state) => state.play.selectedArmyId);
  const dragging = useAppSelector((state) => state.play.dragging);
  const setupPlacing = useAppSelector((state) => state.play.setupPlacing);
  const camera = useAppSelector((state) => state.view.camera);
  const hoverHex = useAppSelector((state) => state.view.hoverHex);
  const selectedHex = useAppSelector((state) => state.view.selectedHex);
  const showCoordinates = useAppSelector((state) => state.view.showCoordinates);
  const tool = useAppSelector((state) => state.editor.tool);
  const moveFrom = useAppSelector((state) => state.editor.moveFrom);
  const brushRadius = useAppSelector((state) => state.editor.brushRadius);
  const [ref, size] = useElementSize<HTMLDivElement>();

  // Fit after start, after "Fit" and after a new map (those clear the camera), and when undo or redo brings back
  // another generation's map: edits keep the map's edges object, generation makes a new one. A camera the GM has
  // not moved since the last fit is fitted again when the board changes size (a resized window, the other tab's
  // side panel), so the whole map stays in view.
  const fittedEdges = useRef<CampaignMap['edges'] | null>(null);
  const fittedCamera = useRef<Camera | null>(null);
  useEffect(() => {
    if (size.width <= 0 || size.height <= 0) return;
    const untouched = camera !== null && camera === fittedCamera.current;
    if (camera !== null && fittedEdges.current === map.edges && !untouched) return;
    const fitted = fitCamera(map, size);
    if (untouched && sameCamera(fitted, camera)) return;
    fittedEdges.current = map.edges;
    fittedCamera.current = fitted;
    dispatch(cameraMoved(fitted));
  }, [camera, map, size, dispatch]);

  // The brush's footprint under the pointer, or the settlement the move tool has picked up.
  const highlightHexes = useMemo(() => {
    if (tool === 'brush' && hoverHex) return spiral(parseHexKey(hoverHex), brushRadius).map(keyOf);
    return moveFrom ? [moveFrom] : undefined;
  }, [tool, hoverHex, brushRadius, moveFrom]);

  const onCameraChange = useCallback((next: Camera) => dispatch(cameraMoved(next)), [dispatch]);
  const onHexPointer = useCallback((event: HexPointer) => dispatch(pointer(event)), [dispatch, pointer]);
  const playOverlay = usePlayOverlay(playing ? hoverHex : null);

  // Keyboard alternative to the drop: Enter moves the picked-up army to the hex under the pointer (or the
  // keyboard cursor, the selected hex); the arrow keys move the cursor (useHexCursor).
  const onKeyDown = useHexCursor(map, playing ? selectedArmyId : null);
  usePutDownOnEscape(playing ? selectedArmyId : null);

  return (
    <div
      ref={ref}
      className="map-view"
      data-testid="map-view"
      data-tool={tool}
      data-mode={mode}
      onKeyDown={onKeyDown}
      data-camera-x={camera?.x}
      data-camera-y={camera?.y}
      data-camera-scale={camera?.scale}
    >
      {camera && size.width > 0 && (
        <MapCanvas
          map={map}
          playerColors={playerColors}
          width={size.width}
          height={size.height}
          camera={camera}
          onCameraChange={onCameraChange}
          showCoordinates={showCoordinates}
          hoverHex={hoverHex}
          selectedHex={selectedHex}
          highlightHexes={playing ? undefined : mode === 'campaign' ? setupPlacing?.legal : highlightHexes}
          panWithLeftButton={!playing && tool === 'select'}
          armies={playing ? armies : undefined}
          selectedArmyId={selectedArmyId}
          dragHex={dragging ? hoverHex : null}
          playOverlay={playing ? playOverlay : undefined}
          onHexPointer={onHexPointer}
        />
      )}
    </div>
  );
}
