import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kernelStep } from '@shared/kernel';
import { firestormRuleset, type FsState } from '@shared/rulesets/firestorm';
import {
  createTentSession,
  type TentSession,
  type TentSessionOptions,
} from '../../../electron/tent/tentSession';
import { startTentServer, type RunningTent, type TentLimits } from '../../../electron/tent/tentServer';
import { fourFactionCampaign } from '../../shared/rulesets/firestorm/fixtures';

/** A stand-in for the built phone page (the real one is tested end to end in tests/e2e/orderTent.spec.ts). */
export function fakePhoneDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tent-phone-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'phone.html'), '<!doctype html><script src="./assets/phone.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'phone.js'), 'console.log("phone")');
  writeFileSync(path.join(dir, 'secret.hexmarch'), 'CAMPAIGN FILE');
  return dir;
}

/** A four-faction Firestorm campaign in its ORDERS step. */
export function campaignAtOrders(seed = 7): FsState {
  const r = kernelStep(firestormRuleset, fourFactionCampaign(seed), { type: 'Advance' });
  if (!r.ok) throw new Error('no Advance');
  return r.state;
}

export interface Tent {
  readonly session: TentSession;
  readonly server: RunningTent;
  readonly state: FsState;
  token(seat: string): string;
}

export async function openTestTent(
  state: FsState = campaignAtOrders(),
  limits: Partial<TentLimits> = {},
  options: TentSessionOptions = {},
): Promise<Tent> {
  const session = createTentSession(state, options);
  const server = await startTentServer({
    host: '127.0.0.1',
    port: 0,
    phoneDir: fakePhoneDir(),
    session,
    limits,
  });
  return {
    session,
    server,
    state,
    token: (seat) => session.seats.find((s) => s.id === seat)!.token,
  };
}

export interface RawAnswer {
  readonly status: number;
  readonly body: string;
  readonly headers: Record<string, string | string[] | undefined>;
}

/** One request with a raw path (fetch would tidy `..` away) and any headers and body. */
export function raw(
  base: string,
  method: string,
  rawPath: string,
  options: { token?: string; body?: string | Buffer; type?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: rawPath,
        headers: {
          ...(options.token !== undefined ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body !== undefined ? { 'content-type': options.type ?? 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
