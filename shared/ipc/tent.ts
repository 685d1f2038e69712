/**
 * The order tent over the bridge (issue 28): the GM's desk opens, feeds, reads and closes the tent through these
 * methods; the desktop app runs it in the main process, the browser edition in its Node server. The desk hands over
 * the campaign as `.hexmarch` file text, which the host reads with the app's own loader (recognise, migrate,
 * validate), so nothing unchecked reaches the tent.
 */

/** An address the tent may listen on (this computer's own; never a wildcard). */
export interface TentAddressChoice {
  readonly address: string;
  readonly label: string;
}

/** One seat's link as the GM hands it out: its URL (the token in the fragment) and a QR code of it (SVG). */
export interface TentSeatLink {
  readonly seat: string;
  readonly name: string;
  readonly url: string;
  readonly qrSvg: string;
}

export interface TentOpened {
  readonly url: string;
  readonly links: readonly TentSeatLink[];
}

/** Who has locked, never what they ordered (FS-ORDER-2), and the tent's own log (locks, reopenings, overrides). */
export interface TentDeskStatus {
  readonly kind: 'firestorm' | 'core';
  readonly url: string;
  readonly campaign: string;
  readonly turn: number;
  readonly seats: readonly {
    readonly id: string;
    readonly name: string;
    readonly locked: boolean;
    /** Locked in the tent (rather than entered in the app): only such a lock can be lifted here. */
    readonly heldByTent: boolean;
    /** Whether the faction owes orders this turn at all (it has banners on the map). */
    readonly owes: boolean;
  }[];
  /** Every faction that owes orders has locked them: the GM may reveal. */
  readonly allLocked: boolean;
  readonly log: readonly TentLogEntry[];
}

/**
 * One line of the tent's log as an event, not a sentence (issue 32): the desk words it in the GM's language when it
 * shows it (renderer/src/campaign/tent/tentLogSentence.ts). `name` is the seat's, `turn` the campaign's turn.
 */
export interface TentLogEntry {
  readonly at: string;
  readonly event: 'locked' | 'reopened' | 'override' | 'revealed';
  readonly name: string;
  readonly turn: number;
  /** The GM's reason for an override. */
  readonly why: string;
}

/** A faction's locked orders as the reveal receives them: its canonical code, and the tent's fingerprint of it. */
export interface TentLockedOrders {
  readonly seat: string;
  /** The order code (HXO1.…) of exactly what the phone sent; the desk decodes and checks it like any order code. */
  readonly code: string;
  readonly fingerprint: string;
}

export type TentAnswer<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** Largest campaign file text the desk may hand the tent (a 316×316 campaign is a few megabytes). */
export const MAX_TENT_CAMPAIGN_TEXT = 64 * 1024 * 1024;
