import path from 'node:path';
import { readFile as fsReadFile } from 'node:fs/promises';
import type { CustomScheme } from 'electron';
import { securityHeaders } from './contentSecurityPolicy';

/**
 * The desktop app loads its renderer from `app://hexmarch/` rather than file://: a file:// page could read any
 * local file, and all file:// pages share one origin. A privileged standard scheme gives the renderer its own
 * origin, so CSP 'self', the sender check and the navigation guard all have something exact to compare with.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'hexmarch';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * Registered before `app.ready` (Electron requires it): standard + secure so it behaves like https; same-origin
 * module scripts (Vite's `crossorigin` tags) load under these. `corsEnabled` stays off: it would let other
 * origins read app:// responses, and `bypassCSP` stays off so the CSP header applies.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

/** True when `url` belongs to the app's own origin (app://hexmarch/...). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/**
 * The file under `rootDir` that an app:// URL names, or null when the URL is not the app's, is malformed or
 * would escape `rootDir` (for example `..%2F` segments).
 */
export function resolveAppFile(url: string, rootDir: string): string | null {
  if (!isAppUrl(url)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const relative = pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  const root = path.resolve(rootDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/** The Content-Type for a file; module scripts need an exact JavaScript type, since nosniff is on. */
export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

type ReadFile = (file: string) => Promise<Uint8Array>;

/**
 * The app:// handler for `protocol.handle`: serves files from `rootDir` (the built renderer) with the CSP
 * header, and answers 404 for anything outside it or missing.
 */
export function createAppProtocolHandler(
  rootDir: string,
  readFile: ReadFile = fsReadFile,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const headers = securityHeaders();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers });
    }
    const file = resolveAppFile(request.url, rootDir);
    if (file === null) return new Response('Not found', { status: 404, headers });
    let body: Uint8Array;
    try {
      body = await readFile(file);
    } catch {
      return new Response('Not found', { status: 404, headers });
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers: { ...headers, 'Content-Type': contentTypeFor(file) },
    });
  };
}
