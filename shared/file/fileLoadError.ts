/** Why a file could not be opened; `message` is a plain sentence for the GM, shown as it is. */
export interface FileLoadError {
  readonly kind: 'notHexmarch' | 'newerVersion' | 'damaged';
  readonly message: string;
  /** For damaged files: where the damage is (a path into the file), for bug reports and the GM's curiosity. */
  readonly where?: string;
}

export function notHexmarchFile(): FileLoadError {
  return { kind: 'notHexmarch', message: 'This is not a Hexmarch campaign file.' };
}

export function madeByNewerHexmarch(version: number, appVersion: string | undefined): FileLoadError {
  const by = appVersion === undefined ? 'a newer Hexmarch' : `Hexmarch ${appVersion}`;
  return {
    kind: 'newerVersion',
    message: `This file was made by a newer Hexmarch (${by}, file format ${version}). Update Hexmarch to open it.`,
  };
}

export function damagedFile(where: string, detail?: string): FileLoadError {
  const why = detail === undefined ? '' : `: ${detail}`;
  return {
    kind: 'damaged',
    message: `This Hexmarch file is damaged and cannot be opened (problem at ${where}${why}).`,
    where,
  };
}

/**
 * A file whose every value has the right shape but whose campaign could never happen (an army on water, a Lord
 * with an army that does not exist…): `detail` names the first broken invariant and where it is.
 */
export function impossibleDocument(detail: string): FileLoadError {
  return {
    kind: 'damaged',
    message: `This Hexmarch file is damaged and cannot be opened: ${detail}.`,
    where: 'the campaign',
  };
}
