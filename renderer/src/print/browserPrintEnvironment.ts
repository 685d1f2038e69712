import { t } from '@shared/i18n';
import type { PathBuilder } from '../canvas/draw/drawContext';
import type { PrintContext, PrintEnvironment, PrintSurface } from './printSurface';

const canvases = new WeakMap<PrintSurface, HTMLCanvasElement>();

function encode(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        // A null blob is how browsers report a canvas they could not encode (e.g. past their size limit).
        if (!blob)
          reject(new Error(t('print:errors.encode', { width: canvas.width, height: canvas.height })));
        else blob.arrayBuffer().then((buffer) => resolve(new Uint8Array(buffer)), reject);
      },
      type,
      quality,
    );
  });
}

function surface(width: number, height: number, transparent = false): PrintSurface {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // Opaque unless asked: a sheet is paper white everywhere, and an opaque canvas encodes and composes faster.
  const context = canvas.getContext('2d', { alpha: transparent });
  if (!context) throw new Error(t('print:errors.canvas', { width, height }));
  const made: PrintSurface = {
    width,
    height,
    context: context as unknown as PrintContext,
    encodePng: () => encode(canvas, 'image/png'),
    encodeJpeg: (quality) => encode(canvas, 'image/jpeg', quality),
    drawSurface: (source, x, y) => {
      const from = canvases.get(source);
      if (!from) throw new Error('Can only compose surfaces of the same environment');
      context.drawImage(from, x, y);
    },
  };
  canvases.set(made, canvas);
  return made;
}

/** Printing in the app: canvases of the page's document, Path2D for paths. */
export const browserPrintEnvironment: PrintEnvironment = {
  createSurface: surface,
  createPath: () => new Path2D() as PathBuilder,
};
