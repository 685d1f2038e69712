import type { AssaultPhase, AssaultState, Outcome, Zone } from '@shared/rulesets/assault';
import { t } from '@shared/i18n';
import { entranceState } from './zoneDiagram';

/**
 * The assault's phase, outcome and zone names and its stronghold line in the GM's language (issue 32). The engine's
 * English names (shared/rulesets/assault/describe.ts) stay for its log and report; the screens read these.
 */
export const phaseName = (phase: AssaultPhase): string => t(`assault:words.phase.${phase}`);
export const outcomeName = (outcome: Outcome): string => t(`assault:words.outcome.${outcome}`);
export const zoneName = (zone: Zone): string => t(`assault:words.zone.${zone}`);

/** ASLT-3 room and breaches, or ASLT-32 entrances underground, with the rule cited after the sentence. */
export function strongholdText(state: AssaultState): string {
  const { unitCapacity, breaches, entrances = [] } = state.stronghold;
  if (state.variant === 'dungeon')
    return t('assault:words.dungeonLine', {
      rule: 'ASLT-32',
      entrances: entrances.map((e) => `${e.id} (${entranceState(e)})`).join('; '),
    });
  return `${t('assault:words.strongholdLine', { capacity: unitCapacity, count: breaches })} (ASLT-3).`;
}
