import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { t } from '@shared/i18n';
import { inLanguage, requestLanguage } from './requestLanguage';
import { seatOfToken } from './seatTokens';
import type { TentSeat, TentSession } from './tentSession';

/** Limits of the tent's server; the defaults are the ones the README states. */
export interface TentLimits {
  /** Largest request body in bytes (a faction's orders are a few hundred). */
  readonly bodyBytes: number;
  /** Requests per seat (or, without a valid token, per address) in each window. */
  readonly perWindow: number;
  readonly windowMs: number;
}

export const TENT_LIMITS: TentLimits = { bodyBytes: 16 * 1024, perWindow: 300, windowMs: 60_000 };

export interface TentServerOptions {
  /** The address the GM picked (one of tentAddresses()); never a wildcard. */
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** The built phone page: phone.html and its assets/ (dist/renderer/tent). */
  readonly phoneDir: string;
  readonly session: TentSession;
  readonly limits?: Partial<TentLimits>;
}

export interface TentLink {
  readonly seat: string;
  readonly name: string;
  readonly url: string;
}

export interface RunningTent {
  readonly url: string;
  readonly links: readonly TentLink[];
  close(): Promise<void>;
}

/** Content-Security-Policy of the phone page: its own script and styles, and requests to the tent only. */
const PHONE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * The phone page's files, read once into memory and served by exact name only: no request path is ever joined to
 * a folder, so no `..` or encoded trick can reach another file (the campaign file is never on disk here at all).
 */
function phoneFiles(dir: string): Map<string, { type: string; body: Buffer }> {
  const files = new Map<string, { type: string; body: Buffer }>();
  const html = path.join(dir, 'phone.html');
  files.set('/', { type: TYPES['.html']!, body: readFileSync(html) });
  const assets = path.join(dir, 'assets');
  for (const name of readdirSync(assets)) {
    const type = TYPES[path.extname(name)];
    if (type) files.set(`/assets/${name}`, { type, body: readFileSync(path.join(assets, name)) });
  }
  return files;
}

const ORDER_TYPES = ['move', 'forcedMarch', 'fortify', 'hold'];
const hexKey = { type: 'string', minLength: 3, maxLength: 16, pattern: '^-?\\d+,-?\\d+$' };
const ordersSchema = {
  type: 'array',
  maxItems: 64,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['banner', 'type'],
    properties: {
      banner: { type: 'string', minLength: 1, maxLength: 64 },
      type: { type: 'string', enum: ORDER_TYPES },
      path: { type: 'array', minItems: 1, maxItems: 8, items: hexKey },
    },
  },
};

declare module 'fastify' {
  interface FastifyRequest {
    seat: TentSeat | null;
  }
}

const bearer = (req: FastifyRequest): string | undefined => {
  const header = req.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
};

/** The sentence a phone shows for a refused request; never the library's own text, which could echo input. */
const PLAIN = {
  400: 'tent:server.malformed',
  404: 'tent:server.notFound',
  413: 'tent:server.tooLarge',
  415: 'tent:server.json',
  429: 'tent:server.tooMany',
} as const;
const plainText = (status: number): string =>
  t(status in PLAIN ? PLAIN[status as keyof typeof PLAIN] : 'tent:server.failed');

/**
 * Starts the order tent's HTTP server (issue 28) with fastify: routes with JSON-schema-checked bodies, a body limit,
 * per-seat rate limits (@fastify/rate-limit) and nothing but the phone page and the seat's own view reachable.
 * A missing or wrong token is a bare 403 (no body), before any body is read.
 */
