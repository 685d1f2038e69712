import path from 'node:path';

/** The file-system reads {@link locateElectronBinary} needs; node:fs in scripts, fakes in tests. */
export interface BinaryProbe {
  /** The file's text, or null if it does not exist. */
  readText(file: string): string | null;
  exists(file: string): boolean;
}

/** Where Electron's binary is, or why there is none. */
export type ElectronBinary =
  | { readonly found: true; readonly path: string }
  | {
      readonly found: false;
      readonly reason: 'not-installed' | 'binary-missing';
      readonly expectedPath?: string;
    };

/**
 * Finds Electron's binary the way node_modules/electron/index.js does (path.txt names a file under dist/), but
 * without requiring 'electron': that module downloads the binary when it is missing, which must not happen here.
 */
export function locateElectronBinary(electronDir: string, probe: BinaryProbe): ElectronBinary {
  const pathTxt = probe.readText(path.join(electronDir, 'path.txt'))?.trim();
  if (!pathTxt) return { found: false, reason: 'not-installed' };
  const binary = path.join(electronDir, 'dist', pathTxt);
  return probe.exists(binary)
    ? { found: true, path: binary }
    : { found: false, reason: 'binary-missing', expectedPath: binary };
}
