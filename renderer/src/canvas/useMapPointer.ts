import type Konva from 'konva';
import { useRef } from 'react';
import type { HexKey } from '@shared/hex';
import { pixelToHexKey, type Point } from '@shared/layout';
import type { CampaignMap } from '@shared/map';
import { panBy, screenToWorld, zoomAt, type Camera } from './camera';
import { HEX_SIZE } from './hexSize';
import type { HexPointerEvent, MapCanvasProps } from './mapCanvasTypes';
import { wheelZoomFactor } from './wheelZoom';

/** A drag moves the camera only after this many pixels, so a click with a tiny jitter is still a click. */
const CLICK_SLOP = 4;

interface PanGesture {
  readonly start: Point;
  readonly startCamera: Camera;
  readonly button: number;
  moved: boolean;
}

/** The hex at a screen point, found by inverting the camera and HEX-1; null off the map (HEX-8). */
export function hexAtScreen(map: Pick<CampaignMap, 'hexes'>, camera: Camera, point: Point): HexKey | null {
  const world = screenToWorld(camera, point);
  const key = pixelToHexKey(world.x, world.y, HEX_SIZE);
  return map.hexes[key] ? key : null;
}

type PointerProps = Pick<
  MapCanvasProps,
  'map' | 'camera' | 'onCameraChange' | 'onHexPointer' | 'panWithLeftButton'
>;

/**
 * One set of Stage handlers for the whole map: the hex comes from maths, never from a listener per hex (STYLE.md).
 * Right or middle drag pans (left drag too with panWithLeftButton); the wheel zooms at the pointer.
 */
export function useMapPointer(props: PointerProps) {
  // The handlers are recreated on every render, so they read the current props; only the gesture outlives one.
  const pan = useRef<PanGesture | null>(null);

  const report = (kind: HexPointerEvent['kind'], evt: PointerEvent | MouseEvent, point: Point | null) => {
    const { map, camera, onHexPointer } = props;
    const hex = point ? hexAtScreen(map, camera, point) : null;
    onHexPointer({
      kind,
      hex,
      button: evt.button,
      shiftKey: evt.shiftKey,
      altKey: evt.altKey,
      ctrlKey: evt.ctrlKey,
    });
  };

  const onPointerDown = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const stage = event.target.getStage();
    const point = stage?.getPointerPosition() ?? null;
    const { button } = event.evt;
    const pans = button === 1 || button === 2 || (button === 0 && props.panWithLeftButton === true);
    if (pans && point && stage) {
      pan.current = { start: point, startCamera: props.camera, button, moved: false };
      stage.content.setPointerCapture?.(event.evt.pointerId);
      event.evt.preventDefault();
      return;
    }
    report('down', event.evt, point);
  };

  const onPointerMove = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const point = event.target.getStage()?.getPointerPosition() ?? null;
    const gesture = pan.current;
    if (gesture && point) {
      const dx = point.x - gesture.start.x;
      const dy = point.y - gesture.start.y;
      if (gesture.moved || Math.hypot(dx, dy) > CLICK_SLOP) {
        gesture.moved = true;
        props.onCameraChange(panBy(gesture.startCamera, dx, dy));
      }
    }
    report('move', event.evt, point);
  };

  const onPointerUp = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const stage = event.target.getStage();
    const point = stage?.getPointerPosition() ?? null;
    const gesture = pan.current;
    if (gesture && gesture.button === event.evt.button) {
      pan.current = null;
      if (stage?.content.hasPointerCapture?.(event.evt.pointerId))
        stage.content.releasePointerCapture(event.evt.pointerId);
      // A press released without dragging is still a click (select in pan mode; a right click for menus).
      if (!gesture.moved) {
        report('down', event.evt, point);
        report('up', event.evt, point);
      }
      return;
    }
    report('up', event.evt, point);
  };

  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const point = event.target.getStage()?.getPointerPosition();
    if (!point) return;
    const factor = wheelZoomFactor(event.evt);
    props.onCameraChange(zoomAt(props.camera, factor, point));
  };

  const onContextMenu = (event: Konva.KonvaEventObject<MouseEvent>) => event.evt.preventDefault();

  const onPointerLeave = (evt: PointerEvent | MouseEvent) => {
    if (!pan.current) report('leave', evt, null);
  };

  return { onPointerDown, onPointerMove, onPointerUp, onWheel, onContextMenu, onPointerLeave };
}
