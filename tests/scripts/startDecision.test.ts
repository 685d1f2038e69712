import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateElectronBinary, type BinaryProbe } from '../../scripts/lib/electronBinary';
import { browserEditionUrl, decideStart } from '../../scripts/lib/startDecision';

const electronDir = path.join('/repo', 'node_modules', 'electron');

/** A fake file system holding exactly `files` (path → text). */
const probe = (files: Record<string, string>): BinaryProbe => ({
  readText: (file) => files[file] ?? null,
  exists: (file) => file in files,
});

describe('locateElectronBinary', () => {
  it('finds the binary that path.txt names under dist/', () => {
    const binary = path.join(electronDir, 'dist', 'electron');
    expect(
      locateElectronBinary(
        electronDir,
        probe({ [path.join(electronDir, 'path.txt')]: 'electron\n', [binary]: '' }),
      ),
    ).toEqual({ found: true, path: binary });
  });

  it('reports "not-installed" when path.txt is absent (this machine)', () => {
    expect(locateElectronBinary(electronDir, probe({}))).toEqual({ found: false, reason: 'not-installed' });
  });

  it('reports "not-installed" when path.txt is empty', () => {
    expect(
      locateElectronBinary(electronDir, probe({ [path.join(electronDir, 'path.txt')]: '  \n' })),
    ).toEqual({
      found: false,
      reason: 'not-installed',
    });
  });

  it('reports "binary-missing" with the expected path when path.txt names a file that is not there', () => {
    expect(
      locateElectronBinary(electronDir, probe({ [path.join(electronDir, 'path.txt')]: 'electron' })),
    ).toEqual({
      found: false,
      reason: 'binary-missing',
      expectedPath: path.join(electronDir, 'dist', 'electron'),
    });
  });
});

describe('decideStart', () => {
  it('runs Electron when its binary is present', () => {
    expect(decideStart({ found: true, path: '/repo/node_modules/electron/dist/electron' }, 4173)).toEqual({
      mode: 'electron',
      binary: '/repo/node_modules/electron/dist/electron',
    });
  });

  it('serves the browser edition on loopback and explains why when Electron is not installed', () => {
    expect(decideStart({ found: false, reason: 'not-installed' }, 4173)).toEqual({
      mode: 'browser',
      port: 4173,
      url: 'http://127.0.0.1:4173',
      message:
        "Electron's binary is not installed (it cannot be downloaded on this machine), so Hexmarch runs as the " +
        'browser edition: open http://127.0.0.1:4173',
    });
  });

  it('names the missing file when path.txt exists but the binary does not', () => {
    const plan = decideStart(
      { found: false, reason: 'binary-missing', expectedPath: '/x/dist/electron' },
      5000,
    );
    expect(plan.mode).toBe('browser');
    if (plan.mode === 'browser') {
      expect(plan.message).toBe(
        "Electron's binary is missing (expected at /x/dist/electron), so Hexmarch runs as the browser edition: " +
          'open http://127.0.0.1:5000',
      );
    }
  });
});

describe('browserEditionUrl', () => {
  it('is always 127.0.0.1, never a public interface', () => {
    expect(browserEditionUrl(4179)).toBe('http://127.0.0.1:4179');
  });
});
