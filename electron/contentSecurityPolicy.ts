/**
 * The Content-Security-Policy for Hexmarch's renderer, shared by the desktop app (sent by the app:// protocol
 * handler) and the browser edition (sent by scripts/serveBrowserEdition.ts), so both run under the same rules.
 *
 * It is a response header, not a <meta> tag: `frame-ancestors` is ignored in <meta>, and a header cannot be
 * edited away by script in the page.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // Only the bundled scripts: no inline script, no eval. This is the directive that stops injected code.
  'script-src': ["'self'"],
  // No 'unsafe-inline': React's `style` props and Konva set styles through the CSSOM, which CSP does not govern,
  // and Vite emits CSS as files. Checked in Chromium against the built app (load, tools, New map dialog): no
  // violations. A library that injects <style> elements would need 'unsafe-inline' here (CSS cannot run script).
  'style-src': ["'self'"],
  // data: and blob: for canvas exports (toDataURL / toBlob) shown as images.
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** The policy as one header value: `default-src 'self'; script-src 'self'; ...`. */
export function buildContentSecurityPolicy(
  directives: Record<string, readonly string[]> = CSP_DIRECTIVES,
): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Headers every renderer response carries, desktop and browser alike. */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': buildContentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
  };
}
