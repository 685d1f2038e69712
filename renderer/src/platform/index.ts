export { getPlatform, isHexmarchBridge, createBrowserPlatform, type PlatformScope } from './getPlatform';
export type { Platform, BrowserPlatform } from './platform';
export { APP_VERSION } from './appVersion';
export type { SystemInfo, Edition } from '@shared/ipc';
