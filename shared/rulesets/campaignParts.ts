import type { CampaignRulesetId, CampaignState } from '../document/hexmarchDocument';
import type { CampaignPart } from './campaignPart';
import { corePart } from './core/corePart';
import { firestormPart } from './firestorm/firestormPart';

/**
 * What the file layer, the CLI and the balance report need of each campaign ruleset (schema, invariants, event
 * types, creation, balance kind), one line per campaign ruleset: a missing line is a compile error, since the keys
 * are the document's CampaignRulesetId.
 *
 * Decision (issue 25): a registry of its own beside RULESETS, not members of the Ruleset objects. RULESETS is the
 * engine's registry (stepAny, rulesetOf), imported by the engine's own callers; these parts import the file schemas
 * (shared/file/schemas), the document's map making and the balance runs, which themselves import the engines. Put
 * into RULESETS, they would make every engine importer load the file layer, and close a cycle the first time a
 * file or balance module called stepAny. Here only the file layer, the balance report and the CLI import them.
 */
export const CAMPAIGN_PARTS: {
  readonly [K in CampaignRulesetId]: CampaignPart<Extract<CampaignState, { readonly ruleset: K }>>;
} = {
  core: corePart,
  firestorm: firestormPart,
};

/** A campaign ruleset's part, for callers that do not know which ruleset they hold. */
export type AnyCampaignPart = CampaignPart<CampaignState>;

/** Whether `value` names a campaign ruleset (own properties only: "constructor" is none, issue 26). */
export function isCampaignRulesetId(value: unknown): value is CampaignRulesetId {
  return typeof value === 'string' && Object.hasOwn(CAMPAIGN_PARTS, value);
}

/** The campaign rulesets, in the registry's order (the CLI lists them in its messages). */
export const CAMPAIGN_RULESET_IDS = Object.keys(CAMPAIGN_PARTS) as CampaignRulesetId[];

/** The part of campaign ruleset `id`. */
export const campaignPart = (id: CampaignRulesetId): AnyCampaignPart =>
  CAMPAIGN_PARTS[id] as unknown as AnyCampaignPart;

/**
 * DATA-1: the ruleset a stored campaign names; core when it names none or one no ruleset has (core
 * files came first; an unknown id then fails core's schema, which names the value it has).
 */
export function campaignRulesetOf(campaign: unknown): CampaignRulesetId {
  const ruleset = (campaign as { ruleset?: unknown } | null | undefined)?.ruleset;
  return isCampaignRulesetId(ruleset) ? ruleset : 'core';
}

/** The part of the ruleset a stored campaign names (campaignRulesetOf). */
export const campaignPartFor = (campaign: unknown): AnyCampaignPart =>
  campaignPart(campaignRulesetOf(campaign));
