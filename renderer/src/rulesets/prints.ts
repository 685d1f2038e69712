import type { CampaignRulesetId, CampaignState } from '@shared/document';
import type { RulesetPrint } from '../store/rulesetPrint';
import { corePrint } from './core/print/corePrint';
import { firestormPrintPart } from './firestorm/print/firestormPrintPart';

/**
 * Every campaign ruleset's print part (printouts, handouts, the pack's map): print/ composes them and names no
 * ruleset. Keyed by the document's campaign ruleset ids, so a campaign ruleset without one is a compile error.
 *
 * Decision (issue 25): a registry beside RULESET_UIS rather than a `print` member of RulesetUi. The CLI's `export`
 * and `pack` run print/ in Node (scripts/cli/exportCommand.ts); RULESET_UIS brings every ruleset's screens (React,
 * CSS, the store's listeners), which the CLI must not load. A print part imports drawing code and shared/ only.
 */
export const RULESET_PRINTS: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each part draws a layer of its own type
  readonly [K in CampaignRulesetId]: RulesetPrint<Extract<CampaignState, { readonly ruleset: K }>, any>;
} = {
  core: corePrint,
  firestorm: firestormPrintPart,
};
