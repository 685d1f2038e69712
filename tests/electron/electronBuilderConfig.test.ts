import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LINUX_FILE_ICON_SIZES, renderFileIcon } from '../../scripts/lib/fileIcon';

const root = new URL('../../', import.meta.url);
const config = parse(readFileSync(new URL('electron-builder.yml', root), 'utf8')) as Record<string, unknown>;

/** electron-builder's own validator (the one `electron-builder` runs), so the schema is the installed one. */
const { validateConfiguration } = createRequire(import.meta.url)(
  'app-builder-lib/out/util/config/config.js',
) as {
  validateConfiguration(config: unknown, logger: { isEnabled: boolean; add(): void }): Promise<void>;
};
const validate = (candidate: unknown) =>
  validateConfiguration(candidate, { isEnabled: false, add: () => {} });

describe('electron-builder.yml', () => {
  it('matches the schema of the installed electron-builder', async () => {
    await expect(validate(config)).resolves.toBeUndefined();
  });

  it('is checked by a validator that does reject a misspelled fuse', async () => {
    await expect(validate({ ...config, electronFuses: { runAsnode: false } })).rejects.toThrow(
      /electronFuses/,
    );
  });

  it('names the app Hexmarch', () => {
    expect(config.productName).toBe('Hexmarch');
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z]+)+$/);
  });

  it('packs only the built renderer, the bundled main process and package.json', () => {
    expect(config.files).toEqual(
      expect.arrayContaining(['dist/renderer/**', 'dist-electron/**', 'package.json', '!node_modules/**']),
    );
  });

  it('builds an AppImage and a deb in the Game category', () => {
    expect(config.linux).toMatchObject({
      target: ['AppImage', 'deb'],
      category: 'Game',
      icon: 'resources/icons',
    });
  });

  it('sets the hardening fuses', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('has a 512×512 PNG icon where linux.icon points', () => {
    const png = readFileSync(new URL('resources/icons/512x512.png', root));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height are the big-endian words at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });

  it('declares the .hexmarch file type with its MIME type, and the icons macOS and Windows read exist', () => {
    expect(config.fileAssociations).toEqual([
      expect.objectContaining({
        ext: 'hexmarch',
        name: 'Hexmarch campaign',
        mimeType: 'application/x-hexmarch',
        icon: 'hexmarch',
      }),
    ]);
    // electron-builder adds .icns (macOS) or .ico (Windows) to `icon` and looks in buildResources.
    const icns = readFileSync(new URL('resources/hexmarch.icns', root));
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const ico = readFileSync(new URL('resources/hexmarch.ico', root));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('gives .hexmarch files their own icon on Linux: every hicolor size and the SVG, named after the MIME type', () => {
    const fpm = (config.deb as { fpm: string[] }).fpm;
    const pairs = new Map(fpm.map((arg) => arg.split('=') as [string, string]));
    for (const size of LINUX_FILE_ICON_SIZES)
      expect(pairs.get(`dist-icons/${size}x${size}.png`)).toBe(
        `/usr/share/icons/hicolor/${size}x${size}/mimetypes/application-x-hexmarch.png`,
      );
    expect(pairs.get('resources/file-icon.svg')).toBe(
      '/usr/share/icons/hicolor/scalable/mimetypes/application-x-hexmarch.svg',
    );
    const xml = 'resources/linux/x-hexmarch-document.xml';
    expect(pairs.get(xml)).toBe('/usr/share/mime/packages/x-hexmarch-document.xml');
    expect(readFileSync(new URL(xml, root), 'utf8')).toContain(
      '<mime-type type="application/x-hexmarch">\n    <icon name="application-x-hexmarch"/>',
    );
    // Sources that exist before `npm run dist` renders the PNGs (dist-icons/ is made by makeFileIcons).
    for (const source of pairs.keys())
      if (!source.startsWith('dist-icons/')) expect(existsSync(new URL(source, root)), source).toBe(true);
    expect(
      (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> })
        .scripts.dist,
    ).toMatch(/makeFileIcons\.ts && electron-builder/);
  });

  it('renders the document icon from its SVG at every size, a sheet with the hex drawn on it', async () => {
    for (const size of [16, 48, 256]) {
      const png = await renderFileIcon(size);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      const image = await loadImage(png);
      const canvas = createCanvas(size, size);
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      const pixel = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data];
      // Left of the pennant's pole is the hex's green land; the corners are transparent, outside the sheet.
      const [r, g, b, a] = pixel(Math.floor(size * 0.3), Math.floor(size * 0.62));
      expect(a).toBe(255);
      expect(g!).toBeGreaterThan(r!);
      expect(g!).toBeGreaterThan(b!);
      expect(pixel(0, size - 1)[3]).toBe(0);
    }
  });

  // update-mime-database is Debian's shared-mime-info, which the deb's postinst runs; Chromium's install brings it
  // (GLib recommends it), so it runs wherever the e2e tests run.
  it.runIf(spawnSync('update-mime-database', ['-v']).status === 0)(
    'makes update-mime-database keep Hexmarch’s icon over electron-builder’s generic one',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'hexmarch-mime-'));
      mkdirSync(path.join(dir, 'packages'));
      // What electron-builder writes for the fileAssociations entry (LinuxTargetHelper.computeMimeTypeFiles).
      writeFileSync(
        path.join(dir, 'packages', 'hexmarch.xml'),
        '<?xml version="1.0" encoding="utf-8"?>\n<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n' +
          '<mime-type type="application/x-hexmarch">\n  <glob pattern="*.hexmarch"/>\n    <comment>Hexmarch campaign</comment>\n' +
          '  <icon name="x-office-document" />\n</mime-type>\n</mime-info>',
      );
      copyFileSync(
        new URL('resources/linux/x-hexmarch-document.xml', root),
        path.join(dir, 'packages', 'x-hexmarch-document.xml'),
      );
      expect(spawnSync('update-mime-database', [dir]).status).toBe(0);
      expect(readFileSync(path.join(dir, 'icons'), 'utf8')).toContain(
        'application/x-hexmarch:application-x-hexmarch',
      );
      rmSync(dir, { recursive: true, force: true });
    },
  );
});
