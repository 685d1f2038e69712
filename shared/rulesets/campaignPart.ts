import type { z } from 'zod';
import type { CampaignKind } from '../balance/balanceKind';
import type { CampaignState } from '../document/hexmarchDocument';
import type { MapDocument } from '../document/mapDocument';
import type { HexKey } from '../hex';
import type { CampaignMap } from '../map';
import type { Result } from '../result';

/** What `hexmarch new` asks a campaign ruleset for (the CLI's flags, checked). */
export interface NewCampaignOptions {
  readonly seed: number;
  readonly name: string;
  /** The map size: --size, or the demo's when absent. */
  readonly width: number;
  readonly height: number;
  /** --size was given: otherwise a ruleset may propose a size of its own (a Firestorm map sized for its factions). */
  readonly sizeGiven: boolean;
  /** --factions, for a ruleset that has `factions` (its standard number when absent). */
  readonly factions: number;
}

/** A new campaign on a fresh map, and the figures the CLI prints after "Wrote …" (issue 24: the set-up's figures). */
export interface NewCampaign<S extends CampaignState> {
  readonly mapDocument: MapDocument;
  readonly campaign: S;
  readonly lines: readonly string[];
}

/**
 * Why a new campaign could not be made: `map`, the map could not be generated (exit 2, "Cannot make that map");
 * `campaign`, the map was made but cannot carry the campaign (exit 1, --map-only keeps the map).
 */
export type NewCampaignError = { readonly stage: 'map' | 'campaign'; readonly message: string };

/**
 * What the file layer, the CLI and the balance report need of one campaign ruleset (DATA-1: a campaign is read,
 * checked, made and played by the ruleset it names). One object per campaign ruleset in its own folder
 * (`shared/rulesets/<id>/<id>Part.ts`), listed once in CAMPAIGN_PARTS (`shared/rulesets/campaignParts.ts`), so the
 * file layer and the CLI look a ruleset up instead of switching on its id.
 */
export interface CampaignPart<S extends CampaignState> {
  /** DATA-1: the zod schema of the campaign as a file stores it (after the cheap shape check). */
  readonly stateSchema: z.ZodType<S>;
  /** The campaign's invariants beyond its schema: the first one broken as a plain sentence, or undefined. */
  brokenInvariant(state: S, featureHexes: readonly HexKey[] | undefined): string | undefined;
  /** EVT-1: the event types its log may hold (the cheap shape check refuses others before the schema runs). */
  readonly eventTypes: readonly string[];
  /** What the CLI calls a file holding one ("campaign", "Firestorm campaign"). */
  readonly fileWord: string;
  /** What the CLI's tent calls the pages its seats get ("order tent", "\"your side\" pages"). */
  readonly tentWord: string;
  /** The factions --factions may ask for (FS-SETUP-1), for a ruleset whose campaigns have a chosen number of them. */
  readonly factions?: {
    readonly min: number;
    readonly max: number;
    readonly standard: number;
    /** The rule that sets the range, cited in the CLI's refusal. */
    readonly rule: string;
  };
  /** `hexmarch new` without --map-only: a fresh map (seeded, GEN-5) and the campaign set up on it. */
  create(options: NewCampaignOptions): Result<NewCampaign<S>, NewCampaignError>;
  /**
   * `hexmarch balance --ruleset <id>`: this ruleset's campaign on the map of a file holding another (standard
   * factions); absent when --ruleset <id> means the file's own campaign.
   */
  onMap?(map: CampaignMap, factions: number, seed: number): Result<S, string>;
  /** Its balance report (issue 16): how it is auto-played and counted. */
  readonly balanceKind: CampaignKind<S>;
}
