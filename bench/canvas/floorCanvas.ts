import { hexCentreX, hexCentreY } from '@shared/layout';
import type { CampaignMap } from '@shared/map';
import type { Camera } from '../../renderer/src/canvas/camera';
import { TERRAIN_COLORS } from '../../renderer/src/canvas/draw/palette';
import { HEX_SIZE } from '../../renderer/src/canvas/hexSize';

/** Reading one pixel makes Chromium rasterise the recorded draw calls, so the timings include the real work. */
export function flush(canvas: HTMLCanvasElement): void {
  canvas.getContext('2d')?.getImageData(0, 0, 1, 1);
}

/** The floor: every visible hex as its own path, the naive way to draw a hex map with Canvas 2D. */
export function createFloor(
  map: CampaignMap,
  host: HTMLElement,
  viewport: { width: number; height: number },
) {
  const canvas = document.createElement('canvas');
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  host.append(canvas);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  const hexes = Object.values(map.hexes);
  const centres = new Float64Array(hexes.length * 2);
  hexes.forEach((hex, index) => {
    centres[index * 2] = hexCentreX(hex.q, HEX_SIZE);
    centres[index * 2 + 1] = hexCentreY(hex.q, hex.r, HEX_SIZE);
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
