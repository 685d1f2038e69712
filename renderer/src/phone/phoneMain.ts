import './phone.css';
import { hexName } from '@shared/hex/hexName';
import type { HexKey } from '@shared/hex';
import type { OrderSpec } from '@shared/rulesets/firestorm/model/commands';
import type { FsStep, OrderType } from '@shared/rulesets/firestorm/model/types';
import { shortFingerprint } from '@shared/rulesets/firestorm/submission/fingerprint';
import type { CoreSideView, FsSeatView, SeatView, TentBanner, TentMap } from '@shared/tent/tentWire';
import { tentApi, TentRefused, type TentApi } from './phoneApi';
import { drawPhoneMap, type MapPiece } from './phoneMap';
import { receiptOf } from './phoneReceipt';
import { currentPhoneLanguage, phoneLanguage, pt, switchPhoneLanguage } from './phoneLanguage';

/**
 * The order tent's phone page (issue 28): a faction's map as it may see it, its banners and their orders (tap a
 * banner, tap the hexes it marches through), Lock orders and the receipt. Every order is checked by the tent's
 * engine as it is drafted, so the refusals and rule IDs are the desktop's. Plain DOM, no framework: the page is
 * small and must load fast over a club's Wi-Fi.
 */
const ORDER_KEYS = {
  move: 'phone:order.move',
  forcedMarch: 'phone:order.forcedMarch',
  fortify: 'phone:order.fortify',
  hold: 'phone:order.hold',
} as const satisfies Record<OrderType, string>;
const orderName = (type: OrderType): string => pt(ORDER_KEYS[type]);
// The phone's own language (issue 32): `?lang=`, else the browser's; the tent answers in it too (phoneApi).
switchPhoneLanguage(phoneLanguage(location.search, navigator.languages ?? [navigator.language]));
const POLL_MS = 2000;
const formatPhoneList = (items: readonly string[]): string =>
  new Intl.ListFormat(currentPhoneLanguage(), { style: 'long', type: 'conjunction' }).format(items);

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
    m.problems = e instanceof TentRefused ? e.problems : [pt('phone:problems.noAnswer')];
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
    m.note = pt('phone:problems.tapBanner');
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
    m.problems = e instanceof TentRefused ? e.problems : [pt('phone:problems.noAnswer')];
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
    m.problems = e instanceof TentRefused ? e.problems : [pt('phone:problems.noAnswerShort')];
  } finally {
    m.busy = false;
    render();
  }
}

function orderText(v: FsSeatView, o: OrderSpec | undefined): string {
  if (!o) return pt('phone:order.none');
  const name = orderName(o.type);
  if (!o.path || o.path.length < 2) return name;
  const place = placeName(v, o.path[o.path.length - 1] as HexKey);
  return pt('phone:order.to', { order: name, place, count: o.path.length - 1 });
}

/** A hex as the phone names it: its territory's name where it has one, else "hex 0304" in the phone's language. */
function placeName(v: FsSeatView | null, hex: HexKey): string {
  const named = v?.territories.find((t) => t.k === hex && t.name)?.name;
  return named ?? pt('phone:order.hex', { name: hexName(hex) });
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
  const step = pt(`phone:steps.${v.step as FsStep}`);
  const sub = pt('phone:header.firestorm', { campaign: v.campaign, turn: v.turn, step });
  const out: Node[] = [header(v.faction.name, v.faction.color, sub)];
  out.push(
    h('div', { class: 'map-wrap' }, svgMap),
    h(
      'div',
      { class: 'map-tools' },
      h(
        'button',
        { type: 'button', class: 'small', click: () => ((m.whole = !m.whole), render()) },
        m.whole ? pt('phone:map.myBanners') : pt('phone:map.whole'),
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
        v.step === 'ORDERS' ? pt('phone:waiting.noOrders') : pt('phone:waiting.playing'),
      ),
    );
  if (v.locked || m.receipt?.turn === v.turn) out.push(renderReceipt(v));
  const others = v.factions.filter((f) => f.id !== v.faction.id);
  if (v.step === 'ORDERS') {
    const locked = others.filter((f) => v.lockedFactions.includes(f.id)).map((f) => f.name);
    out.push(
      h(
        'p',
        { class: 'phone-others', 'data-testid': 'phone-others' },
        locked.length > 0
          ? pt('phone:lockedOthers', { factions: formatPhoneList(locked) })
          : pt('phone:lockedNone'),
      ),
    );
  }
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
        h('span', {}, ` ${pt('phone:banner', { hex: placeName(v, b.hex), points: b.points })}`),
        h('em', { 'data-testid': 'phone-order' }, orderText(v, order)),
      ),
    );
    if (selected) {
      const types = (m.types.length > 0 ? m.types : (v.orderTypes[b.id] ?? [])) as OrderType[];
      row.append(
        h('p', { class: 'hint' }, pt('phone:pathHint')),
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
              orderName(t),
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
    h('h2', {}, pt('phone:yourOrders')),
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
      m.arming ? pt('phone:lockArmed') : pt('phone:lock'),
    ),
    h('p', { class: 'hint' }, pt('phone:lockHint', { rule: 'FS-ORDER-2' })),
  );
}

