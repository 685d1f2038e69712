import type { ParseKeys } from 'i18next';
import type { CampaignRuleset } from './playSlice';

type Key = ParseKeys<'campaign'>;

/** The rulesets a GM can set a campaign up with, in the setup's order, with their names and hints (keys of campaign:). */
export const RULESET_LABELS: Readonly<Record<CampaignRuleset, { readonly label: Key; readonly hint: Key }>> =
  {
    core: { label: 'ruleset.core.label', hint: 'ruleset.core.hint' },
    firestorm: { label: 'ruleset.firestorm.label', hint: 'ruleset.firestorm.hint' },
  };

export const CAMPAIGN_RULESETS = Object.keys(RULESET_LABELS) as CampaignRuleset[];
