import './phone.css';
import { hexPhrase } from '@shared/hex/hexName';
import type { HexKey } from '@shared/hex';
import type { OrderSpec } from '@shared/rulesets/firestorm/model/commands';
import type { OrderType } from '@shared/rulesets/firestorm/model/types';
import { shortFingerprint } from '@shared/rulesets/firestorm/submission/fingerprint';
import type { CoreSideView, FsSeatView, SeatView, TentBanner, TentMap } from '@shared/tent/tentWire';
import { tentApi, TentRefused, type TentApi } from './phoneApi';
import { drawPhoneMap, type MapPiece } from './phoneMap';
import { receiptOf } from './phoneReceipt';

/**
 * The order tent's phone page (issue 28): a faction's map as it may see it, its banners and their orders (tap a
 * banner, tap the hexes it marches through), Lock orders and the receipt. Every order is checked by the tent's
 * engine as it is drafted, so the refusals and rule IDs are the desktop's. Plain DOM, no framework: the page is
 * small and must load fast over a club's Wi-Fi.
 */
const ORDER_NAMES: Record<OrderType, string> = {
  move: 'Move',
  forcedMarch: 'Forced March',
  fortify: 'Fortify',
  hold: 'Hold',
};
const POLL_MS = 2000;

interface Model {
  map: TentMap | null;
  view: SeatView | null;
  drafts: Map<string, OrderSpec>;
  selected: string | null;
  next: readonly HexKey[];
  types: readonly OrderType[];
  problems: readonly string[];
  note: string | null;
  whole: boolean;
  arming: boolean;
  busy: boolean;
  receipt: { turn: number; mine: string; tent: string; orders: readonly OrderSpec[] } | null;
  fatal: string | null;
}

const m: Model = {
  map: null,
  view: null,
  drafts: new Map(),
  selected: null,
  next: [],
  types: [],
  problems: [],
  note: null,
  whole: false,
  arming: false,
  busy: false,
  receipt: null,
  fatal: null,
};

const root = document.getElementById('phone')!;
const token = decodeURIComponent(location.hash.slice(1));
const api: TentApi = tentApi(token);

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | ((e: Event) => void)> = {},
  ...children: (Node | string | null | false)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === 'function') el.addEventListener(k, v);
    else if (v === true) el.setAttribute(k, '');
    else if (v !== false) el.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== false) el.append(c);
  return el;
}

const fsView = (): FsSeatView | null => (m.view?.kind === 'firestorm' ? m.view : null);
const ownBanners = (v: FsSeatView): TentBanner[] => v.banners.filter((b) => b.factionId === v.faction.id);
const orderOf = (b: TentBanner): OrderSpec => m.drafts.get(b.id) ?? { banner: b.id, type: 'hold' };
const pathOf = (b: TentBanner): HexKey[] => (m.drafts.get(b.id)?.path as HexKey[] | undefined) ?? [b.hex];
/** Every own banner's order: Hold where none was given (FS-ORDER-1), as the desktop's order sheet sends them. */
const allOrders = (v: FsSeatView): OrderSpec[] => ownBanners(v).map(orderOf);

/** The order a path gives: no step Hold, one Move, more Forced March (draftOrders.orderFromPath, FS-ORDER-1). */
function fromPath(banner: string, path: readonly HexKey[], keep?: OrderType): OrderSpec {
  if (path.length <= 1) return { banner, type: 'hold' };
  if (keep === 'forcedMarch') return { banner, type: 'forcedMarch', path: [...path] };
  return { banner, type: path.length === 2 ? 'move' : 'forcedMarch', path: [...path] };
}

/**
 * Asks the tent's engine about the drafts with `order` in place; keeps it only when nothing is refused (the refusal
 * is shown with its rule ID, as on the desktop).
 */
async function tryOrder(v: FsSeatView, order: OrderSpec): Promise<void> {
  const orders = allOrders(v).map((o) => (o.banner === order.banner ? order : o));
  m.busy = true;
  try {
    const answer = await api.draft(orders, {
      banner: order.banner,
      path: order.path ? [...order.path] : [hexOf(v, order.banner)],
    });
    if (answer.problems.length > 0) {
      m.problems = answer.problems;
    } else {
      m.drafts.set(order.banner, order);
      m.problems = [];
      m.next = answer.next;
      m.types = answer.types;
    }
  } catch (e) {
    m.problems =
      e instanceof TentRefused ? e.problems : ['The tent did not answer. Check the Wi-Fi and try again.'];
  } finally {
    m.busy = false;
    render();
  }
}

const hexOf = (v: FsSeatView, banner: string): HexKey => v.banners.find((b) => b.id === banner)!.hex;

