import type { Page } from '@playwright/test';
import { parseHexKey, type HexKey } from '@shared/hex';

/** World units per hex (renderer/src/canvas HEX_SIZE): HEX-1 centre x = 1.5·S·q, y = √3·S·(r + q/2). */
const HEX_SIZE = 32;

/**
 * Page position of a hex centre, from the camera the map view publishes in data attributes
 * (screen = world · scale + camera offset), so the production build needs no test hook.
 */
export async function hexToPage(page: Page, key: HexKey): Promise<{ x: number; y: number }> {
  const view = page.getByTestId('map-view');
  const box = await view.boundingBox();
  if (!box) throw new Error('map view not visible');
  const read = async (name: string) => Number(await view.getAttribute(`data-camera-${name}`));
  const [cx, cy, scale] = [await read('x'), await read('y'), await read('scale')];
  const { q, r } = parseHexKey(key);
  const world = { x: 1.5 * HEX_SIZE * q, y: Math.sqrt(3) * HEX_SIZE * (r + q / 2) };
  return { x: box.x + world.x * scale + cx, y: box.y + world.y * scale + cy };
}

/** The colour the map canvases show at a page position: every Konva layer composited in order, then one pixel read. */
export async function mapPixel(page: Page, at: { x: number; y: number }): Promise<[number, number, number]> {
  return page.evaluate(({ x, y }) => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="map-view"] canvas')];
    const first = canvases[0];
    if (!first) throw new Error('no map canvas');
    const rect = first.getBoundingClientRect();
    const ratio = first.width / rect.width;
    const scratch = document.createElement('canvas');
    scratch.width = first.width;
    scratch.height = first.height;
    const context = scratch.getContext('2d')!;
    context.fillStyle = '#000';
    context.fillRect(0, 0, scratch.width, scratch.height);
    for (const canvas of canvases) context.drawImage(canvas, 0, 0);
    const data = context.getImageData(
      Math.round((x - rect.left) * ratio),
      Math.round((y - rect.top) * ratio),
      1,
      1,
    ).data;
    return [data[0]!, data[1]!, data[2]!] as [number, number, number];
  }, at);
}

export function hexColour(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
}
