import { useCallback, useEffect, useMemo, useRef } from 'react';
import { keyOf, parseHexKey, spiral } from '@shared/hex';
import type { CampaignMap } from '@shared/map';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fitCamera, MapCanvas, type Camera } from '../../canvas';
import { useElementSize } from '../../components/useElementSize';
import { hexPointer, type HexPointer } from '../editor/hexPointer';
import { selectMap, selectPlayerColors } from '../mapDocument/selectors';
import { cameraMoved } from '../view/viewSlice';

/**
 * The map filling the window. The camera is published in data attributes so end-to-end tests can find a hex on
 * screen from its coordinates (HEX-1) without a test-only hook in the production build.
 */
export function MapView() {
  const dispatch = useAppDispatch();
  const map = useAppSelector(selectMap);
  const playerColors = useAppSelector(selectPlayerColors);
  const camera = useAppSelector((state) => state.view.camera);
  const hoverHex = useAppSelector((state) => state.view.hoverHex);
  const selectedHex = useAppSelector((state) => state.view.selectedHex);
  const showCoordinates = useAppSelector((state) => state.view.showCoordinates);
  const tool = useAppSelector((state) => state.editor.tool);
  const moveFrom = useAppSelector((state) => state.editor.moveFrom);
  const brushRadius = useAppSelector((state) => state.editor.brushRadius);
  const [ref, size] = useElementSize<HTMLDivElement>();

  // Fit after start, after "Fit" and after a new map (those clear the camera), and when undo or redo brings back
  // another generation's map: edits keep the map's edges object, generation makes a new one.
  const fittedEdges = useRef<CampaignMap['edges'] | null>(null);
  useEffect(() => {
    if (size.width <= 0 || size.height <= 0) return;
    if (camera !== null && fittedEdges.current === map.edges) return;
    fittedEdges.current = map.edges;
    dispatch(cameraMoved(fitCamera(map, size)));
  }, [camera, map, size, dispatch]);

  // The brush's footprint under the pointer, or the settlement the move tool has picked up.
  const highlightHexes = useMemo(() => {
    if (tool === 'brush' && hoverHex) return spiral(parseHexKey(hoverHex), brushRadius).map(keyOf);
    return moveFrom ? [moveFrom] : undefined;
  }, [tool, hoverHex, brushRadius, moveFrom]);

  const onCameraChange = useCallback((next: Camera) => dispatch(cameraMoved(next)), [dispatch]);
  const onHexPointer = useCallback((event: HexPointer) => dispatch(hexPointer(event)), [dispatch]);

  return (
    <div
      ref={ref}
      className="map-view"
      data-testid="map-view"
      data-tool={tool}
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
          highlightHexes={highlightHexes}
          panWithLeftButton={tool === 'select'}
          onHexPointer={onHexPointer}
        />
      )}
    </div>
  );
}
