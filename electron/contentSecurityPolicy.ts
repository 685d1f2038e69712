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
  // 'unsafe-inline' for styles because React's `style` props are safe (CSSOM) but index.html, Vite's CSS
  // injection and libraries may write inline `style` attributes or <style> elements; CSS cannot run script,
  // so the risk is small while script-src stays strict.
  'style-src': ["'self'", "'unsafe-inline'"],
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
