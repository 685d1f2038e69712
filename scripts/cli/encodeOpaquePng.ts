import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflate = promisify(zlib.deflate);

/**
 * zlib level 3 (deflate's fast path) on unfiltered rows: a printed sheet (large areas of one colour) comes out
 * smaller than Skia's own PNG and about 3× faster than level 6, which buys ~10 % more compression (issue 30).
 */
const LEVEL = 3;

/** The pixel loop reads RGBA as 32-bit words, red in the low byte: true on every platform Node ships for. */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

let crcTable: Uint32Array | undefined;

/** The CRC-32 every PNG chunk ends with (ISO 3309, the PNG spec's table method); Node 20's zlib has none. */
function crc32(parts: readonly Uint8Array[]): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  const table = crcTable;
  let crc = 0xffffffff;
  for (const bytes of parts)
    for (let index = 0; index < bytes.length; index++)
      crc = (table[(crc ^ (bytes[index] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array[] {
  const head = new Uint8Array(8);
  const view = new DataView(head.buffer);
  view.setUint32(0, data.length);
  for (let index = 0; index < 4; index++) head[4 + index] = type.charCodeAt(index);
  const tail = new Uint8Array(4);
  new DataView(tail.buffer).setUint32(0, crc32([head.subarray(4), data]));
  return [head, data, tail];
}

/**
 * PNG-encodes an opaque RGBA image (straight or premultiplied alike: at alpha 255 they are the same bytes) as 8-bit
 * RGB, deflated on libuv's thread pool; null when any pixel is not fully opaque (the caller then keeps its own
 * encoder, whose un-premultiplying this one would have to match). A standard PNG (IHDR, one IDAT, IEND) whose
 * decoded pixels are exactly the input's. Skia's encoder tries every row filter and deflates at level 6, which
 * made a 300 dpi A3 sheet's encoding cost more than its drawing (issue 30).
 */
export async function encodeOpaquePng(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Promise<Uint8Array | null> {
  if (!LITTLE_ENDIAN) return null;
  if (rgba.byteOffset % 4 !== 0) rgba = rgba.slice();
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  // Little-endian words: alpha is the top byte, so every opaque pixel is at least 0xff000000 as an unsigned word.
  for (let index = 0; index < pixels.length; index++) if ((pixels[index] as number) < 0xff000000) return null;
  const bytes = new Uint8Array(rgba.buffer, rgba.byteOffset, width * height * 4);
  const stride = 1 + width * 4;
  const rows = new Uint8Array(stride * height);
  // Each row starts with filter type 0 (None), then the row's bytes as they are.
  for (let y = 0; y < height; y++)
    rows.set(bytes.subarray(y * width * 4, (y + 1) * width * 4), y * stride + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, truecolour with alpha (as Skia writes), deflate, adaptive filtering, no interlace
  const data = new Uint8Array(await deflate(rows, { level: LEVEL }));
  const parts = [
    SIGNATURE,
    ...chunk('IHDR', header),
    ...chunk('IDAT', data),
    ...chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}
