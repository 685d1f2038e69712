import type { HexKey } from '../hex';
import type { Terrain } from '../map/terrain';
import type { SettlementType } from '../map/mapTypes';
import type { Order, OrderType } from '../rulesets/firestorm/model/types';

/**
 * What the order tent's server sends a phone (issue 28), as plain JSON. Every field is named here on purpose: a
 * seat's view is built field by field from the campaign (firestormSeatView, coreSideView), never by copying the
 * state and deleting secrets, so a field added to the campaign later is not sent until someone adds it here.
 */
export interface TentHex {
  readonly k: HexKey;
  readonly q: number;
  readonly r: number;
  readonly terrain: Terrain;
  readonly settlement?: SettlementType;
}

/** The map a seat draws: the same for every seat and every turn (terrain and settlements are public, HEX-7). */
export interface TentMap {
  readonly campaign: string;
  readonly hexes: readonly TentHex[];
}

export interface TentFaction {
  readonly id: string;
  readonly name: string;
  readonly color: string;
}

/** A banner as a faction may see it: its own orders, another faction's once revealed (FS-ORDER-2). */
export interface TentBanner {
  readonly id: string;
  readonly name: string;
  readonly factionId: string;
  readonly hex: HexKey;
  readonly hexName: string;
  readonly points: number;
  readonly order?: Order;
}

/** A territory's owner and name; territories are public (FS-MAP-1). */
export interface TentTerritory {
  readonly k: HexKey;
  readonly owner: string | null;
  readonly name?: string;
}

/** A Firestorm faction's phone: what it may see now, and where its orders stand in the tent. */
export interface FsSeatView {
  readonly kind: 'firestorm';
  readonly version: number;
  readonly campaign: string;
  readonly turn: number;
  /** FS-TURN-1 step, and whether orders are being taken (ORDERS, tent open, this faction not locked). */
  readonly step: string;
  readonly faction: TentFaction;
  readonly factions: readonly TentFaction[];
  readonly territories: readonly TentTerritory[];
  readonly banners: readonly TentBanner[];
  /** The order types each own banner may be given where it stands (FS-ORDER-1, FS-ALLY-4). */
  readonly orderTypes: Readonly<Record<string, readonly OrderType[]>>;
  /** Whether the faction owes orders now (ORDERS step, banners on the map, not yet locked). */
  readonly ordering: boolean;
  /** Set once the faction locked this turn's orders in the tent: the fingerprint the tent computed. */
  readonly locked: { readonly fingerprint: string } | null;
  /** The factions that have locked (public, as at the GM's table), never what they ordered. */
  readonly lockedFactions: readonly string[];
}

/** A core side's "your side" page: its own armies only (the handout view), read-only. */
export interface CoreSideView {
  readonly kind: 'core';
  readonly version: number;
  readonly campaign: string;
  readonly turn: number;
  readonly round: number;
  readonly phase: string;
  readonly activeSide: string;
  readonly side: { readonly id: string; readonly name: string; readonly color: string };
  readonly armies: readonly {
    readonly id: string;
    readonly name: string;
    readonly label: string;
    readonly hex: HexKey;
    readonly hexName: string;
    readonly color: string;
    readonly status: string;
    readonly lord: string | null;
  }[];
  /** Settlement control is public (the handout shows it). */
  readonly control: readonly { readonly k: HexKey; readonly side: string | null }[];
}

export type SeatView = FsSeatView | CoreSideView;

/** The phone's answer while drafting: the engine's refusals (`RULE-ID: reason`) and the banner's next steps. */
export interface DraftAnswer {
  readonly problems: readonly string[];
  readonly next: readonly HexKey[];
  readonly types: readonly OrderType[];
}
