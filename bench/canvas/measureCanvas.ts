import Konva from 'konva';
import type { CampaignMap } from '@shared/map';
import { fitCamera, type Camera } from '../../renderer/src/canvas/camera';
import { TERRAIN_COLORS } from '../../renderer/src/canvas/draw/palette';
import { HEX_SIZE } from '../../renderer/src/canvas/hexSize';
import { buildMapDrawData } from '../../renderer/src/canvas/mapDrawData';
import { featuresSceneFunc, overlaySceneFunc, terrainSceneFunc } from '../../renderer/src/canvas/mapScene';
import { PLAYER_COLORS } from './benchMap';

export const VIEWPORT = { width: 1280, height: 800 } as const;
const PAN_FRAMES = 60;

export interface CameraTimings {
  readonly camera: string;
  /** Median ms to redraw the three map layers after a pan (whole Konva stage, rasterised). */
  readonly stagePan: number;
  /** Median ms to redraw the terrain layer alone after a pan. */
  readonly terrainPan: number;
  /** The same for the features layer and for the (empty) overlay layer. */
  readonly featuresPan: number;
  readonly overlayPan: number;
  /** Median ms of the floor: raw Canvas 2D, one beginPath/moveTo/lineTo×5/closePath/fill per visible hex. */
  readonly floorPan: number;
}

export interface MapTimings {
  readonly hexes: number;
  /** ms from the map object to the first rasterised frame at the fit camera: chunk build plus draw. */
  readonly firstDraw: number;
  /** The floor's first frame at the same camera. */
  readonly floorFirstDraw: number;
  readonly cameras: readonly CameraTimings[];
  /** Median ms per wheel-zoom frame around the fit camera (stretched bitmaps of the last scale). */
  readonly zoomFrame: number;
  /** ms of the sharp redraw once a zoom settles (bitmaps rendered for the new scale). */
  readonly zoomSettle: number;
  /** The floor's median at the same zoom frames. */
  readonly floorZoomFrame: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Reading one pixel makes Chromium rasterise the recorded draw calls, so the timings include the real work. */
function flush(canvas: HTMLCanvasElement): void {
  canvas.getContext('2d')?.getImageData(0, 0, 1, 1);
}

/** The floor: every visible hex as its own path, the naive way to draw a hex map with Canvas 2D. */
function createFloor(map: CampaignMap, host: HTMLElement) {
  const canvas = document.createElement('canvas');
  canvas.width = VIEWPORT.width;
  canvas.height = VIEWPORT.height;
  host.append(canvas);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  const hexes = Object.values(map.hexes);
  const centres = new Float64Array(hexes.length * 2);
  hexes.forEach((hex, index) => {
    centres[index * 2] = 1.5 * HEX_SIZE * hex.q;
    centres[index * 2 + 1] = Math.sqrt(3) * HEX_SIZE * (hex.r + hex.q / 2);
  });
  const h = (Math.sqrt(3) / 2) * HEX_SIZE;
  const s = HEX_SIZE;
  const draw = (camera: Camera) => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(camera.scale, 0, 0, camera.scale, camera.x, camera.y);
    const minX = -camera.x / camera.scale - s;
    const minY = -camera.y / camera.scale - s;
    const maxX = (canvas.width - camera.x) / camera.scale + s;
    const maxY = (canvas.height - camera.y) / camera.scale + s;
    hexes.forEach((hex, index) => {
      const x = centres[index * 2] as number;
      const y = centres[index * 2 + 1] as number;
      if (x < minX || x > maxX || y < minY || y > maxY) return;
      ctx.fillStyle = TERRAIN_COLORS[hex.terrain];
      ctx.beginPath();
      ctx.moveTo(x + s / 2, y - h);
      ctx.lineTo(x + s, y);
      ctx.lineTo(x + s / 2, y + h);
      ctx.lineTo(x - s / 2, y + h);
      ctx.lineTo(x - s, y);
      ctx.lineTo(x - s / 2, y - h);
      ctx.closePath();
      ctx.fill();
    });
    flush(canvas);
  };
  return { draw, dispose: () => canvas.remove() };
}

/** Pans by a few screen pixels per frame, back and forth, so the same hexes stay in view. */
function panCamera(base: Camera, frame: number): Camera {
  const dx = ((frame % 10) - 5) * 7;
  return { ...base, x: base.x + dx, y: base.y - dx / 2 };
}

