import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { CampaignMap } from '@shared/map';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fitCamera, focusCamera, MapCanvas, type Camera, type MapCanvasProps } from '../../canvas';
import { useElementSize } from '../../kit/useElementSize';
import type { BoardProps, HexPointer } from '../../store/appMode';
import { cameraMoved, focusShown } from '../viewSlice';
import { sameCamera } from '../../canvas/camera';

export type { BoardProps } from '../../store/appMode';

/** What a hex board draws: the MapCanvas picture, less what the board itself owns (camera, size, pointer). */
export type HexBoardPicture = Omit<
  MapCanvasProps,
  | 'width'
  | 'height'
  | 'camera'
  | 'onCameraChange'
  | 'onHexPointer'
  | 'hoverHex'
  | 'selectedHex'
  | 'showCoordinates'
>;

/**
 * The hex map filling the window, shared by every board that shows a hex map (the editor, core play, a territory
 * game): it keeps the camera fitted, hands pointer events to the mode's tool and publishes the camera in data
 * attributes so end-to-end tests can find a hex on screen from its coordinates (HEX-1) without a test-only hook.
 */
export function HexBoard(
  props: BoardProps &
    HexBoardPicture & {
      readonly onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
      /** Drawn over the map in its corner (the legend). */
      readonly corner?: ReactNode;
    },
) {
  const { pointer, onKeyDown, map, corner, ...picture } = props;
  const dispatch = useAppDispatch();
  const mode = useAppSelector((state) => state.play.mode);
  const camera = useAppSelector((state) => state.view.camera);
  const focus = useAppSelector((state) => state.view.focus);
  const hoverHex = useAppSelector((state) => state.view.hoverHex);
  const selectedHex = useAppSelector((state) => state.view.selectedHex);
  const showCoordinates = useAppSelector((state) => state.view.showCoordinates);
  const legendInset = useAppSelector((state) => state.view.legendInset);
  const tool = useAppSelector((state) => state.editor.tool);
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
    const fitted = fitBeside(map, size, legendInset);
    if (untouched && sameCamera(fitted, camera)) return;
    fittedEdges.current = map.edges;
    fittedCamera.current = fitted;
    dispatch(cameraMoved(fitted));
  }, [camera, map, size, legendInset, dispatch]);

  // A focus asked for (a faction's view opening on its banners) replaces the fit once the board has its size.
  useEffect(() => {
    if (focus === null || size.width <= 0 || size.height <= 0) return;
    fittedEdges.current = map.edges;
    dispatch(focusShown(focusCamera(map, focus, size)));
  }, [focus, map, size, dispatch]);

  const onCameraChange = useCallback((next: Camera) => dispatch(cameraMoved(next)), [dispatch]);
  const onHexPointer = useCallback((event: HexPointer) => dispatch(pointer(event)), [dispatch, pointer]);

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
      data-army-count={picture.armies?.length ?? 0}
      data-contested={picture.marks?.contested.join(' ') ?? ''}
      data-noted={Object.keys(picture.marks?.notes ?? {}).join(' ')}
    >
      {camera && size.width > 0 && (
        <MapCanvas
          {...picture}
          map={map}
          width={size.width}
          height={size.height}
          camera={camera}
          onCameraChange={onCameraChange}
          showCoordinates={showCoordinates}
          hoverHex={hoverHex}
          selectedHex={selectedHex}
          onHexPointer={onHexPointer}
        />
      )}
      {corner}
    </div>
  );
}

/** The fit of the map in the part of the board an open legend leaves free at its left (issue 27). */
function fitBeside(map: CampaignMap, size: { width: number; height: number }, inset: number): Camera {
  const left = inset > 0 && inset < size.width / 2 ? inset : 0;
  const fitted = fitCamera(map, { width: size.width - left, height: size.height });
  return { ...fitted, x: fitted.x + left };
}
