import { t } from '../i18n';
/** Why a file could not be opened; `message` is a plain sentence for the GM, shown as it is. */
export interface FileLoadError {
  readonly kind: 'notHexmarch' | 'newerVersion' | 'damaged';
  readonly message: string;
  /** For damaged files: where the damage is (a path into the file), for bug reports and the GM's curiosity. */
  readonly where?: string;
}

export function notHexmarchFile(): FileLoadError {
  return { kind: 'notHexmarch', message: t('files:load.notHexmarch') };
}

export function madeByNewerHexmarch(version: number, appVersion: string | undefined): FileLoadError {
  return {
    kind: 'newerVersion',
    message:
      appVersion === undefined
        ? t('files:load.newer', { version })
        : t('files:load.newerBy', { version, appVersion }),
  };
}

export function damagedFile(where: string, detail?: string): FileLoadError {
  return {
    kind: 'damaged',
    message:
      detail === undefined
        ? t('files:load.damagedAt', { where })
        : t('files:load.damagedAtBecause', { where, detail }),
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
    message: t('files:load.impossible', { detail }),
    where: t('files:where.campaign'),
  };
}
