import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ENTRY_URL,
  APP_SCHEME_PRIVILEGES,
  contentTypeFor,
  createAppProtocolHandler,
  isAppUrl,
  resolveAppFile,
} from '../../electron/appProtocol';
import { buildContentSecurityPolicy } from '../../electron/contentSecurityPolicy';

const root = path.resolve('/srv/hexmarch/dist/renderer');

describe('isAppUrl', () => {
  it.each([
    ['app://hexmarch/index.html', true],
    ['app://hexmarch/assets/index-abc.js', true],
    ['app://hexmarch/', true],
    ['app://evil/index.html', false],
    ['app://hexmarch.evil.com/index.html', false],
    ['https://hexmarch/index.html', false],
    ['file:///srv/hexmarch/dist/renderer/index.html', false],
    ['http://127.0.0.1:4173/', false],
    ['not a url', false],
    ['', false],
  ])('%j is the app origin: %s', (url, expected) => {
    expect(isAppUrl(url)).toBe(expected);
  });
});

describe('resolveAppFile', () => {
  it('maps the entry URL to index.html under the root', () => {
    expect(resolveAppFile(APP_ENTRY_URL, root)).toBe(path.join(root, 'index.html'));
  });

  it('maps the bare origin to index.html', () => {
    expect(resolveAppFile('app://hexmarch/', root)).toBe(path.join(root, 'index.html'));
  });

  it('maps asset paths and decodes percent-escapes', () => {
    expect(resolveAppFile('app://hexmarch/assets/map%20tiles.png', root)).toBe(
      path.join(root, 'assets', 'map tiles.png'),
    );
  });

  it('ignores the query string and fragment', () => {
    expect(resolveAppFile('app://hexmarch/index.html?x=1#top', root)).toBe(path.join(root, 'index.html'));
  });

  it('keeps encoded dot segments inside the root, as the URL parser clamps them there', () => {
    expect(resolveAppFile('app://hexmarch/%2e%2e/%2e%2e/secret.txt', root)).toBe(
      path.join(root, 'secret.txt'),
    );
  });

  it.each([
    'app://hexmarch/..%2F..%2Fetc%2Fpasswd',
    'app://hexmarch/assets/..%2F..%2F..%2Fsecret.txt',
    'app://hexmarch/index.html%00.png',
    'app://hexmarch/%E0%A4%A',
    'app://other/index.html',
    'file:///etc/passwd',
  ])('refuses %j', (url) => {
    expect(resolveAppFile(url, root)).toBeNull();
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['assets/index-abc.css', 'text/css; charset=utf-8'],
    ['icon.SVG', 'image/svg+xml'],
    ['blob.bin', 'application/octet-stream'],
  ])('%s is served as %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });
});

describe('APP_SCHEME_PRIVILEGES', () => {
  it('registers app:// as a standard, secure scheme, neither bypassing CSP nor readable cross-origin', () => {
    expect(APP_SCHEME_PRIVILEGES.scheme).toBe('app');
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({ standard: true, secure: true });
    expect(APP_SCHEME_PRIVILEGES.privileges?.bypassCSP).not.toBe(true);
    expect(APP_SCHEME_PRIVILEGES.privileges?.corsEnabled).not.toBe(true);
  });
});

describe('createAppProtocolHandler', () => {
  let dir = '';
  const csp = buildContentSecurityPolicy();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hexmarch-protocol-'));
    await mkdir(path.join(dir, 'renderer', 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'renderer', 'index.html'), '<!doctype html><title>Hexmarch</title>');
    await writeFile(path.join(dir, 'renderer', 'assets', 'main.js'), 'console.log(1);');
    await writeFile(path.join(dir, 'secret.txt'), 'not for the renderer');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const serve = (url: string, method = 'GET'): Promise<Response> =>
    createAppProtocolHandler(path.join(dir, 'renderer'))(new Request(url, { method }));

  it('serves index.html with the CSP header and an HTML content type', async () => {
    const response = await serve(APP_ENTRY_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBe(csp);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<!doctype html><title>Hexmarch</title>');
  });

  it('serves scripts as JavaScript so module loading works under nosniff', async () => {
    const response = await serve('app://hexmarch/assets/main.js');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log(1);');
  });

  it('answers 404 for a missing file', async () => {
    expect((await serve('app://hexmarch/missing.js')).status).toBe(404);
  });

  it('answers 404, not the file, for a path that climbs out of the renderer folder', async () => {
    const response = await serve('app://hexmarch/..%2Fsecret.txt');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('not for the renderer');
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await serve(APP_ENTRY_URL, 'POST')).status).toBe(405);
  });

  it('answers HEAD with headers and no body', async () => {
    const response = await serve(APP_ENTRY_URL, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBe(csp);
    expect(await response.text()).toBe('');
  });
});
