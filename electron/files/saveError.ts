import { t } from '@shared/i18n';

/** Why a save failed, as the GM reads it; `retryable` errors were already retried before being reported. */
export interface SaveError {
  readonly kind: 'diskFull' | 'locked' | 'noPermission' | 'readOnly' | 'missingFolder' | 'other';
  readonly message: string;
}

/** Node error codes by kind; EBUSY and friends come from antivirus, sync tools and Windows file locks. */
const KINDS: Record<string, SaveError['kind']> = {
  ENOSPC: 'diskFull',
  EDQUOT: 'diskFull',
  EBUSY: 'locked',
  ETXTBSY: 'locked',
  EAGAIN: 'locked',
  EPERM: 'locked',
  EACCES: 'noPermission',
  EROFS: 'readOnly',
  ENOENT: 'missingFolder',
  ENOTDIR: 'missingFolder',
};

export function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Locks usually clear within a second (antivirus scans, cloud sync), so those are retried. */
export function isRetryable(error: unknown): boolean {
  return KINDS[codeOf(error) ?? ''] === 'locked';
}

export function saveErrorOf(error: unknown): SaveError {
  const code = codeOf(error);
  const kind = KINDS[code ?? ''] ?? 'other';
  // Worded when the save fails, in the GM's language of the moment (issue 32).
  const message =
    kind === 'other'
      ? t('electron:saveError.other', { code: code ?? String(error) })
      : t(`electron:saveError.${kind}`);
  return { kind, message };
}
