import { describe, expect, it } from 'vitest';
import { createWindowOptions } from '../../electron/windowOptions';

describe('createWindowOptions', () => {
  const options = createWindowOptions({ preloadPath: '/app/dist-electron/preload.cjs', appVersion: '1.2.3' });
  const prefs = options.webPreferences ?? {};

  it.each([
    ['contextIsolation', true],
    ['sandbox', true],
    ['nodeIntegration', false],
    ['nodeIntegrationInWorker', false],
    ['nodeIntegrationInSubFrames', false],
    ['webSecurity', true],
    ['allowRunningInsecureContent', false],
    ['webviewTag', false],
    ['experimentalFeatures', false],
    ['navigateOnDragDrop', false],
  ] as const)('sets webPreferences.%s to %s', (key, value) => {
    expect(prefs[key]).toBe(value);
  });

  it('loads the given preload script', () => {
    expect(prefs.preload).toBe('/app/dist-electron/preload.cjs');
  });

  it('passes the app version to the preload as its only extra argument', () => {
    expect(prefs.additionalArguments).toEqual(['--hexmarch-app-version=1.2.3']);
  });

  it('stays hidden until the first paint and is titled Hexmarch', () => {
    expect(options.show).toBe(false);
    expect(options.title).toBe('Hexmarch');
  });
});