async function select(v: FsSeatView, bannerId: string | null): Promise<void> {
  m.selected = bannerId;
  m.problems = [];
  m.arming = false;
  if (!bannerId) {
    m.next = [];
    render();
    return;
  }
  const banner = v.banners.find((b) => b.id === bannerId)!;
  m.next = [];
  m.types = v.orderTypes[bannerId] ?? [];
  render();
  try {
    const answer = await api.draft(allOrders(v), { banner: bannerId, path: pathOf(banner) });
    if (m.selected === bannerId) {
      m.next = answer.next;
      m.types = answer.types;
      render();
    }
  } catch {
    // The highlight is a help only; the order itself is checked when it is given.
  }
}

function tapHex(hex: HexKey, pieceId: string | null): void {
  const v = fsView();
  if (!v || !v.ordering || m.busy) return;
  const own = new Set(ownBanners(v).map((b) => b.id));
  const selected = m.selected ? v.banners.find((b) => b.id === m.selected) : undefined;
  if (selected && !(pieceId && own.has(pieceId) && !m.next.includes(hex))) {
    const path = pathOf(selected);
    if (path.length >= 2 && path[path.length - 2] === hex) {
      void tryOrder(v, fromPath(selected.id, path.slice(0, -1), orderOf(selected).type));
      return;
    }
    if (hex !== path[path.length - 1]) {
      void tryOrder(v, fromPath(selected.id, [...path, hex], orderOf(selected).type));
      return;
    }
  }
  if (pieceId && own.has(pieceId)) void select(v, pieceId === m.selected ? null : pieceId);
  else if (!selected) {
    m.note = 'Tap one of your banners first (the discs with a dark ring).';
    render();
  }
}

function setType(v: FsSeatView, banner: TentBanner, type: OrderType): void {
  const path = pathOf(banner);
  if (type === 'hold' || type === 'fortify') void tryOrder(v, { banner: banner.id, type });
  else void tryOrder(v, { banner: banner.id, type, path: [...path] });
}

async function lock(v: FsSeatView): Promise<void> {
  if (!m.arming) {
    m.arming = true;
    render();
    return;
  }
  m.arming = false;
  m.busy = true;
  const orders = allOrders(v);
  const mine = receiptOf({ campaign: v.campaign, turn: v.turn, faction: v.faction.id, orders });
  try {
    const answer = await api.lock(v.campaign, v.turn, orders);
    m.receipt = { turn: v.turn, mine, tent: answer.fingerprint, orders };
    m.problems = [];
    m.selected = null;
    m.next = [];
    await refresh();
  } catch (e) {
    m.problems =
      e instanceof TentRefused ? e.problems : ['The tent did not answer. Check the Wi-Fi and try again.'];
  } finally {
    m.busy = false;
    render();
  }
}

async function reopen(): Promise<void> {
  m.busy = true;
  try {
    await api.reopen();
    m.receipt = null;
    await refresh();
  } catch (e) {
    m.problems = e instanceof TentRefused ? e.problems : ['The tent did not answer.'];
  } finally {
    m.busy = false;
    render();
  }
}

function orderText(v: FsSeatView, o: OrderSpec | undefined): string {
  if (!o) return 'no order yet';
  const name = ORDER_NAMES[o.type];
  if (!o.path || o.path.length < 2) return name;
  const names = new Map(v.territories.filter((t) => t.name).map((t) => [t.k, t.name!]));
  return `${name} to ${names.get(o.path[o.path.length - 1] as HexKey) ?? hexPhrase(o.path[o.path.length - 1])} (${o.path.length - 1} step${o.path.length > 2 ? 's' : ''})`;
}

/** A colour chip; the colour is set through the CSSOM, which the page's CSP (no inline styles) allows. */
function swatch(color: string): HTMLElement {
  const el = h('span', { class: 'swatch' });
  el.style.background = color;
  return el;
}

function header(title: string, color: string, sub: string): HTMLElement {
  return h(
    'header',
    { class: 'phone-header' },
    swatch(color),
    h('div', {}, h('h1', { 'data-testid': 'phone-seat' }, title), h('p', {}, sub)),
  );
}

