import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '../../electron/contentSecurityPolicy';
import { previewConfig } from '../../scripts/lib/previewRenderer';
import { PROJECT_ROOT } from '../../scripts/lib/projectRoot';

describe('previewConfig', () => {
  const config = previewConfig(4179);

  it('listens on loopback only, on exactly the requested port', () => {
    expect(config.preview).toMatchObject({ host: '127.0.0.1', port: 4179, strictPort: true, open: false });
  });

  it('sends the same Content-Security-Policy as the desktop app', () => {
    expect(config.preview?.headers).toMatchObject({
      'Content-Security-Policy': buildContentSecurityPolicy(),
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('uses the project’s vite.config.ts and renderer/ root, whatever the current directory', () => {
    expect(config.configFile).toBe(path.join(PROJECT_ROOT, 'vite.config.ts'));
    expect(config.root).toBe(path.join(PROJECT_ROOT, 'renderer'));
  });
});
