/**
 * Addresses Hexmarch may open in the system browser (shell.openExternal). Anything else (file:, javascript:,
 * custom schemes that launch programs, plain http, unknown hosts) is refused, so a link in a campaign note or
 * injected script cannot use the OS to run something.
 */
export const EXTERNAL_HOSTS = ['hexmarch.invalid', 'github.com'] as const;

export function isAllowedExternalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    (EXTERNAL_HOSTS as readonly string[]).includes(parsed.hostname)
  );
}
