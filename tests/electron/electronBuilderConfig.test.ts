import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

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
});
