import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { TENT_ARGS } from '../../electron/ipc/tentHandlers';
import type { TentController } from '../../electron/tent/tentController';
import { MAX_TENT_CAMPAIGN_TEXT } from '@shared/ipc';
import { setLanguage, t } from '@shared/i18n';
import { requestLanguage } from '../../electron/tent/requestLanguage';

/** The header the browser edition's desk sends: a page of another site cannot send it without a CORS preflight. */
export const TENT_CONTROL_HEADER = 'x-hexmarch-tent';

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_TENT_CAMPAIGN_TEXT + 1024) {
        reject(new Error('too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(chunks.length === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error('malformed'));
      }
    });
    req.on('error', reject);
  });
}

const send = (res: ServerResponse, status: number, body?: unknown) => {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) return void res.end();
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
};

/**
 * The browser edition's half of the tent bridge (issue 28): the same TentController the desktop's main process
 * uses, behind `/__tent/…` routes on the loopback preview server. Only the app's own page may call them: the Host
 * must be the server's own (no DNS rebinding), a browser Origin must be its own, and the custom header forces a
 * CORS preflight that this server never grants to another site. Arguments are checked with the IPC handlers' schemas.
 */
export function tentPreviewPlugin(tent: TentController): Plugin {
  return {
    name: 'hexmarch-tent-control',
    configurePreviewServer(server) {
      server.middlewares.use('/__tent', (req, res) => {
        void (async () => {
          const address = server.httpServer.address();
          const own = typeof address === 'object' && address ? `127.0.0.1:${address.port}` : '';
          const origin = req.headers.origin;
          if (
            req.headers.host !== own ||
            (origin !== undefined && origin !== `http://${own}`) ||
            req.headers[TENT_CONTROL_HEADER] !== '1'
          )
            return send(res, 403);
          // This server has no language of its own: it answers in the desk's (issue 32), which the page names.
          setLanguage(requestLanguage(req.headers));
          let body: Record<string, unknown> = {};
          if (req.method === 'POST') {
            if (req.headers['content-type'] !== 'application/json') return send(res, 415);
            try {
              body = (await readBody(req)) as Record<string, unknown>;
            } catch {
              return send(res, 400, { ok: false, message: t('tent:server.malformed') });
            }
          }
          const route = `${req.method} ${req.url}`;
          const parse = <T>(
            schema: { safeParse(v: unknown): { success: boolean; data?: T } },
            args: unknown[],
          ) => {
            const r = schema.safeParse(args);
            return r.success ? (r.data as T) : null;
          };
          if (route === 'GET /addresses') return send(res, 200, tent.addresses());
          if (route === 'GET /status') return send(res, 200, tent.status());
          if (route === 'POST /open') {
            const a = parse<[string, number, string]>(TENT_ARGS.openTent, [
              body.host,
              body.port,
              body.fileText,
            ]);
            return a ? send(res, 200, await tent.open(...a)) : send(res, 400);
          }
          if (route === 'POST /update') {
            const a = parse<[string]>(TENT_ARGS.updateTent, [body.fileText]);
            return a ? send(res, 200, tent.update(...a)) : send(res, 400);
          }
          if (route === 'POST /take') return send(res, 200, await tent.take());
          if (route === 'POST /unlock') {
            const a = parse<[string, string]>(TENT_ARGS.unlockTentSeat, [body.seat, body.reason]);
            return a ? send(res, 200, tent.unlock(...a)) : send(res, 400);
          }
          if (route === 'POST /close') {
            await tent.close();
            return send(res, 200, null);
          }
          return send(res, 404);
        })().catch(() => send(res, 500));
      });
    },
  };
}
