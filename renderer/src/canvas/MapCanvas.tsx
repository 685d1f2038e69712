import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import { isShortcut } from '@shared/ipc';
import { fitCamera, panBy, zoomAt, type Camera } from './camera';
import { createChunkBitmapCache } from './chunkBitmapCache';
import { createMapDrawCache } from './mapDrawData';
import type { MapCanvasProps } from './mapCanvasTypes';
import { ArmyLayer } from './ArmyLayer';
import { EMPTY_PLAY_OVERLAY } from './draw/drawPlayOverlay';
import { featuresSceneFunc, overlaySceneFunc, playOverlaySceneFunc, terrainSceneFunc } from './mapScene';
import { useMapPointer } from './useMapPointer';
import { battlesSceneFunc, NO_HEX_MARKS, notesSceneFunc } from './marksScene';
import { t } from '@shared/i18n';

const NO_HEXES: readonly never[] = [];
/** Arrow keys pan by this many screen pixels; +/- zoom by this factor at the centre. */
const KEY_PAN = 96;
const KEY_ZOOM = 1.25;

/** The camera after a key of the table's map shortcuts (shared/ipc/shortcuts.ts), or null for any other key. */
function keyboardCamera(event: KeyboardEvent<HTMLDivElement>, props: MapCanvasProps): Camera | null {
  const { camera, width, height } = props;
  const centre = { x: width / 2, y: height / 2 };
  if (isShortcut('mapPan', event)) {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN, 0],
      ArrowRight: [-KEY_PAN, 0],
      ArrowUp: [0, KEY_PAN],
      ArrowDown: [0, -KEY_PAN],
    };
    const [dx, dy] = pans[event.key] ?? [0, 0];
    return panBy(camera, dx, dy);
  }
  if (isShortcut('mapZoomIn', event)) return zoomAt(camera, KEY_ZOOM, centre);
  if (isShortcut('mapZoomOut', event)) return zoomAt(camera, 1 / KEY_ZOOM, centre);
  if (isShortcut('mapFit', event)) return fitCamera(props.map, { width, height });
  return null;
}

/**
 * The campaign map: terrain (chunked Path2D fills, culled), features (rivers, bridges, settlements, names,
 * coordinates), an overlay (highlights, hover, selection, reachable hexes and path preview) and the armies, four
 * non-listening layers under one Stage whose handlers find hexes by maths. The wrapper is focusable: arrows pan, +/- zoom, 0 or F fits.
 */
export function MapCanvas(props: MapCanvasProps) {
  const { map, playerColors, width, height, camera, showCoordinates, hoverHex, selectedHex } = props;
  const highlightHexes = props.highlightHexes ?? NO_HEXES;
  const stageRef = useRef<Konva.Stage>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [drawCache] = useState(createMapDrawCache);
  const data = useMemo(() => drawCache.build(map), [drawCache, map]);

  const [terrainBitmaps] = useState(createChunkBitmapCache);
  const terrainScene = useMemo(() => terrainSceneFunc(data, terrainBitmaps), [data, terrainBitmaps]);
  const featuresScene = useMemo(
    () => featuresSceneFunc(data, { playerColors }, showCoordinates),
    [data, playerColors, showCoordinates],
  );
  const overlayScene = useMemo(
    () => overlaySceneFunc(hoverHex, selectedHex, highlightHexes),
    [hoverHex, selectedHex, highlightHexes],
  );

  const marks = props.marks ?? NO_HEX_MARKS;
  const notesScene = useMemo(() => notesSceneFunc(marks.notes), [marks.notes]);
  const battlesScene = useMemo(() => battlesSceneFunc(marks.contested), [marks.contested]);
  const playOverlay = props.playOverlay ?? EMPTY_PLAY_OVERLAY;
  const playScene = useMemo(() => playOverlaySceneFunc(playOverlay), [playOverlay]);

  const pointer = useMapPointer(props);

  useEffect(() => {
    // react-konva does not forward data attributes to the Stage's container div.
    stageRef.current?.container().setAttribute('data-testid', 'map-canvas');
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyboardCamera(event, props);
    if (!next) return;
    event.preventDefault();
    props.onCameraChange(next);
  };

  return (
    <div
      ref={wrapperRef}
      className="map-canvas"
      tabIndex={0}
      aria-label={t('map:canvasLabel')}
      style={{ width, height, outline: 'none', overflow: 'hidden' }}
      onKeyDown={onKeyDown}
      onPointerDownCapture={() => wrapperRef.current?.focus({ preventScroll: true })}
      onPointerLeave={(event) => pointer.onPointerLeave(event.nativeEvent)}
    >
      <Stage
        ref={stageRef}
        name="map-stage"
        width={width}
        height={height}
        x={camera.x}
        y={camera.y}
        scaleX={camera.scale}
        scaleY={camera.scale}
        onPointerDown={pointer.onPointerDown}
        onPointerMove={pointer.onPointerMove}
        onPointerUp={pointer.onPointerUp}
        onWheel={pointer.onWheel}
        onContextMenu={pointer.onContextMenu}
      >
        <Layer name="terrain-layer" listening={false}>
          <Shape name="terrain" sceneFunc={terrainScene} perfectDrawEnabled={false} listening={false} />
        </Layer>
        {props.layers?.overTerrain?.(data)}
        <Layer name="features-layer" listening={false}>
          <Shape name="features" sceneFunc={featuresScene} perfectDrawEnabled={false} listening={false} />
          <Shape name="notes" sceneFunc={notesScene} perfectDrawEnabled={false} listening={false} />
        </Layer>
        <Layer name="overlay-layer" listening={false}>
          <Shape name="overlay" sceneFunc={overlayScene} perfectDrawEnabled={false} listening={false} />
          <Shape name="play-overlay" sceneFunc={playScene} perfectDrawEnabled={false} listening={false} />
        </Layer>
        {props.layers?.overOverlay?.(data, camera.scale)}
        {props.armies && props.armies.length > 0 && (
          <ArmyLayer
            armies={props.armies}
            hoverHex={hoverHex}
            selectedArmyId={props.selectedArmyId ?? null}
            dragHex={props.dragHex ?? null}
            scale={camera.scale}
          />
        )}
        {marks.contested.length > 0 && (
          <Layer name="battle-layer" listening={false}>
            <Shape name="battles" sceneFunc={battlesScene} perfectDrawEnabled={false} listening={false} />
          </Layer>
        )}
      </Stage>
    </div>
  );
}
