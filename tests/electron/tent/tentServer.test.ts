import { afterEach, describe, expect, it } from 'vitest';
import { factionBanners } from '@shared/rulesets/firestorm';
import { orderFingerprint } from '@shared/rulesets/firestorm/submission';
import type { FsSeatView } from '@shared/tent/tentWire';
import { currentLanguage } from '@shared/i18n';
import { tentLogSentence } from '../../../renderer/src/campaign/tent/tentLogSentence';
import { openTestTent, raw, type Tent } from './tentHarness';

let tent: Tent | undefined;
afterEach(async () => {
  await tent?.server.close();
  tent = undefined;
});

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

describe('the order tent server (issue 28)', () => {
  it('gives every faction a link with its own long random token in the fragment', async () => {
    tent = await openTestTent();
    const { links } = tent.server;
    expect(links.map((l) => l.name)).toEqual(['Iron', 'Ash', 'Bone', 'Gut']);
    const tokens = links.map((l) => l.url.split('#')[1]!);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(4);
    expect(links[0]!.url.startsWith(tent.server.url)).toBe(true);
  });

  it('serves the phone page with a strict policy, and a faction its own view only', async () => {
    tent = await openTestTent();
    const page = await raw(tent.server.url, 'GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const view = await raw(tent.server.url, 'GET', '/api/view', { token: tent.token('F1') });
    expect(view.status).toBe(200);
    const v = json(view.body) as unknown as FsSeatView;
    expect(v.faction.name).toBe('Iron');
    expect(v.ordering).toBe(true);
    expect(v.banners.some((b) => b.factionId !== 'F1')).toBe(true);
    const again = await raw(tent.server.url, 'GET', `/api/view?since=${v.version}`, {
      token: tent.token('F1'),
    });
    expect(again.status).toBe(204);
  });

  it('locks legal orders with the fingerprint of exactly what was sent, and tells the desk only who locked', async () => {
    tent = await openTestTent();
    const orders = factionBanners(tent.state, 'F1').map((b) => ({ banner: b.id, type: 'hold' as const }));
    const body = { campaign: 'Test', turn: 1, orders };
    const r = await raw(tent.server.url, 'POST', '/api/lock', {
      token: tent.token('F1'),
      body: JSON.stringify(body),
    });
    expect(r.status).toBe(200);
    expect(json(r.body).fingerprint).toBe(await orderFingerprint({ ...body, faction: 'F1' }));
    const status = tent.session.status();
    expect(status.seats.find((s) => s.id === 'F1')!.locked).toBe(true);
    expect(JSON.stringify(status)).not.toContain('hold');
    expect(status.allLocked).toBe(false);
    const second = await raw(tent.server.url, 'POST', '/api/lock', {
      token: tent.token('F1'),
      body: JSON.stringify(body),
    });
    expect(second.status).toBe(409);
    expect(json(second.body).problems).toEqual([
      "Iron's orders are locked already; they cannot change. (FS-ORDER-2)",
    ]);
    // Issue 32: each phone is answered in its own language, whatever the GM's (the main process's) is.
    const german = await raw(tent.server.url, 'POST', '/api/lock', {
      token: tent.token('F1'),
      body: JSON.stringify(body),
      headers: { 'x-hexmarch-language': 'de' },
    });
    expect(json(german.body).problems).toEqual([
      'Die Befehle von Iron sind schon festgelegt; sie können sich nicht mehr ändern. (FS-ORDER-2)',
    ]);
    const browser = await raw(tent.server.url, 'POST', '/api/reopen', {
      token: tent.token('F3'),
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
    });
    expect(json(browser.body).problems).toEqual(['Die Befehle von Bone sind nicht festgelegt.']);
    expect(currentLanguage()).toBe('en');
  });

  it('refuses illegal orders with the engine’s rule IDs, as the desktop does', async () => {
    tent = await openTestTent();
    const banner = factionBanners(tent.state, 'F1')[0]!;
    const body = {
      campaign: 'Test',
      turn: 1,
      orders: [{ banner: banner.id, type: 'move', path: ['0,0', '9,9'] }],
    };
    const r = await raw(tent.server.url, 'POST', '/api/lock', {
      token: tent.token('F1'),
      body: JSON.stringify(body),
    });
    expect(r.status).toBe(422);
    expect((json(r.body).problems as string[])[0]).toMatch(/^HEX-9: /);
    expect(tent.session.status().seats[0]!.locked).toBe(false);
  });

  it('lets a faction reopen its own orders, and the GM only with a logged reason', async () => {
    tent = await openTestTent();
    const orders = factionBanners(tent.state, 'F2').map((b) => ({ banner: b.id, type: 'hold' as const }));
    const lock = () =>
      raw(tent!.server.url, 'POST', '/api/lock', {
        token: tent!.token('F2'),
        body: JSON.stringify({ campaign: 'Test', turn: 1, orders }),
      });
    expect((await lock()).status).toBe(200);
    expect((await raw(tent.server.url, 'POST', '/api/reopen', { token: tent.token('F2') })).status).toBe(200);
    expect((await lock()).status).toBe(200);
    expect(tent.session.override('F2', '  ').ok).toBe(false);
    expect(tent.session.override('F2', 'Abe left early').ok).toBe(true);
    expect(tent.session.status().log.map(tentLogSentence)).toEqual([
      'Ash locked its orders for turn 1.',
      'Ash reopened its orders from its own phone.',
      'Ash locked its orders for turn 1.',
      "The GM unlocked Ash's orders without its consent: Abe left early",
    ]);
  });

  it('hands the GM the locked orders only once every faction that owes them has locked', async () => {
    tent = await openTestTent();
    expect(tent.session.takeLocked().ok).toBe(false);
    for (const f of ['F1', 'F2', 'F3', 'F4']) {
      const orders = factionBanners(tent.state, f).map((b) => ({ banner: b.id, type: 'hold' as const }));
      const r = await raw(tent.server.url, 'POST', '/api/lock', {
        token: tent.token(f),
        body: JSON.stringify({ campaign: 'Test', turn: 1, orders }),
      });
      expect(r.status).toBe(200);
    }
    const taken = tent.session.takeLocked();
    expect(taken.ok && taken.value.map((l) => l.seat)).toEqual(['F1', 'F2', 'F3', 'F4']);
  });

  it('rate-limits a seat or an address that sends too much', async () => {
    tent = await openTestTent(undefined, { perWindow: 5, windowMs: 60_000 });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await raw(tent.server.url, 'GET', '/api/view', { token: tent.token('F1') })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // Another seat has its own allowance.
    expect((await raw(tent.server.url, 'GET', '/api/view', { token: tent.token('F2') })).status).toBe(200);
  });

  it('stops listening when closed', async () => {
    tent = await openTestTent();
    const url = tent.server.url;
    await tent.server.close();
    tent = undefined;
    await expect(raw(url, 'GET', '/')).rejects.toThrow(/ECONNREFUSED/);
  });
});
