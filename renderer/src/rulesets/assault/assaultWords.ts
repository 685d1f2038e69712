import type { AssaultState } from '@shared/rulesets/assault';
import { t } from '@shared/i18n';
import { entranceState } from './zoneDiagram';

/**
 * The assault's phase, outcome and zone names in the GM's language (issue 32): the engine's own (describe.ts), so
 * the log, the report and the screens name them alike.
 */
export { phaseName, outcomeName, zoneName } from '@shared/rulesets/assault';

/** ASLT-3 room and breaches, or ASLT-32 entrances underground, with the rule cited after the sentence. */
export function strongholdText(state: AssaultState): string {
  const { unitCapacity, breaches, entrances = [] } = state.stronghold;
  if (state.variant === 'dungeon')
    return t('assault:words.dungeonLine', {
      rule: 'ASLT-32',
      entrances: entrances.map((e) => `${e.id} (${entranceState(e)})`).join('; '),
    });
  return t('assault:words.strongholdLine', { capacity: unitCapacity, count: breaches, rule: 'ASLT-3' });
}
