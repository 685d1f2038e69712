export { getPlatform, isHexmarchBridge, createBrowserPlatform, type PlatformScope } from './getPlatform';
export type { Platform, BrowserPlatform } from './platform';
export { APP_VERSION } from './appVersion';
export { downloadFiles } from './downloadFiles';
export type { SystemInfo, Edition } from '@shared/ipc';
