import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TentController } from '../../electron/tent/tentController';
import { tentPreviewPlugin } from '../../scripts/lib/tentPreviewPlugin';

type Middleware = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let port = 0;
const tent = {
  addresses: vi.fn(() => [{ address: '127.0.0.1', label: 'This computer only' }]),
  open: vi.fn(),
  update: vi.fn(),
  status: vi.fn(() => null),
  take: vi.fn(),
  unlock: vi.fn(),
  close: vi.fn(async () => undefined),
} as unknown as TentController;

beforeAll(async () => {
  let middleware: Middleware | undefined;
  server = createServer((req, res) => {
    if (req.url?.startsWith('/__tent/')) {
      req.url = req.url.slice('/__tent'.length);
      middleware!(req, res);
    } else res.end('app');
  });
  const plugin = tentPreviewPlugin(tent);
  (plugin.configurePreviewServer as (s: unknown) => void)({
    middlewares: { use: (_path: string, fn: Middleware) => (middleware = fn) },
    httpServer: server,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });

describe('the browser edition’s tent routes (issue 28)', () => {
  it('answer the app’s own page', async () => {
    expect(await call('GET', '/__tent/addresses', { 'x-hexmarch-tent': '1' })).toBe(200);
    expect(
      await call(
        'POST',
        '/__tent/close',
        { 'x-hexmarch-tent': '1', origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
        '{}',
      ),
    ).toBe(200);
  });

  it('refuse a page of another site, a rebound host name, a request without the header, and bad arguments', async () => {
    const own = { 'x-hexmarch-tent': '1', 'content-type': 'application/json' };
    expect(await call('POST', '/__tent/close', { ...own, origin: 'https://evil.example' }, '{}')).toBe(403);
    expect(await call('GET', '/__tent/status', { ...own, host: `evil.example:${port}` })).toBe(403);
    expect(await call('GET', '/__tent/status', {})).toBe(403);
    expect(
      await call('POST', '/__tent/close', { 'x-hexmarch-tent': '1', 'content-type': 'text/plain' }, '{}'),
    ).toBe(415);
    expect(
      await call('POST', '/__tent/open', own, JSON.stringify({ host: '127.0.0.1', port: 1, fileText: 'x' })),
    ).toBe(400);
    expect(tent.open).not.toHaveBeenCalled();
    expect(tent.close).toHaveBeenCalledTimes(1);
  });
});
