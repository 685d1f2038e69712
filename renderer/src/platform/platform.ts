import type { HexmarchBridge } from '@shared/ipc';

/** The desktop bridge's capabilities, as the browser edition provides them. */
export type BrowserPlatform = Omit<HexmarchBridge, 'edition'> & { readonly edition: 'browser' };

/**
 * What the renderer may ask of the program around it. Components use this (via getPlatform) and never
 * window.hexmarch, so the same app runs on the desktop and in a browser; `edition` tells them apart.
 */
export type Platform = HexmarchBridge | BrowserPlatform;
