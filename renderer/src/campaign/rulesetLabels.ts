import type { CampaignRuleset } from './playSlice';

/** The rulesets a GM can set a campaign up with, in the setup's order, with their names and hints. */
export const RULESET_LABELS: Readonly<
  Record<CampaignRuleset, { readonly label: string; readonly hint: string }>
> = {
  core: { label: 'Core campaign', hint: 'Sides, fortresses and armies moving hex by hex' },
  firestorm: {
    label: 'Firestorm',
    hint: 'Factions conquer territories with secret orders, build and race for glory',
  },
};

export const CAMPAIGN_RULESETS = Object.keys(RULESET_LABELS) as CampaignRuleset[];
