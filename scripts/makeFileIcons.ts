/**
 * Writes the .hexmarch document icons from resources/file-icon.svg (issue 32): `npx tsx scripts/makeFileIcons.ts`,
 * run by `npm run dist` before electron-builder.
 * - macOS resources/hexmarch.icns and Windows resources/hexmarch.ico (committed; electron-builder's fileAssociations
 *   pick them by name, `icon: hexmarch`). Both formats may hold PNG images as they are (ICNS types ic08/ic09, ICO
 *   entries since Vista), so no image tool is needed beyond rendering.
 * - Linux: dist-icons/<N>x<N>.png for hicolor's mimetypes folders, which the deb installs as application-x-hexmarch
 *   (electron-builder.yml deb.fpm, with resources/linux/x-hexmarch-document.xml naming the icon).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { LINUX_FILE_ICON_SIZES, renderFileIcon } from './lib/fileIcon';

const root = new URL('../', import.meta.url);

/** ICNS: 'icns', total length, then typed chunks (type, length including its 8-byte header, data). */
function icns(chunks: readonly (readonly [string, Buffer])[]): Buffer {
  const parts = chunks.map(([type, data]) => {
    const header = Buffer.alloc(8);
    header.write(type, 0, 'latin1');
    header.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([header, data]);
  });
  const header = Buffer.alloc(8);
  header.write('icns', 0, 'latin1');
  header.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0), 4);
  return Buffer.concat([header, ...parts]);
}

/** ICO: ICONDIR, one 16-byte ICONDIRENTRY per image (0 stands for 256 px), then the PNG bytes. */
function ico(images: readonly (readonly [number, Buffer])[]): Buffer {
  const dir = Buffer.alloc(6);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(([size, png]) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([dir, ...entries, ...images.map(([, png]) => png)]);
}

const [source, p256, p48, p32, p16] = await Promise.all([512, 256, 48, 32, 16].map(renderFileIcon));
writeFileSync(
  new URL('resources/hexmarch.icns', root),
  icns([
    ['ic08', p256!],
    ['ic09', source!],
  ]),
);
writeFileSync(
  new URL('resources/hexmarch.ico', root),
  ico([
    [256, p256!],
    [48, p48!],
    [32, p32!],
    [16, p16!],
  ]),
);
mkdirSync(new URL('dist-icons/', root), { recursive: true });
for (const size of LINUX_FILE_ICON_SIZES)
  writeFileSync(new URL(`dist-icons/${size}x${size}.png`, root), await renderFileIcon(size));
console.log('Wrote resources/hexmarch.icns, resources/hexmarch.ico and dist-icons/ (Linux)');
