import type { WebContents } from 'electron';
import { isAppUrl } from './appProtocol';

/**
 * Navigation is allowed only within the app's own origin. Hexmarch is a single page; any other destination
 * (a dropped file, a link in a campaign note, injected script) would put foreign content next to the bridge.
 */
export function isNavigationAllowed(url: string): boolean {
  return isAppUrl(url);
}

/** The slice of WebContents the guard uses, so tests can pass a fake. */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/**
 * Blocks navigation away from the app (of the page and of any frame in it), every new window (window.open, target=_blank) and <webview> tags.
 * Installed on every WebContents from `app.on('web-contents-created')`, so no window is created without it.
 */
export function installNavigationGuard(contents: GuardedContents): void {
  const blockForeign = (event: { preventDefault(): void }, url: string): void => {
    if (!isNavigationAllowed(url)) event.preventDefault();
  };
  contents.on('will-navigate', blockForeign);
  contents.on('will-redirect', blockForeign);
  // Fires for every frame, subframes included, which 'will-navigate' (main frame only) does not cover.
  contents.on('will-frame-navigate', (details) => blockForeign(details, details.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
