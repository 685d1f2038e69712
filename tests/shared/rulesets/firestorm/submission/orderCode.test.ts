import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalOrders,
  decodeOrderCode,
  decodeOrderFile,
  encodeOrderCode,
  encodeOrderFile,
  orderFingerprint,
  parseCanonical,
  sha256Hex,
  shortFingerprint,
  type OrderSubmission,
} from '@shared/rulesets/firestorm/submission';

const hexKey = fc
  .tuple(fc.integer({ min: -99, max: 99 }), fc.integer({ min: -99, max: 99 }))
  .map(([q, r]) => `${q},${r}`);
const order = fc.oneof(
  fc.record({
    banner: fc.string({ minLength: 1, maxLength: 6 }),
    type: fc.constantFrom('hold', 'fortify') as fc.Arbitrary<'hold' | 'fortify'>,
  }),
  fc.record({
    banner: fc.string({ minLength: 1, maxLength: 6 }),
    type: fc.constantFrom('move', 'forcedMarch') as fc.Arbitrary<'move' | 'forcedMarch'>,
    path: fc.array(hexKey, { minLength: 1, maxLength: 4 }),
  }),
);
/** Canonical submissions: orders already in banner order, one order per banner (as the engine stores them). */
const submission: fc.Arbitrary<OrderSubmission> = fc
  .record({
    campaign: fc.string({ maxLength: 30 }),
    turn: fc.integer({ min: 0, max: 500 }),
    faction: fc.string({ minLength: 1, maxLength: 8 }),
    orders: fc.uniqueArray(order, { selector: (o) => o.banner, maxLength: 6 }),
  })
  .map((s) => ({ ...s, orders: [...s.orders].sort((a, b) => (a.banner < b.banner ? -1 : 1)) }));

const sample: OrderSubmission = {
  campaign: 'Ashen Vale',
  turn: 3,
  faction: 'F2',
  orders: [
    { banner: 'B7', type: 'hold' },
    { banner: 'B2', type: 'move', path: ['4,5', '5,5'] },
  ],
};

describe('secret orders at a distance: the order code (FS-ORDER-2)', () => {
  it('SHA-256 matches the FIPS 180-2 test vector', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('a code reads back as the submission it was made from, with the same fingerprint', async () => {
    await fc.assert(
      fc.asyncProperty(submission, async (s) => {
        const decoded = await decodeOrderCode(await encodeOrderCode(s));
        expect(decoded).toEqual({
          ok: true,
          value: { submission: s, fingerprint: await orderFingerprint(s) },
        });
      }),
      { numRuns: 60 },
    );
  });

  it('a file reads back too, and a bare code in a text file is accepted', async () => {
    await fc.assert(
      fc.asyncProperty(submission, async (s) => {
        const file = await decodeOrderFile(await encodeOrderFile(s, { factionName: 'Ash' }));
        expect(file.ok && file.value.submission).toEqual(s);
        const bare = await decodeOrderFile(`\n${await encodeOrderCode(s)}\n`);
        expect(bare.ok && bare.value.submission).toEqual(s);
      }),
      { numRuns: 30 },
    );
  });

  it('the fingerprint ignores the order the banners were listed in, and changes with any order', async () => {
    const reversed = { ...sample, orders: [...sample.orders].reverse() };
    expect(await orderFingerprint(reversed)).toBe(await orderFingerprint(sample));
    const changed = { ...sample, orders: [{ banner: 'B7', type: 'fortify' as const }, sample.orders[1]!] };
    expect(await orderFingerprint(changed)).not.toBe(await orderFingerprint(sample));
    expect(parseCanonical(canonicalOrders(sample))?.orders.map((o) => o.banner)).toEqual(['B2', 'B7']);
  });

  it('shows a short fingerprint in groups of four', () => {
    expect(shortFingerprint('ba7816bf8f01cfea414140de')).toBe('BA78-16BF-8F01-CFEA');
  });

  it('survives the spaces and line breaks a chat adds', async () => {
    const code = await encodeOrderCode(sample);
    const wrapped = code.replace(/(.{20})/g, '$1\n  ');
    expect((await decodeOrderCode(wrapped)).ok).toBe(true);
  });

  it('refuses any single changed letter with a clear message', async () => {
    const code = await encodeOrderCode(sample);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    // The 8 check letters are read whatever their case (a code read out or typed by hand), so a change of case
    // there is the same code; every other change is refused.
    const sameCheckLetter = (at: number, ch: string) =>
      at >= code.length - 8 && code[at]!.toLowerCase() === ch.toLowerCase();
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: code.length - 1 }), fc.constantFrom(...alphabet), async (at, ch) => {
        fc.pre(code[at] !== ch && !sameCheckLetter(at, ch));
        const tampered = code.slice(0, at) + ch + code.slice(at + 1);
        const decoded = await decodeOrderCode(tampered);
        expect(decoded.ok).toBe(false);
        if (!decoded.ok) expect(decoded.error).toMatch(/order code|Hexmarch/);
      }),
      { numRuns: 150 },
    );
  });

  it('reads the check letters whatever their case', async () => {
    const code = await encodeOrderCode(sample);
    const shouted = code.slice(0, -8) + code.slice(-8).toUpperCase();
    expect((await decodeOrderCode(shouted)).ok).toBe(true);
  });

  it('names what is wrong with bad codes and files', async () => {
    const messages = async (text: string) => {
      const r = await decodeOrderCode(text);
      return r.ok ? 'accepted' : r.error;
    };
    expect(await messages('')).toBe('The order code is empty.');
    expect(await messages('hello')).toMatch(/starts with "HXO1\."/);
    expect(await messages('HXO1.abc')).toMatch(/cut short/);
    expect(await messages('HXO1.!!!!.12345678')).toMatch(/damaged/);
    const code = await encodeOrderCode(sample);
    expect(await messages(`${code.slice(0, -8)}00000000`)).toMatch(/changed or mistyped/);
    const file = JSON.parse(await encodeOrderFile(sample, { factionName: 'Ash' })) as Record<string, unknown>;
    const edited = await decodeOrderFile(JSON.stringify({ ...file, fingerprint: 'f'.repeat(64) }));
    expect(edited).toEqual({ ok: false, error: expect.stringMatching(/was edited/) });
    const notOurs = await decodeOrderFile('{"format":"other"}');
    expect(notOurs).toEqual({ ok: false, error: expect.stringMatching(/not a Hexmarch order file/) });
    expect((await decodeOrderFile('<<<')).ok).toBe(false);
  });
});
