import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { firestormDemoState } from '@shared/document';
import { factionBanners } from '@shared/rulesets/firestorm';
import { createTentSession } from '../../electron/tent/tentSession';
import { startTentServer } from '../../electron/tent/tentServer';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { median } from '../measure';

/**
 * The order tent under a club evening's load (issue 28): 8 phones (two players of each of the 4 factions share
 * their faction's seat) for 10 minutes of ORDERS. Each phone loads the page's map and view, then polls its view every
 * 2 s (as the phone page does); one phone per faction drafts orders (a draft check per tap) in the first minutes,
 * locks between minute 3 and 8, and one faction reopens and locks again. Simulated time is compressed 60×: the 10
 * minutes' requests are sent on their schedule divided by 60 (10 s), each phone with one request in flight at a time,
 * and the rate-limit window is divided by 60 too, so the limits bite at the same proportional rate.
 *
 * Every request's latency (sent → body read) is recorded and written as CSV; the figures are the 95th percentile and
 * the median, against a bare fastify server answering "hello" to the same 8 clients on the same schedule, in the
 * same run (the baseline).
 */
const SPEEDUP = 60;
const MINUTES = 10;
const POLL_MS = 2000;
const PHONES = 8;
const TARGET_P95_MS = 50;

/** A small deterministic generator (mulberry32) for the schedule: the same requests in every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Planned {
  readonly at: number;
  readonly phone: number;
  readonly kind: 'map' | 'view' | 'poll' | 'draft' | 'lock' | 'reopen';
}

/** The 10 minutes of requests, in simulated milliseconds. */
function schedule(): Planned[] {
  const rnd = random(28);
  const plan: Planned[] = [];
  const end = MINUTES * 60_000;
  for (let phone = 0; phone < PHONES; phone++) {
    const start = rnd() * 20_000;
    plan.push({ at: start, phone, kind: 'map' }, { at: start + 50, phone, kind: 'view' });
    for (let t = start + POLL_MS; t < end; t += POLL_MS) plan.push({ at: t, phone, kind: 'poll' });
    if (phone % 2 === 0) {
      // The faction's ordering phone: a few taps a minute for three minutes, then Lock.
      for (let i = 0; i < 24; i++) plan.push({ at: 30_000 + rnd() * 150_000, phone, kind: 'draft' });
      const lockAt = 180_000 + rnd() * 300_000;
      plan.push({ at: lockAt, phone, kind: 'lock' });
      if (phone === 0)
        plan.push(
          { at: lockAt + 20_000, phone, kind: 'reopen' },
          { at: lockAt + 60_000, phone, kind: 'lock' },
        );
    }
  }
  return plan.sort((a, b) => a.at - b.at);
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Plays the schedule, one request in flight per phone: each planned request goes to the tent and, right after, the
 * same phone's "hello" to the bare server, so load from other processes on the machine falls on both alike (as
 * measureInterleaved does). Returns each request's latency, tent and hello.
 */
async function play(
  plan: readonly Planned[],
  send: (p: Planned) => Promise<number>,
  hello: () => Promise<number>,
): Promise<{ tent: number[][]; hello: number[][] }> {
  const latencies: number[][] = [];
  const helloLatencies: number[][] = [];
  const byPhone = Array.from({ length: PHONES }, (_, i) => plan.filter((p) => p.phone === i));
  const t0 = performance.now();
  await Promise.all(
    byPhone.map(async (list) => {
      for (const p of list) {
        const due = t0 + p.at / SPEEDUP - performance.now();
        if (due > 0) await new Promise((r) => setTimeout(r, due));
        let start = performance.now();
        const status = await send(p);
        latencies.push([p.at, p.phone, performance.now() - start, status]);
        start = performance.now();
        const helloStatus = await hello();
        helloLatencies.push([p.at, p.phone, performance.now() - start, helloStatus]);
      }
    }),
  );
  return { tent: latencies, hello: helloLatencies };
}

function phoneDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tent-bench-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'phone.html'), '<!doctype html><title>phone</title>');
  return dir;
}

