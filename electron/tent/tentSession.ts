import type { CampaignState } from '@shared/document';
import type { Campaign } from '@shared/rulesets/core/model/campaign';
import type { FsState, OrderSpec } from '@shared/rulesets/firestorm';
import { formatList, t } from '@shared/i18n';
import type { TentDeskStatus } from '@shared/ipc';
import { factionBanners } from '@shared/rulesets/firestorm/state/selectors';
import {
  checkSubmission,
  orderFingerprint,
  type OrderSubmission,
} from '@shared/rulesets/firestorm/submission';
import { coreSideView, draftAnswer, firestormSeatView, tentMap } from '@shared/tent/tentViews';
import type { DraftAnswer, SeatView, TentMap } from '@shared/tent/tentWire';
import { newSeatToken } from './seatTokens';

/** One seat of the tent: a Firestorm faction or a core side, with its secret token. */
export interface TentSeat {
  readonly id: string;
  readonly name: string;
  readonly token: string;
}

/** A faction's locked orders, kept in the tent until the GM reveals (FS-ORDER-2). */
export interface TentLock {
  readonly seat: string;
  readonly submission: OrderSubmission;
  readonly fingerprint: string;
}

export type TentLogLine = TentDeskStatus['log'][number];

/** What the GM's desk sees: who has locked, never what they ordered (the bridge's status less the tent's address). */
export type TentStatus = Omit<TentDeskStatus, 'url'>;

/** A refusal: the HTTP status and the sentences the phone shows. */
export interface TentRefusal {
  readonly status: 400 | 409 | 422;
  readonly problems: readonly string[];
}

export type TentResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: TentRefusal };

const refuse = <T>(status: TentRefusal['status'], ...problems: string[]): TentResult<T> => ({
  ok: false,
  refusal: { status, problems },
});

export interface TentSessionOptions {
  /** Called once a faction's orders are locked (the CLI writes them as an order file). */
  readonly onLocked?: (lock: TentLock) => void | Promise<void>;
  /** Called when a faction's lock is lifted (its own consent or the GM's override). */
  readonly onReopened?: (seat: TentSeat, why: string) => void | Promise<void>;
  readonly now?: () => Date;
}

/** The tent's memory: the campaign as the GM last sent it, the seats, the locks and the tent's own log. */
export interface TentSession {
  readonly seats: readonly TentSeat[];
  campaign(): CampaignState;
  map(): TentMap;
  view(seat: TentSeat, since?: number): SeatView | null;
  draft(
    seat: TentSeat,
    orders: readonly OrderSpec[],
    focus?: { banner: string; path: string[] },
  ): TentResult<DraftAnswer>;
  lock(
    seat: TentSeat,
    body: { campaign: string; turn: number; orders: readonly OrderSpec[] },
  ): Promise<TentResult<{ fingerprint: string }>>;
  reopen(seat: TentSeat): TentResult<null>;
  override(seatId: string, reason: string): TentResult<null>;
  update(state: CampaignState): void;
  status(): TentStatus;
  /** The locked submissions, once every faction that owes orders has locked (the GM's reveal). */
  takeLocked(): TentResult<readonly TentLock[]>;
}

const fs = (state: CampaignState): FsState | null => (state.ruleset === 'firestorm' ? state : null);

/** The seats of a campaign: one per Firestorm faction, or one per core side. */
function seatsOf(state: CampaignState): TentSeat[] {
  const list =
    state.ruleset === 'firestorm'
      ? state.factions.map((f) => ({ id: f.id, name: f.name }))
      : (state as Campaign).sides.map((s) => ({ id: s.id, name: s.name }));
  return list.map((s) => ({ ...s, token: newSeatToken() }));
}

/**
 * A new tent for `initial` with fresh tokens. The orders a phone locks are checked by the engine
 * (`checkSubmission`, GEN-10) against the campaign the GM last sent, never trusted from the page.
 */
