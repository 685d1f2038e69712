import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, browserAppVersion } from '../../../renderer/src/platform/appVersion';

describe('APP_VERSION', () => {
  it('equals package.json "version", which the desktop edition reports', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(APP_VERSION).toBe(pkg.version);
  });
});

describe('browserAppVersion', () => {
  it('prefers VITE_APP_VERSION when the build sets it', () => {
    expect(browserAppVersion({ VITE_APP_VERSION: '1.0.0-rc.1' })).toBe('1.0.0-rc.1');
  });

  it.each([{}, { VITE_APP_VERSION: '' }, { VITE_APP_VERSION: 7 }])(
    'falls back to APP_VERSION for %j',
    (env) => {
      expect(browserAppVersion(env)).toBe(APP_VERSION);
    },
  );
});
