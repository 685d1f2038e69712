import { describe, expect, it } from 'vitest';
import { isTrustedSender } from '../../../electron/ipc/isTrustedSender';

describe('isTrustedSender', () => {
  it('trusts the top frame of the app page', () => {
    expect(isTrustedSender({ url: 'app://hexmarch/index.html', parent: null })).toBe(true);
  });

  it('refuses a subframe even on the app origin', () => {
    expect(isTrustedSender({ url: 'app://hexmarch/index.html', parent: {} })).toBe(false);
  });

  it.each(['https://example.com/', 'file:///tmp/evil.html', 'app://other/index.html', 'about:blank', ''])(
    'refuses a top frame at %j',
    (url) => {
      expect(isTrustedSender({ url, parent: null })).toBe(false);
    },
  );

  it('refuses a frame that is already gone (null)', () => {
    expect(isTrustedSender(null)).toBe(false);
    expect(isTrustedSender(undefined)).toBe(false);
  });
});
