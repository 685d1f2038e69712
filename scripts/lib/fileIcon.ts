import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** The .hexmarch document icon's source (issue 32): a sheet with Hexmarch's hex, drawn once as SVG. */
export const FILE_ICON_SVG = new URL('../../resources/file-icon.svg', import.meta.url);

/** The sizes of hicolor's `mimetypes` folders a desktop looks in (the SVG goes to `scalable`). */
export const LINUX_FILE_ICON_SIZES = [16, 22, 24, 32, 48, 64, 128, 256, 512] as const;

/** The icon as a square PNG of `size` pixels, rendered from the SVG by @napi-rs/canvas (Skia; no browser). */
export async function renderFileIcon(size: number): Promise<Buffer> {
  const image = await loadImage(readFileSync(FILE_ICON_SVG));
  const canvas = createCanvas(size, size);
  canvas.getContext('2d').drawImage(image, 0, 0, size, size);
  return canvas.toBuffer('image/png');
}
