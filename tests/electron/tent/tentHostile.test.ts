import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factionBanners } from '@shared/rulesets/firestorm';
import { openTestTent, raw, type RawAnswer, type Tent } from './tentHarness';

/**
 * Issue 28 "done means": 1,000 hostile requests (no token, another faction's token, oversized and malformed bodies,
 * illegal orders, orders after the lock, path traversal) are refused with nothing changed and nothing leaked.
 */
let tent: Tent;
const ashOrders = () =>
  factionBanners(tent.state, 'F2').map((b) => ({ banner: b.id, type: 'move' as const, path: [b.hex!] }));

beforeAll(async () => {
  // The rate limit is set high here so that each hostile request reaches the check it is aimed at; the limit itself
  // is tested in tentServer.test.ts.
  tent = await openTestTent(undefined, { perWindow: 100_000 });
  // Iron locks legal orders first, so "orders after the lock" and "read another faction's orders" have a target.
  const orders = factionBanners(tent.state, 'F1').map((b) => ({ banner: b.id, type: 'hold' as const }));
  const r = await raw(tent.server.url, 'POST', '/api/lock', {
    token: tent.token('F1'),
    body: JSON.stringify({ campaign: 'Test', turn: 1, orders }),
  });
  expect(r.status).toBe(200);
});
afterAll(() => tent.server.close());

interface Attack {
  readonly name: string;
  readonly send: () => Promise<RawAnswer>;
  readonly expected: readonly number[];
}

function attacks(): Attack[] {
  const url = tent.server.url;
  const iron = tent.token('F1');
  const ash = tent.token('F2');
  const lockBody = (orders: unknown, extra: object = {}) =>
    JSON.stringify({ campaign: 'Test', turn: 1, orders, ...extra });
  const list: Attack[] = [];
  const add = (name: string, expected: number[], send: () => Promise<RawAnswer>) =>
    list.push({ name, send, expected });
  const irons = factionBanners(tent.state, 'F1').map((b) => ({ banner: b.id, type: 'hold' }));
  const traversal = [
    '/../../etc/passwd',
    '/assets/../../../etc/passwd',
    '/assets/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/%2e%2e/secret.hexmarch',
    '/assets/..%5csecret.hexmarch',
    '/secret.hexmarch',
    '/phone.html/../secret.hexmarch',
    '/assets/phone.js%00.hexmarch',
    '//etc/passwd',
    '/api/../secret.hexmarch',
    '/assets/%252e%252e%252fsecret.hexmarch',
    '/assets/' + 'a'.repeat(5000),
  ];
  for (let i = 0; i < 1000; i++) {
    const k = i % 20;
    const forged = `${'A'.repeat(42)}${String.fromCharCode(65 + (i % 26))}`;
    if (k === 0) add('no token: view', [403], () => raw(url, 'GET', '/api/view'));
    else if (k === 1)
      add('no token: lock', [403], () => raw(url, 'POST', '/api/lock', { body: lockBody(irons) }));
    else if (k === 2) add('forged token', [403], () => raw(url, 'GET', '/api/view', { token: forged }));
    else if (k === 3)
      add('token of another faction, orders of Iron', [422], () =>
        raw(url, 'POST', '/api/lock', { token: ash, body: lockBody(irons) }),
      );
    else if (k === 4)
      add('oversized body', [413], () =>
        raw(url, 'POST', '/api/lock', { token: ash, body: lockBody([], { pad: 'x'.repeat(20_000 + i) }) }),
      );
    else if (k === 5)
      add('malformed JSON', [400], () => raw(url, 'POST', '/api/lock', { token: ash, body: '{"orders": [' }));
    else if (k === 6)
      add('prototype poisoning', [400], () =>
        raw(url, 'POST', '/api/lock', {
          token: ash,
          body: '{"__proto__":{"x":1},"campaign":"Test","turn":1,"orders":[]}',
        }),
      );
    else if (k === 7)
      add('wrong shape', [400], () =>
        raw(url, 'POST', '/api/lock', {
          token: ash,
          body: JSON.stringify({ campaign: 1, turn: 'one', orders: {} }),
        }),
      );
    else if (k === 8)
      add('extra fields', [400], () =>
        raw(url, 'POST', '/api/lock', { token: ash, body: lockBody(ashOrders(), { faction: 'F1' }) }),
      );
    else if (k === 9)
      add('illegal order (a move of no step)', [422], () =>
        raw(url, 'POST', '/api/lock', { token: ash, body: lockBody(ashOrders()) }),
      );
    else if (k === 10)
      add('orders for another turn', [422], () =>
        raw(url, 'POST', '/api/lock', {
          token: ash,
          body: JSON.stringify({ campaign: 'Test', turn: 7, orders: [] }),
        }),
      );
    else if (k === 11)
      add('orders after the lock', [409], () =>
        raw(url, 'POST', '/api/lock', { token: iron, body: lockBody(irons) }),
      );
    else if (k === 12)
      add('not JSON', [415], () =>
        raw(url, 'POST', '/api/lock', {
          token: ash,
          body: 'campaign=Test',
          type: 'application/x-www-form-urlencoded',
        }),
      );
    else if (k === 13)
      add('text/plain (no preflight)', [415], () =>
        raw(url, 'POST', '/api/lock', { token: ash, body: lockBody(irons), type: 'text/plain' }),
      );
    else if (k === 14) {
      const p = traversal[i % traversal.length]!;
      add(`path traversal ${p.slice(0, 40)}`, [400, 403, 404, 414], () => raw(url, 'GET', p));
    } else if (k === 15)
      add('unknown route with a token', [404], () => raw(url, 'GET', '/api/campaign', { token: ash }));
    else if (k === 16)
      add('DNS rebinding (foreign Host)', [403], () =>
        raw(url, 'GET', '/api/view', { token: ash, headers: { host: 'evil.example:80' } }),
      );
    else if (k === 17)
      add('bad query', [400], () => raw(url, 'GET', '/api/view?since=../../x', { token: ash }));
    else if (k === 18)
      add('the GM unlocks nothing from a phone', [404], () =>
        raw(url, 'POST', '/api/override', { token: ash, body: JSON.stringify({ seat: 'F1' }) }),
      );
    else
      add('a forged token reopening Iron', [403], () => raw(url, 'POST', '/api/reopen', { token: forged }));
  }
  return list;
}

