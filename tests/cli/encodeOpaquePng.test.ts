import { createCanvas, ImageData } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { rectangleMap } from '@shared/map';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '@shared/print';
import { preparePrint } from '../../renderer/src/print/exportPrint';
import { DEFAULT_PRINT_CHOICES } from '../../renderer/src/print/printContent';
import { renderSheet } from '../../renderer/src/print/renderSheet';
import { encodeOpaquePng } from '../../scripts/cli/encodeOpaquePng';
import { nodePrintEnvironment as env } from '../../scripts/cli/nodePrintEnvironment';
import { documentOf, pixels } from '../renderer/print/printFixtures';

const decode = (bytes: Uint8Array) => PNG.sync.read(Buffer.from(bytes));

describe('encodeOpaquePng', () => {
  it("writes a printed sheet whose decoded pixels are exactly Skia's PNG's (issue 30)", async () => {
    const map = rectangleMap(12, 9, ({ col, row }) =>
      col === 2 ? { terrain: 'water' } : (col + row) % 4 === 0 ? { terrain: 'forest' } : undefined,
    );
    const settings: PrintSettings = { ...DEFAULT_PRINT_SETTINGS, dpi: 150 };
    const art = preparePrint(env, documentOf(map), settings, {
      ...DEFAULT_PRINT_CHOICES,
      coordinates: 'classic',
    });
    if (!art.ok) throw new Error(art.error);
    const sheet = renderSheet(env, art.value, art.value.plan.pages[0]!);
    const ours = await sheet.encodePng();
    const canvas = createCanvas(sheet.width, sheet.height);
    const drawn = pixels(sheet, 0, 0, sheet.width, sheet.height);
    canvas.getContext('2d').putImageData(new ImageData(drawn, sheet.width, sheet.height), 0, 0);
    const skia = decode(await canvas.encode('png'));
    const decoded = decode(ours);
    expect([decoded.width, decoded.height]).toEqual([sheet.width, sheet.height]);
    // Truecolour with alpha, 8 bits, as Skia writes it.
    expect([ours[24], ours[25]]).toEqual([8, 6]);
    expect(Buffer.compare(decoded.data, skia.data)).toBe(0);
    // Not a blank page that would compare equal trivially: several colours made it through.
    expect(
      new Set(new Uint32Array(decoded.data.buffer, decoded.data.byteOffset, decoded.width * decoded.height))
        .size,
    ).toBeGreaterThan(1);
  });

  it('leaves an image with any transparent pixel to the caller', async () => {
    const rgba = new Uint8Array(4 * 4 * 3).fill(255);
    rgba[4 * 7 + 3] = 128;
    expect(await encodeOpaquePng(rgba, 4, 3)).toBeNull();
    rgba[4 * 7 + 3] = 255;
    const png = await encodeOpaquePng(rgba, 4, 3);
    expect(png && Buffer.compare(decode(png).data, Buffer.from(rgba))).toBe(0);
  });
});
