import { describe, expect, it, vi } from 'vitest';
import {
  installNavigationGuard,
  isNavigationAllowed,
  type GuardedContents,
} from '../../electron/navigationGuard';

type Listener = (event: { preventDefault(): void }, url: string) => void;

/** A fake WebContents that records the listeners the guard installs. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: (event: string, listener: Listener) => {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
  };
  installNavigationGuard(contents as unknown as GuardedContents);
  /** Fires `event` for `url`; true when the guard prevented it. */
  const fire = (event: string, url = ''): boolean => {
    const preventDefault = vi.fn();
    const listener = listeners.get(event);
    if (!listener) throw new Error(`no listener for ${event}`);
    listener({ preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  /** Fires will-frame-navigate, whose one argument is the event carrying the URL; true when prevented. */
  const fireFrame = (url: string, isMainFrame: boolean): boolean => {
    const preventDefault = vi.fn();
    const listener = listeners.get('will-frame-navigate') as unknown as
      ((details: { url: string; isMainFrame: boolean; preventDefault(): void }) => void) | undefined;
    if (!listener) throw new Error('no listener for will-frame-navigate');
    listener({ url, isMainFrame, preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  return { fire, fireFrame, open: (url: string) => openHandler?.({ url }) };
}

describe('isNavigationAllowed', () => {
  it.each([
    ['app://hexmarch/index.html', true],
    ['https://example.com/', false],
    ['file:///home/gm/campaign.hexmarch', false],
    ['javascript:alert(1)', false],
    ['app://elsewhere/index.html', false],
  ])('%j → %s', (url, allowed) => {
    expect(isNavigationAllowed(url)).toBe(allowed);
  });
});

describe('installNavigationGuard', () => {
  it('blocks navigation to another site', () => {
    expect(fakeContents().fire('will-navigate', 'https://example.com/')).toBe(true);
  });

  it('blocks navigation to a local file, such as one dropped on the window', () => {
    expect(fakeContents().fire('will-navigate', 'file:///etc/passwd')).toBe(true);
  });

  it('lets the app navigate within its own origin', () => {
    expect(fakeContents().fire('will-navigate', 'app://hexmarch/index.html')).toBe(false);
  });

  it('blocks redirects away from the app', () => {
    expect(fakeContents().fire('will-redirect', 'https://example.com/')).toBe(true);
  });

  it.each([true, false])('blocks any frame (main frame: %s) navigating away from the app', (isMainFrame) => {
    expect(fakeContents().fireFrame('https://example.com/', isMainFrame)).toBe(true);
    expect(fakeContents().fireFrame('file:///etc/passwd', isMainFrame)).toBe(true);
  });

  it('lets a frame navigate within the app', () => {
    expect(fakeContents().fireFrame('app://hexmarch/index.html', true)).toBe(false);
  });

  it('blocks every <webview>', () => {
    expect(fakeContents().fire('will-attach-webview')).toBe(true);
  });

  it.each(['https://example.com/', 'app://hexmarch/index.html'])('denies a new window for %j', (url) => {
    expect(fakeContents().open(url)).toEqual({ action: 'deny' });
  });
});
