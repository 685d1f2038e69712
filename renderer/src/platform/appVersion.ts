/**
 * The browser edition's version: there is no main process to ask. Kept equal to package.json "version" by
 * tests/renderer/platform/appVersion.test.ts; a build may override it with VITE_APP_VERSION.
 */
export const APP_VERSION = '0.1.0';

/** VITE_APP_VERSION when the build set it, else {@link APP_VERSION}. */
export function browserAppVersion(env: Readonly<Record<string, unknown>> = import.meta.env): string {
  const fromEnv = env.VITE_APP_VERSION;
  return typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv : APP_VERSION;
}
