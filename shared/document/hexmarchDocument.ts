import type { Campaign } from '../rulesets/core/model/campaign';
import type { DefenseGameFile } from '../rulesets/defense/file/defenseGameFile';
import type { FsState } from '../rulesets/firestorm/model/types';
import type { BattlefieldChoices } from './battlefieldChoices';
import type { HexNotes } from './hexNotes';
import type { MapDocument } from './mapDocument';

/**
 * A campaign of any campaign ruleset (DATA-1): core (seed 001) or Firestorm (seed 000), discriminated on `ruleset`.
 * The sub-games (assault, settlement defense) are not campaigns: they are played from one, or on their own.
 */
export type CampaignState = Campaign | FsState;
export type CampaignRulesetId = CampaignState['ruleset'];

/**
 * Everything a Hexmarch file holds and the app edits: the prepared map and, once the GM starts it, the running
 * campaign (engine state with its event log and RNG state, GEN-5). The campaign carries its own copy of the map
 * from the moment it starts; `mapDocument` stays as the map it was started from. One document holds at most one
 * campaign, of whichever ruleset the GM chose at New campaign.
 */
export interface HexmarchDocument {
  readonly mapDocument: MapDocument;
  /** Null while the map is being prepared (TURN-1 has not left SETUP). */
  readonly campaign: CampaignState | null;
  /**
   * A settlement defense game in progress (RULES.md §9, issue 14), kept in the campaign file so it reopens where it
   * was: its setup and the commands played (it is replayed, GEN-5). Optional: files without one read unchanged.
   */
  readonly defenseGame?: DefenseGameFile;
  /**
   * The GM's labels and notes on hexes (HEX-7), editable before and during a campaign. Optional: files written
   * before issue 15 have none and open unchanged (no format version change: an older Hexmarch ignores the key).
   */
  readonly notes?: HexNotes;
  /**
   * Issue 29: the GM's seed, table and hand nudges for each battle's table plan. Optional: files without it open
   * unchanged (an older Hexmarch ignores the key).
   */
  readonly battlefields?: BattlefieldChoices;
}

/** A document holding a running core campaign (the demos, and what core-only tools are handed). */
export type CoreHexmarchDocument = HexmarchDocument & { readonly campaign: Campaign };

/** The document's campaign if it is a core one (seed 001), else null: what core-only screens and tools read. */
export function coreCampaignOf(document: HexmarchDocument): Campaign | null {
  return document.campaign?.ruleset === 'core' ? document.campaign : null;
}

/** The document's campaign if it is a Firestorm one (seed 000), else null. */
export function firestormCampaignOf(document: HexmarchDocument): FsState | null {
  return document.campaign?.ruleset === 'firestorm' ? document.campaign : null;
}
