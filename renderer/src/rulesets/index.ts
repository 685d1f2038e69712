import type { RulesetId } from '@shared/rulesets';
import type { RulesetUi } from '../store/rulesetUi';
import { assaultUi } from './assault/assaultUi';
import { coreUi } from './core/coreUi';
import { defenseUi } from './defense/defenseUi';
import { firestormUi } from './firestorm/firestormUi';

/**
 * Every ruleset's screens: the registry, keyed by the engine's ruleset ids (shared/rulesets/index.ts RULESETS), so a
 * ruleset the engine has and the app lacks is a compile error here. tldraw's `defaultShapeUtils` in one list: each
 * entry is the one object its folder rulesets/<id>/ exports, and no folder below app/ reads this list.
 */
export const RULESET_UIS = {
  core: coreUi,
  firestorm: firestormUi,
  assault: assaultUi,
  defense: defenseUi,
} as const satisfies Record<RulesetId, RulesetUi>;

/** The campaign rulesets: those with a Campaign-tab view. */
export type CampaignUiId = {
  [K in RulesetId]: (typeof RULESET_UIS)[K] extends { campaign: object } ? K : never;
}[RulesetId];