async function tentRun(
  plan: readonly Planned[],
  hello: () => Promise<number>,
): Promise<{ lat: number[][]; hello: number[][]; statuses: Record<string, number> }> {
  const state = firestormDemoState();
  const session = createTentSession(state);
  const server = await startTentServer({
    host: '127.0.0.1',
    port: 0,
    phoneDir: phoneDir(),
    session,
    limits: { windowMs: 60_000 / SPEEDUP },
  });
  const seatOf = (phone: number) => session.seats[Math.floor(phone / 2)]!;
  const versions = new Map<number, number>();
  const statuses: Record<string, number> = {};
  try {
    const played = await play(
      plan,
      async (p) => {
        const seat = seatOf(p.phone);
        const headers: Record<string, string> = { authorization: `Bearer ${seat.token}` };
        const holds = factionBanners(state, seat.id).map((b) => ({ banner: b.id, type: 'hold' }));
        const post = (url: string, body: unknown) =>
          fetch(`${server.url}${url}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        let response: Response;
        if (p.kind === 'map') response = await fetch(`${server.url}api/map`, { headers });
        else if (p.kind === 'view' || p.kind === 'poll') {
          const since = versions.get(p.phone);
          response = await fetch(
            `${server.url}api/view${p.kind === 'poll' && since ? `?since=${since}` : ''}`,
            { headers },
          );
        } else if (p.kind === 'draft') {
          const first = factionBanners(state, seat.id)[0]!;
          response = await post('api/draft', {
            orders: holds,
            focus: { banner: first.id, path: [first.hex] },
          });
        } else if (p.kind === 'lock')
          response = await post('api/lock', { campaign: state.name, turn: state.turn.number, orders: holds });
        else response = await post('api/reopen', {});
        const text = await response.text();
        if (response.status === 200 && (p.kind === 'view' || p.kind === 'poll'))
          versions.set(p.phone, (JSON.parse(text) as { version: number }).version);
        const key = `${p.kind} ${response.status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        return response.status;
      },
      hello,
    );
    return { lat: played.tent, hello: played.hello, statuses };
  } finally {
    await server.close();
  }
}

/** The baseline: a bare fastify server that answers "hello", and the request a phone sends it. */
async function helloServer(): Promise<{ send: () => Promise<number>; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/hello', () => 'hello');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hello`;
  return {
    send: async () => {
      const response = await fetch(url);
      await response.text();
      return response.status;
    },
    close: () => app.close(),
  };
}

export const tentSuite: BenchSuite = {
  name: 'tent',
  async run(): Promise<BenchFigure[]> {
    const plan = schedule();
    const bare = await helloServer();
    let tent: Awaited<ReturnType<typeof tentRun>>;
    try {
      // A short warm-up of both servers, so neither figure pays for JIT compilation.
      await tentRun(
        plan.slice(0, 200).map((p) => ({ ...p, at: p.at / 20 })),
        bare.send,
      );
      tent = await tentRun(plan, bare.send);
    } finally {
      await bare.close();
    }
    const hello = tent.hello;
    const csv = path.join(mkdtempSync(path.join(tmpdir(), 'tent-latency-')), 'tent-latencies.csv');
    writeFileSync(
      csv,
      `simulated_ms,phone,latency_ms,status,server\n${[
        ...tent.lat.map((l) => [...l, 'tent']),
        ...hello.map((l) => [...l, 'hello']),
      ]
        .map((l) => l.map((x) => (typeof x === 'number' ? Number(x.toFixed(3)) : x)).join(','))
        .join('\n')}\n`,
    );
    const t = tent.lat.map((l) => l[2]!);
    const h = hello.map((l) => l[2]!);
    const p95 = percentile(t, 95);
    const helloP95 = percentile(h, 95);
    const refused = Object.entries(tent.statuses).filter(([k]) => !/ (200|204)$/.test(k));
    const note = `${t.length} requests from ${PHONES} phones over ${MINUTES} simulated minutes at ${SPEEDUP}× (${Object.entries(
      tent.statuses,
    )
      .map(([k, n]) => `${k}: ${n}`)
      .join(
        ', ',
      )}); max ${Math.max(...t).toFixed(1)} ms; machine load average ${loadavg()[0]!.toFixed(1)}; every request's latency: ${csv}`;
    return [
      {
        name: 'tent request p95 (8 phones, 10 min)',
        unit: 'ms',
        median: p95,
        baselineMedian: helloP95,
        ratio: p95 / helloP95,
        target: `p95 ≤ ${TARGET_P95_MS} ms`,
        met: p95 <= TARGET_P95_MS && refused.every(([k]) => k.startsWith('lock 409')),
        note,
      },
      {
        name: 'tent request median',
        unit: 'ms',
        median: median(t),
        baselineMedian: median(h),
        ratio: median(t) / median(h),
        target: '',
        met: null,
      },
    ];
  },
};
