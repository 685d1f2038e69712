/** Why a save failed, as the GM reads it; `retryable` errors were already retried before being reported. */
export interface SaveError {
  readonly kind: 'diskFull' | 'locked' | 'noPermission' | 'readOnly' | 'missingFolder' | 'other';
  readonly message: string;
}

const MESSAGES: Record<SaveError['kind'], string> = {
  diskFull: 'The disk is full. Free some space or save somewhere else; your campaign is still open.',
  locked: 'Another program is using the file. Close it (or wait for a sync tool to finish) and save again.',
  noPermission: 'Hexmarch may not write to this folder. Save somewhere else.',
  readOnly: 'This disk or folder is read-only. Save somewhere else.',
  missingFolder: 'The folder no longer exists. Save somewhere else.',
  other: 'The campaign could not be saved',
};

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
  const message = kind === 'other' ? `${MESSAGES.other} (${code ?? String(error)}).` : MESSAGES[kind];
  return { kind, message };
}