export async function startTentServer(options: TentServerOptions): Promise<RunningTent> {
  const limits = { ...TENT_LIMITS, ...options.limits };
  const { session } = options;
  const files = phoneFiles(options.phoneDir);
  const app = Fastify({
    logger: false,
    bodyLimit: limits.bodyBytes,
    routerOptions: { maxParamLength: 64 },
    requestTimeout: 10_000,
    connectionTimeout: 10_000,
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } },
  });
  app.decorateRequest('seat', null);
  // JSON only: the text/plain parser fastify adds by default would let a page elsewhere post without a preflight.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  let expectedHost = '';
  app.addHook('onRequest', async (req, reply) => {
    // DNS rebinding: a page on another site that renamed itself to this address still sends its own Host.
    if (req.headers.host !== expectedHost) return reply.code(403).send();
  });
  await app.register(rateLimit, {
    max: limits.perWindow,
    timeWindow: limits.windowMs,
    keyGenerator: (req) => {
      const seat = seatOfToken(session.seats, bearer(req));
      return seat ? `seat:${seat.id}` : `ip:${req.ip}`;
    },
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const seat = seatOfToken(session.seats, bearer(req));
    if (!seat) return reply.code(403).send();
    req.seat = seat;
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', PHONE_CSP);
    return payload;
  });
  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    const problem = inLanguage(requestLanguage(req.headers), () => plainText(status));
    void reply.code(status).send({ problems: [problem] });
  });
  app.setNotFoundHandler((_req, reply) => void reply.code(404).send());

  const refused = (reply: FastifyReply, r: { status: number; problems: readonly string[] }) =>
    reply.code(r.status).send({ problems: r.problems });

  app.get('/', (_req, reply) => {
    const file = files.get('/')!;
    return reply.type(file.type).send(file.body);
  });
  app.get<{ Params: { name: string } }>('/assets/:name', (req, reply) => {
    const file = files.get(`/assets/${req.params.name}`);
    if (!file) return reply.code(404).send();
    return reply.type(file.type).header('Cache-Control', 'no-store').send(file.body);
  });
  app.get('/api/map', () => session.map());
  app.get<{ Querystring: { since?: number } }>(
    '/api/view',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { since: { type: 'string', pattern: '^\\d{1,9}$' } },
        },
      },
    },
    (req, reply) => {
      const since = req.query.since === undefined ? undefined : Number(req.query.since);
      const view = session.view(req.seat!, since);
      return view === null ? reply.code(204).send() : view;
    },
  );
  app.post<{ Body: { orders: never[]; focus?: { banner: string; path: string[] } } }>(
    '/api/draft',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['orders'],
          properties: {
            orders: ordersSchema,
            focus: {
              type: 'object',
              additionalProperties: false,
              required: ['banner', 'path'],
              properties: {
                banner: { type: 'string', minLength: 1, maxLength: 64 },
                path: { type: 'array', minItems: 1, maxItems: 8, items: hexKey },
              },
            },
          },
        },
      },
    },
    (req, reply) => {
      // Answered in the phone's language (issue 32); the engine's refusals are worded in it too.
      const r = inLanguage(requestLanguage(req.headers), () =>
        session.draft(req.seat!, req.body.orders, req.body.focus),
      );
      return r.ok ? r.value : refused(reply, r.refusal);
    },
  );
  app.post<{ Body: { campaign: string; turn: number; orders: never[] } }>(
    '/api/lock',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['campaign', 'turn', 'orders'],
          properties: {
            campaign: { type: 'string', maxLength: 200 },
            turn: { type: 'integer', minimum: 0, maximum: 100000 },
            orders: ordersSchema,
          },
        },
      },
    },
    async (req, reply) => {
      const r = await inLanguage(requestLanguage(req.headers), () => session.lock(req.seat!, req.body));
      return r.ok ? r.value : refused(reply, r.refusal);
    },
  );
  app.post('/api/reopen', (req, reply) => {
    const r = inLanguage(requestLanguage(req.headers), () => session.reopen(req.seat!));
    return r.ok ? { reopened: true } : refused(reply, r.refusal);
  });

  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const hostPart = options.host.includes(':') ? `[${options.host}]` : options.host;
  expectedHost = `${hostPart}:${port}`;
  const url = `http://${expectedHost}/`;
  return {
    url,
    // The token travels in the fragment (#…), which a browser never sends to any server nor puts in a Referer.
    links: session.seats.map((s) => ({ seat: s.id, name: s.name, url: `${url}#${s.token}` })),
    close: () => app.close(),
  };
}
