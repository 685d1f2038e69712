import { useCallback, useEffect } from 'react';
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
  const [ref, size] = useElementSize<HTMLDivElement>();

  // Fit after start and after every new map (the view slice clears the camera on mapGenerated).
  useEffect(() => {
    if (camera === null && size.width > 0 && size.height > 0) dispatch(cameraMoved(fitCamera(map, size)));
  }, [camera, map, size, dispatch]);

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
          highlightHexes={moveFrom ? [moveFrom] : undefined}
          panWithLeftButton={tool === 'select'}
          onHexPointer={onHexPointer}
        />
      )}
    </div>
  );
}
