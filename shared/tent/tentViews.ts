import { hexPhrase, type HexKey } from '../hex';
import { seatViewer } from '../kernel/viewer';
import type { Campaign } from '../rulesets/core/model/campaign';
import { visiblePieces } from '../rulesets/core/queries/visibility';
import type { FsState, OrderSpec } from '../rulesets/firestorm';
import { factionBanners, factionById } from '../rulesets/firestorm/state/selectors';
import { allowedTypes, nextSteps } from '../rulesets/firestorm/submission/draftOrders';
import { checkSubmission } from '../rulesets/firestorm/submission/checkSubmission';
import { visibleBanners } from '../rulesets/firestorm/views';
import type { CampaignMap } from '../map';
import type { CoreSideView, DraftAnswer, FsSeatView, TentMap } from './tentWire';

/** The map every seat draws: terrain and settlement types, which are public (HEX-7). */
export function tentMap(campaign: string, map: CampaignMap): TentMap {
  return {
    campaign,
    hexes: Object.entries(map.hexes).map(([k, h]) => ({
      k: k as HexKey,
      q: h.q,
      r: h.r,
      terrain: h.terrain,
      ...(h.settlement ? { settlement: h.settlement.type } : {}),
    })),
  };
}

/** "Ash 2": a banner's name as the app shows it (its faction's name and its number in raising order). */
function bannerNames(state: FsState): Map<string, string> {
  const names = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const b of [...state.banners].sort((a, c) => a.seq - c.seq)) {
    const n = (counts.get(b.factionId) ?? 0) + 1;
    counts.set(b.factionId, n);
    names.set(b.id, `${factionById(state, b.factionId)?.name ?? 'Banner'} ${n}`);
  }
  return names;
}

const territoryName = (state: FsState, hex: string): string =>
  state.territories[hex]?.special?.name ?? hexPhrase(hex);

/** Where a faction stands in the tent (kept by the tent, not in the campaign until the GM reveals). */
export interface TentStanding {
  readonly version: number;
  readonly locked: { readonly fingerprint: string } | null;
  readonly lockedFactions: readonly string[];
}

/**
 * A Firestorm faction's phone view (FS-ORDER-2, FS-MULTI-5): the banners through `visibleBanners` with the
 * faction's seat viewer, so another faction's order or swap is never in it before the reveal.
 */
export function firestormSeatView(state: FsState, factionId: string, standing: TentStanding): FsSeatView {
  const faction = factionById(state, factionId);
  if (!faction) throw new Error(`firestormSeatView: no faction ${factionId}`);
  const names = bannerNames(state);
  const banners = visibleBanners(state, seatViewer(factionId)).map((b) => ({
    id: b.id,
    name: names.get(b.id) ?? 'Banner',
    factionId: b.factionId,
    hex: b.hex as HexKey,
    hexName: territoryName(state, b.hex!),
    points: b.points,
    ...(b.order ? { order: b.order } : {}),
  }));
  const own = factionBanners(state, factionId).filter((b) => b.hex !== null);
  const ordering =
    state.status === 'running' &&
    state.turn.step === 'ORDERS' &&
    own.length > 0 &&
    !state.turn.submitted.includes(factionId) &&
    standing.locked === null;
  return {
    kind: 'firestorm',
    version: standing.version,
    campaign: state.name,
    turn: state.turn.number,
    step: state.turn.step,
    faction: { id: faction.id, name: faction.name, color: faction.color },
    factions: state.factions.map((f) => ({ id: f.id, name: f.name, color: f.color })),
    territories: Object.entries(state.territories).map(([k, t]) => ({
      k: k as HexKey,
      owner: t.owner,
      ...(t.special ? { name: t.special.name } : {}),
    })),
    banners,
    orderTypes: Object.fromEntries(own.map((b) => [b.id, allowedTypes(state, b.id, [b.hex!])])),
    ordering,
    locked: standing.locked,
    lockedFactions: standing.lockedFactions,
  };
}

/**
 * The engine's answer to a phone's draft: the refusals `checkSubmission` gives (the same `RULE-ID: reason` the
 * desktop shows), and for the banner being ordered the hexes its path may step to next (FS-ORDER-3) and the order
 * types its path allows (FS-ORDER-1).
 */
export function draftAnswer(
  state: FsState,
  factionId: string,
  orders: readonly OrderSpec[],
  focus?: { readonly banner: string; readonly path: readonly string[] },
): DraftAnswer {
  const checked = checkSubmission(state, {
    campaign: state.name,
    turn: state.turn.number,
    faction: factionId,
    orders,
  });
  const own = focus && factionBanners(state, factionId).some((b) => b.id === focus.banner);
  return {
    problems: checked.ok ? [] : checked.error,
    next: own ? nextSteps(state, focus.banner, focus.path as HexKey[]) : [],
    types: own ? allowedTypes(state, focus.banner, focus.path) : [],
  };
}

/** A core side's "your side" page: its own armies (visiblePieces with its seat viewer) and public control. */
export function coreSideView(campaign: Campaign, sideId: string, version: number): CoreSideView {
  const side = campaign.sides.find((s) => s.id === sideId);
  if (!side) throw new Error(`coreSideView: no side ${sideId}`);
  const sideOf = new Map(campaign.players.map((p) => [p.id, p.sideId]));
  return {
    kind: 'core',
    version,
    campaign: campaign.name,
    turn: campaign.turn.number,
    round: campaign.turn.round,
    phase: campaign.turn.phase,
    activeSide: campaign.sides.find((s) => s.id === campaign.turn.activeSideId)?.name ?? '',
    side: { id: side.id, name: side.name, color: side.color },
    armies: visiblePieces(campaign, seatViewer(sideId)).map((p) => ({
      id: p.id,
      name: p.name,
      label: p.label,
      hex: p.hex,
      hexName: hexPhrase(p.hex),
      color: p.color,
      status: p.status,
      lord: p.lord,
    })),
    control: Object.entries(campaign.map.hexes)
      .filter(([, h]) => h.settlement)
      .map(([k, h]) => ({
        k: k as HexKey,
        side: h.settlement!.controller === null ? null : (sideOf.get(h.settlement!.controller) ?? null),
      })),
  };
}
