import type { ParseKeys } from 'i18next';
import type { CampaignRuleset } from './playSlice';

type Key = ParseKeys<'campaign'>;

/** A ruleset's label: a key of campaign:, or a proper name (Firestorm, the game's own) shown as is in every language. */
export type RulesetLabel = Key | { readonly name: string };

/** The rulesets a GM can set a campaign up with, in the setup's order, with their names and hints. */
export const RULESET_LABELS: Readonly<
  Record<CampaignRuleset, { readonly label: RulesetLabel; readonly hint: Key }>
> = {
  core: { label: 'ruleset.core.label', hint: 'ruleset.core.hint' },
  firestorm: { label: { name: 'Firestorm' }, hint: 'ruleset.firestorm.hint' },
};

export const CAMPAIGN_RULESETS = Object.keys(RULESET_LABELS) as CampaignRuleset[];
