import type { FsState } from '../model/types';

/**
 * Whether a state (a campaign, a balance setup) is a Firestorm campaign's: what a Firestorm-only feature (order
 * policies, BOT-18; order files from the tent) asks before it reads factions and orders. A dispatch over every
 * ruleset looks its ruleset up in a registry instead (CAMPAIGN_PARTS, RULESETS).
 */
export const isFirestormState = (state: { readonly ruleset: string } | null | undefined): state is FsState =>
  state?.ruleset === 'firestorm';