describe('1,000 hostile requests to the order tent', () => {
  it('refuses every one, changes nothing and leaks nothing', async () => {
    const before = JSON.stringify({ status: tent.session.status(), map: tent.session.map() });
    const ironView = tent.session.view(tent.session.seats[0]!);
    const list = attacks();
    expect(list).toHaveLength(1000);
    const tokens = tent.session.seats.map((s) => s.token);
    const wrong: string[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < list.length; i += 25) {
      const batch = list.slice(i, i + 25);
      const answers = await Promise.all(batch.map((a) => a.send()));
      answers.forEach((answer, j) => {
        const attack = batch[j]!;
        seen.add(answer.status);
        if (!attack.expected.includes(answer.status))
          wrong.push(`${attack.name}: ${answer.status} ${answer.body}`);
        // Nothing leaked: no token, no file, no stack trace, and for a refused request no campaign data at all.
        for (const t of tokens) if (answer.body.includes(t)) wrong.push(`${attack.name} leaked a token`);
        if (/CAMPAIGN FILE|root:|at \w+ \(|node_modules|Error:/.test(answer.body))
          wrong.push(`${attack.name} leaked: ${answer.body.slice(0, 80)}`);
        if (answer.status === 403 && answer.body !== '') wrong.push(`${attack.name}: a 403 with a body`);
        if (/"banners"|"orders"|"fingerprint"/.test(answer.body))
          wrong.push(`${attack.name} sent campaign data`);
      });
    }
    expect(wrong).toEqual([]);
    expect([...seen].sort()).toEqual([400, 403, 404, 409, 413, 415, 422]);
    // Nothing changed: the same locks, log and map, and Iron's view is what it was.
    expect(JSON.stringify({ status: tent.session.status(), map: tent.session.map() })).toBe(before);
    expect(tent.session.view(tent.session.seats[0]!)).toEqual(ironView);
  });
});