export function createTentSession(initial: CampaignState, options: TentSessionOptions = {}): TentSession {
  let state = initial;
  let map = tentMap(state.name, state.map);
  let version = 1;
  const seats = seatsOf(initial);
  const locks = new Map<string, TentLock>();
  const log: TentLogLine[] = [];
  const now = options.now ?? (() => new Date());
  // The log keeps events; the desk words them in the GM's language (issue 32).
  const note = (event: TentLogLine['event'], name: string, turn: number, why = '') =>
    log.push({ at: now().toISOString(), event, name, turn, why });
  const seatName = (id: string) => seats.find((s) => s.id === id)?.name ?? t('tent:refusal.aFaction');
  // Refusals are made in the language of the call: a phone's request is answered in the phone's (tentServer).
  const lockedAlready = (name: string) => t('tent:refusal.lockedAlready', { name, rule: 'FS-ORDER-2' });

  const owes = (f: FsState, id: string) =>
    f.turn.step === 'ORDERS' &&
    !f.turn.submitted.includes(id) &&
    factionBanners(f, id).some((b) => b.hex !== null);

  const session: TentSession = {
    seats,
    campaign: () => state,
    map: () => map,
    view(seat, since) {
      if (since === version) return null;
      const f = fs(state);
      if (!f) return coreSideView(state as Campaign, seat.id, version);
      const lock = locks.get(seat.id);
      return firestormSeatView(f, seat.id, {
        version,
        locked: lock ? { fingerprint: lock.fingerprint } : null,
        lockedFactions: [...locks.keys()],
      });
    },
    draft(seat, orders, focus) {
      const f = fs(state);
      if (!f) return refuse(409, t('tent:refusal.notFirestorm'));
      return { ok: true, value: draftAnswer(f, seat.id, orders, focus) };
    },
    async lock(seat, body) {
      const f = fs(state);
      if (!f) return refuse(409, t('tent:refusal.notFirestorm'));
      if (locks.has(seat.id)) return refuse(409, lockedAlready(seat.name));
      const submission: OrderSubmission = {
        campaign: body.campaign,
        turn: body.turn,
        faction: seat.id,
        orders: body.orders,
      };
      const checked = checkSubmission(f, submission);
      if (!checked.ok) return refuse(422, ...checked.error);
      // Worded before the await, while the call's language is current.
      const already = lockedAlready(seat.name);
      const fingerprint = await orderFingerprint(submission);
      // The digest is awaited: a second lock of the same seat may have landed meanwhile.
      if (locks.has(seat.id)) return refuse(409, already);
      const lock = { seat: seat.id, submission, fingerprint };
      locks.set(seat.id, lock);
      version++;
      note('locked', seat.name, f.turn.number);
      await options.onLocked?.(lock);
      return { ok: true, value: { fingerprint } };
    },
    reopen(seat) {
      if (!locks.has(seat.id)) return refuse(409, t('tent:refusal.notLocked', { name: seat.name }));
      locks.delete(seat.id);
      version++;
      note('reopened', seat.name, state.turn.number);
      void options.onReopened?.(seat, t('tent:why.phone'));
      return { ok: true, value: null };
    },
    override(seatId, reason) {
      const seat = seats.find((s) => s.id === seatId);
      if (!seat || !locks.has(seat.id))
        return refuse(409, t('tent:refusal.notLocked', { name: seatName(seatId) }));
      const why = reason.trim().slice(0, 200);
      if (why === '') return refuse(400, t('tent:refusal.sayWhy'));
      locks.delete(seat.id);
      version++;
      note('override', seat.name, state.turn.number, why);
      void options.onReopened?.(seat, t('tent:why.override'));
      return { ok: true, value: null };
    },
    update(next) {
      const before = state;
      state = next;
      if (next.map !== before.map || next.name !== before.name) map = tentMap(next.name, next.map);
      const f = fs(next);
      // Locks belong to one turn's ORDERS step; once the engine holds a faction's orders the tent forgets them.
      for (const [id, lock] of locks)
        if (
          !f ||
          f.turn.number !== lock.submission.turn ||
          f.turn.step !== 'ORDERS' ||
          f.turn.submitted.includes(id)
        )
          locks.delete(id);
      version++;
    },
    status() {
      const f = fs(state);
      const rows = seats.map((s) => ({
        id: s.id,
        name: s.name,
        locked: locks.has(s.id) || (f ? f.turn.submitted.includes(s.id) : false),
        heldByTent: locks.has(s.id),
        owes: f ? owes(f, s.id) || locks.has(s.id) : false,
      }));
      return {
        kind: f ? 'firestorm' : 'core',
        campaign: state.name,
        turn: state.turn.number,
        seats: rows,
        allLocked: f !== null && f.turn.step === 'ORDERS' && rows.every((r) => !r.owes || locks.has(r.id)),
        log: [...log],
      };
    },
    takeLocked() {
      const status = session.status();
      if (!status.allLocked) {
        const waiting = status.seats.filter((s) => s.owes && !locks.has(s.id)).map((s) => s.name);
        return refuse(409, t('tent:refusal.waiting', { names: formatList(waiting), rule: 'FS-ORDER-2' }));
      }
      note('revealed', '', status.turn);
      return { ok: true, value: [...locks.values()] };
    },
  };
  return session;
}
