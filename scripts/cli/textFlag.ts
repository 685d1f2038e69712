import { t } from '@shared/i18n';

/**
 * Longest name or title the CLI accepts (issue 26): a campaign name or a printout title is read on one line of a
 * map's title block, a pack's heading and the app's title bar; 200 characters is far more than any of them shows,
 * and as much as an id in a Hexmarch file (kernel/schemas idSchema). A 20,000-character name wrote a file neither
 * the CLI nor the app could open, and a 100,000-character title broke the PDF writer.
 */
export const MAX_TEXT_FLAG_CHARS = 200;

/** Why the text of `--flag` cannot be used, or undefined. */
export function textFlagProblem(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value.length > MAX_TEXT_FLAG_CHARS)
    return t('cli:args.textTooLong', { flag, length: value.length, max: MAX_TEXT_FLAG_CHARS });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return t('cli:args.textControl', { flag });
  return undefined;
}