function renderReceipt(v: FsSeatView): Node {
  const tent = v.locked?.fingerprint ?? m.receipt!.tent;
  const mine = m.receipt?.mine ?? null;
  const agree = mine === null ? null : mine === tent;
  return h(
    'section',
    { class: 'receipt', 'data-testid': 'phone-receipt' },
    h('h2', {}, v.locked ? pt('phone:receipt.locked') : pt('phone:receipt.forTurn', { turn: v.turn })),
    h('p', {}, pt('phone:receipt.compare')),
    h('p', { class: 'fingerprint', 'data-testid': 'phone-fingerprint' }, shortFingerprint(mine ?? tent)),
    h('p', { class: 'full', 'data-testid': 'phone-fingerprint-full' }, mine ?? tent),
    agree === null
      ? h('p', { class: 'hint' }, pt('phone:receipt.byTent'))
      : agree
        ? h('p', { class: 'ok' }, pt('phone:receipt.same'))
        : h('p', { class: 'problems', role: 'alert' }, pt('phone:receipt.different')),
    m.receipt
      ? h(
          'ul',
          { class: 'sent' },
          ...m.receipt.orders.map((o) =>
            h(
              'li',
              {},
              pt('phone:receipt.sent', {
                banner: v.banners.find((b) => b.id === o.banner)?.name ?? pt('phone:bannerFallback'),
                order: orderText(v, o),
              }),
            ),
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
        pt('phone:receipt.reopen'),
      ),
    v.locked && h('p', { class: 'hint' }, pt('phone:receipt.reopenHint')),
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
    header(
      v.side.name,
      v.side.color,
      pt('phone:header.core', { campaign: v.campaign, turn: v.turn, side: v.activeSide }),
    ),
    h('div', { class: 'map-wrap' }, svgMap),
    h(
      'div',
      { class: 'map-tools' },
      h(
        'button',
        { type: 'button', class: 'small', click: () => ((m.whole = !m.whole), render()) },
        m.whole ? pt('phone:map.myArmies') : pt('phone:map.whole'),
      ),
    ),
    h(
      'section',
      { class: 'orders' },
      h('h2', {}, pt('phone:core.yourArmies')),
      h(
        'ol',
        { class: 'banners', 'data-testid': 'phone-armies' },
        ...v.armies.map((a) =>
          h(
            'li',
            {},
            h('strong', {}, a.name),
            h(
              'span',
              {},
              ` ${a.lord ? pt('phone:core.armyWithLord', { hex: placeName(null, a.hex), lord: a.lord }) : placeName(null, a.hex)}`,
            ),
          ),
        ),
      ),
      h('p', { class: 'hint' }, pt('phone:core.hint')),
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
    m.fatal = pt('phone:problems.noSeat');
    render();
    return;
  }
  try {
    m.map = await api.map();
    await refresh();
    setTimeout(() => void poll(), POLL_MS);
  } catch (e) {
    m.fatal = e instanceof TentRefused ? e.problems[0]! : pt('phone:problems.closed');
    render();
  }
}

void start();
