import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  CSP_DIRECTIVES,
  securityHeaders,
} from '../../electron/contentSecurityPolicy';

/** The policy parsed back into directive → sources, so tests read like the spec. */
const parse = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('buildContentSecurityPolicy', () => {
  const policy = parse(buildContentSecurityPolicy());

  it.each([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ])('sets %s to exactly %j', (directive, sources) => {
    expect(policy.get(directive)).toEqual(sources);
  });

  it('allows no inline content of any kind', () => {
    expect(buildContentSecurityPolicy()).not.toContain("'unsafe-inline'");
  });

  it('never allows inline script, eval or remote hosts for scripts', () => {
    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources.every((source) => source.startsWith("'"))).toBe(true);
  });

  it('lists every directive once, in a single header line', () => {
    const text = buildContentSecurityPolicy();
    expect(text).not.toMatch(/[\r\n]/);
    expect(parse(text).size).toBe(Object.keys(CSP_DIRECTIVES).length);
  });

  it('formats custom directives as "name source source; name source"', () => {
    expect(buildContentSecurityPolicy({ 'default-src': ["'none'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'none'; img-src 'self' data:",
    );
  });
});

describe('securityHeaders', () => {
  it('carries the policy and turns off MIME sniffing', () => {
    expect(securityHeaders()).toEqual({
      'Content-Security-Policy': buildContentSecurityPolicy(),
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