function renderFirestorm(v: FsSeatView): Node[] {
  const ownIds = new Set(ownBanners(v).map((b) => b.id));
  const colour = new Map(v.factions.map((f) => [f.id, f.color]));
  const owners = new Map(
    v.territories.filter((t) => t.owner).map((t) => [t.k as string, colour.get(t.owner!)!]),
  );
  const pieces: MapPiece[] = v.banners.map((b) => ({
    id: b.id,
    hex: b.hex,
    color: colour.get(b.factionId) ?? '#888',
    label: /\d+$/.exec(b.name)?.[0] ?? '',
    own: ownIds.has(b.id),
    selected: b.id === m.selected,
  }));
  const paths = v.banners.flatMap((b) => {
    const draft = ownIds.has(b.id) && v.ordering ? m.drafts.get(b.id) : undefined;
    const order = draft ?? b.order;
    return order?.path
      ? [{ hexes: order.path as HexKey[], color: colour.get(b.factionId) ?? '#333', draft: !!draft }]
      : [];
  });
  const svgMap = drawPhoneMap(m.map!, {
    owners,
    pieces,
    paths,
    next: v.ordering ? m.next : [],
    focus: ownBanners(v).map((b) => b.hex),
    whole: m.whole,
  });
  svgMap.addEventListener('click', (e) => {
    const target = e.target as Element;
    const piece = target.closest('[data-piece]');
    const hex = target.closest('[data-hex]')?.getAttribute('data-hex');
    if (hex) tapHex(hex as HexKey, piece?.getAttribute('data-piece') ?? null);
  });
  const step = v.step === 'ORDERS' ? 'Orders' : v.step.charAt(0) + v.step.slice(1).toLowerCase();
  const out: Node[] = [header(v.faction.name, v.faction.color, `${v.campaign} · turn ${v.turn} · ${step}`)];
  out.push(
    h('div', { class: 'map-wrap' }, svgMap),
    h(
      'div',
      { class: 'map-tools' },
      h(
        'button',
        { type: 'button', class: 'small', click: () => ((m.whole = !m.whole), render()) },
        m.whole ? 'My banners' : 'Whole map',
      ),
    ),
  );
  if (m.problems.length > 0)
    out.push(
      h(
        'ul',
        { class: 'problems', role: 'alert', 'data-testid': 'phone-problems' },
        ...m.problems.map((p) => h('li', {}, p)),
      ),
    );
  if (m.note && m.problems.length === 0) out.push(h('p', { class: 'phone-note' }, m.note));
  m.note = null;
  if (v.ordering) out.push(renderOrders(v));
  else if (!v.locked)
    out.push(
      h(
        'p',
        { class: 'phone-note', 'data-testid': 'phone-waiting' },
        v.step === 'ORDERS'
          ? 'Your faction has no orders to give now.'
          : 'Orders are not being taken now: the GM is playing the turn. This page follows the map.',
      ),
    );
  if (v.locked || m.receipt?.turn === v.turn) out.push(renderReceipt(v));
  const others = v.factions.filter((f) => f.id !== v.faction.id);
  if (v.step === 'ORDERS')
    out.push(
      h(
        'p',
        { class: 'phone-others', 'data-testid': 'phone-others' },
        'Locked: ',
        others
          .filter((f) => v.lockedFactions.includes(f.id))
          .map((f) => f.name)
          .join(', ') || 'no other faction yet',
        '.',
      ),
    );
  return out;
}

function renderOrders(v: FsSeatView): Node {
  const list = h('ol', { class: 'banners', 'data-testid': 'phone-banners' });
  for (const b of ownBanners(v)) {
    const selected = b.id === m.selected;
    const order = m.drafts.get(b.id);
    const row = h(
      'li',
      { class: selected ? 'selected' : '' },
      h(
        'button',
        {
          type: 'button',
          class: 'banner',
          'data-banner': b.id,
          'aria-pressed': String(selected),
          click: () => void select(v, selected ? null : b.id),
        },
        h('strong', {}, b.name),
        h('span', {}, ` ${b.hexName} · ${b.points} pts`),
        h('em', { 'data-testid': 'phone-order' }, orderText(v, order)),
      ),
    );
    if (selected) {
      const types = (m.types.length > 0 ? m.types : (v.orderTypes[b.id] ?? [])) as OrderType[];
      row.append(
        h('p', { class: 'hint' }, 'Tap the hexes it marches through; tap the last one again to step back.'),
        h(
          'div',
          { class: 'types' },
          ...(['move', 'forcedMarch', 'fortify', 'hold'] as OrderType[]).map((t) =>
            h(
              'button',
              {
                type: 'button',
                class: (order?.type ?? 'hold') === t ? 'type chosen' : 'type',
                disabled: !types.includes(t) || m.busy,
                'data-type': t,
                click: () => setType(v, b, t),
              },
              ORDER_NAMES[t],
            ),
          ),
        ),
      );
    }
    list.append(row);
  }
  return h(
    'section',
    { class: 'orders' },
    h('h2', {}, 'Your orders'),
    list,
    h(
      'button',
      {
        type: 'button',
        class: m.arming ? 'lock armed' : 'lock',
        'data-testid': 'phone-lock',
        disabled: m.busy,
        click: () => void lock(v),
      },
      m.arming ? 'Tap again: lock for good' : 'Lock orders',
    ),
    h(
      'p',
      { class: 'hint' },
      'Banners without an order Hold. Once locked, orders cannot change (FS-ORDER-2).',
    ),
  );
}