function timeFrames(draw: (camera: Camera) => void, base: Camera): number {
  const times: number[] = [];
  draw(base);
  for (let frame = 0; frame < PAN_FRAMES; frame++) {
    const camera = panCamera(base, frame);
    const start = performance.now();
    draw(camera);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Draws the map with the real Konva scene functions and the floor, at the fit camera and at zoom 1. */
export async function measureMap(map: CampaignMap, host: HTMLElement): Promise<MapTimings> {
  const stageHost = document.createElement('div');
  host.append(stageHost);
  const stage = new Konva.Stage({ container: stageHost, ...VIEWPORT });
  const fit = fitCamera(map, VIEWPORT);
  const layers = [
    new Konva.Layer({ listening: false }),
    new Konva.Layer({ listening: false }),
    new Konva.Layer({ listening: false }),
  ];
  layers.forEach((layer) => stage.add(layer));
  const setCamera = (camera: Camera) => {
    stage.position({ x: camera.x, y: camera.y });
    stage.scale({ x: camera.scale, y: camera.scale });
  };
  const flushAll = () => layers.forEach((layer) => flush(layer.getCanvas()._canvas));

  const firstStart = performance.now();
  const data = buildMapDrawData(map);
  const [terrainLayer, featuresLayer, overlayLayer] = layers as [Konva.Layer, Konva.Layer, Konva.Layer];
  terrainLayer.add(
    new Konva.Shape({ sceneFunc: terrainSceneFunc(data), listening: false, perfectDrawEnabled: false }),
  );
  featuresLayer.add(
    new Konva.Shape({
      sceneFunc: featuresSceneFunc(data, { playerColors: PLAYER_COLORS }, false),
      listening: false,
    }),
  );
  overlayLayer.add(new Konva.Shape({ sceneFunc: overlaySceneFunc(null, null, []), listening: false }));
  setCamera(fit);
  stage.draw();
  flushAll();
  const firstDraw = performance.now() - firstStart;

  const floor = createFloor(map, host);
  const floorStart = performance.now();
  floor.draw(fit);
  const floorFirstDraw = performance.now() - floorStart;

  const zoomOne: Camera = {
    scale: 1,
    x: VIEWPORT.width / 2 - (VIEWPORT.width / 2 - fit.x) / fit.scale,
    y: VIEWPORT.height / 2 - (VIEWPORT.height / 2 - fit.y) / fit.scale,
  };
  const cameras: CameraTimings[] = [];
  for (const [name, camera] of [
    ['fit', fit],
    ['zoom 1', zoomOne],
  ] as const) {
    const stagePan = timeFrames((next) => {
      setCamera(next);
      stage.draw();
      flushAll();
    }, camera);
    const layerPan = (layer: Konva.Layer) =>
      timeFrames((next) => {
        setCamera(next);
        layer.draw();
        flush(layer.getCanvas()._canvas);
      }, camera);
    const terrainPan = layerPan(terrainLayer);
    const featuresPan = layerPan(featuresLayer);
    const overlayPan = layerPan(overlayLayer);
    const floorPan = timeFrames(floor.draw, camera);
    cameras.push({ camera: name, stagePan, terrainPan, featuresPan, overlayPan, floorPan });
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  // Wheel zoom: every frame at a new scale, 2% apart, as a trackpad pinch or a fast wheel gives.
  const zoomCamera = (frame: number): Camera => {
    const scale = fit.scale * (1 + 0.02 * ((frame % 20) + 1));
    const centreX = (VIEWPORT.width / 2 - fit.x) / fit.scale;
    const centreY = (VIEWPORT.height / 2 - fit.y) / fit.scale;
    return { scale, x: VIEWPORT.width / 2 - centreX * scale, y: VIEWPORT.height / 2 - centreY * scale };
  };
  const stageFrame = (camera: Camera) => {
    setCamera(camera);
    stage.draw();
    flushAll();
  };
  stageFrame(fit);
  stageFrame(fit);
  const zoomTimes: number[] = [];
  const floorZoomTimes: number[] = [];
  for (let frame = 0; frame < PAN_FRAMES; frame++) {
    let start = performance.now();
    stageFrame(zoomCamera(frame));
    zoomTimes.push(performance.now() - start);
    start = performance.now();
    floor.draw(zoomCamera(frame));
    floorZoomTimes.push(performance.now() - start);
  }
  const settleStart = performance.now();
  stageFrame(zoomCamera(PAN_FRAMES - 1));
  const zoomSettle = performance.now() - settleStart;

  floor.dispose();
  stage.destroy();
  stageHost.remove();
  return {
    hexes: Object.keys(map.hexes).length,
    firstDraw,
    floorFirstDraw,
    cameras,
    zoomFrame: median(zoomTimes),
    zoomSettle,
    floorZoomFrame: median(floorZoomTimes),
  };
}