function renderReceipt(v: FsSeatView): Node {
  const tent = v.locked?.fingerprint ?? m.receipt!.tent;
  const mine = m.receipt?.mine ?? null;
  const agree = mine === null ? null : mine === tent;
  return h(
    'section',
    { class: 'receipt', 'data-testid': 'phone-receipt' },
    h('h2', {}, v.locked ? 'Orders locked' : `Your orders for turn ${v.turn}`),
    h('p', {}, 'Receipt (compare it with the GM’s log at the reveal):'),
    h('p', { class: 'fingerprint', 'data-testid': 'phone-fingerprint' }, shortFingerprint(mine ?? tent)),
    h('p', { class: 'full', 'data-testid': 'phone-fingerprint-full' }, mine ?? tent),
    agree === null
      ? h('p', { class: 'hint' }, 'Computed by the tent (this phone was reloaded since it locked).')
      : agree
        ? h('p', { class: 'ok' }, 'This phone and the tent computed the same fingerprint.')
        : h(
            'p',
            { class: 'problems', role: 'alert' },
            'The tent computed a different fingerprint: tell the GM now.',
          ),
    m.receipt
      ? h(
          'ul',
          { class: 'sent' },
          ...m.receipt.orders.map((o) =>
            h('li', {}, `${v.banners.find((b) => b.id === o.banner)?.name ?? 'Banner'}: ${orderText(v, o)}`),
          ),
        )
      : null,
    v.locked &&
      h(
        'button',
        {
          type: 'button',
          class: 'small',
          'data-testid': 'phone-reopen',
          disabled: m.busy,
          click: () => void reopen(),
        },
        'Reopen my orders',
      ),
    v.locked &&
      h(
        'p',
        { class: 'hint' },
        'Reopening is your faction’s consent to change them; the GM’s log records it.',
      ),
  );
}

function renderCore(v: CoreSideView): Node[] {
  const svgMap = drawPhoneMap(m.map!, {
    owners: new Map(),
    pieces: v.armies.map((a) => ({
      id: a.id,
      hex: a.hex,
      color: a.color,
      label: a.label,
      own: true,
      selected: false,
    })),
    paths: [],
    next: [],
    focus: v.armies.map((a) => a.hex),
    whole: m.whole,
  });
  return [
    header(v.side.name, v.side.color, `${v.campaign} · turn ${v.turn} · ${v.activeSide} to play`),
    h('div', { class: 'map-wrap' }, svgMap),
    h(
      'div',
      { class: 'map-tools' },
      h(
        'button',
        { type: 'button', class: 'small', click: () => ((m.whole = !m.whole), render()) },
        m.whole ? 'My armies' : 'Whole map',
      ),
    ),
    h(
      'section',
      { class: 'orders' },
      h('h2', {}, 'Your armies'),
      h(
        'ol',
        { class: 'banners', 'data-testid': 'phone-armies' },
        ...v.armies.map((a) =>
          h('li', {}, h('strong', {}, a.name), h('span', {}, ` ${a.hexName}${a.lord ? ` · ${a.lord}` : ''}`)),
        ),
      ),
      h(
        'p',
        { class: 'hint' },
        'This page follows the campaign as the GM plays it; it shows only your side’s armies.',
      ),
    ),
  ];
}

function render(): void {
  if (m.fatal) {
    root.replaceChildren(h('p', { class: 'problems', role: 'alert', 'data-testid': 'phone-fatal' }, m.fatal));
    return;
  }
  if (!m.view || !m.map) return;
  root.replaceChildren(...(m.view.kind === 'firestorm' ? renderFirestorm(m.view) : renderCore(m.view)));
}

async function refresh(): Promise<void> {
  const next = await api.view(m.view?.version);
  if (!next) return;
  const before = fsView();
  m.view = next;
  const v = fsView();
  if (v && before && (before.turn !== v.turn || !v.ordering)) {
    // A new turn or a closed ORDERS step: yesterday's drafts no longer apply.
    if (before.turn !== v.turn) m.receipt = null;
    if (!v.ordering) m.drafts.clear();
  }
  render();
}

async function poll(): Promise<void> {
  try {
    if (document.visibilityState === 'visible' && !m.busy) await refresh();
  } catch (e) {
    if (e instanceof TentRefused && e.status === 403) {
      m.fatal = e.problems[0]!;
      render();
      return;
    }
  }
  setTimeout(() => void poll(), POLL_MS);
}

async function start(): Promise<void> {
  if (token.length < 20) {
    m.fatal = 'Open this page from your faction’s link or QR code: it carries your seat in the tent.';
    render();
    return;
  }
  try {
    m.map = await api.map();
    await refresh();
    setTimeout(() => void poll(), POLL_MS);
  } catch (e) {
    m.fatal =
      e instanceof TentRefused
        ? e.problems[0]!
        : 'The tent is closed or out of reach. Ask the GM whether it is open.';
    render();
  }
}

void start();
