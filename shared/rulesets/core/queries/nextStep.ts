import { GM_VIEWER, type Viewer } from '../../../kernel/viewer';
import type { Campaign } from '../model/campaign';
import { violation, type RuleViolation } from '../model/violation';
import { t } from '../../../i18n';

/** What going on does now (TURN-1), and the rule that blocks it, if any. */
export interface NextStep {
  readonly label: string;
  /** Null when the GM may go on; else why not. */
  readonly blocked: RuleViolation | null;
}

/** The turn bar's "go on" (TURN-1): the next step of the turn and why it is blocked. Same for every viewer in core. */
export function nextStep(state: Campaign, _viewer: Viewer = GM_VIEWER): NextStep {
  if (state.status === 'ended')
    return { label: t('campaign:nextStep.over'), blocked: violation('VICT-3', t('campaign:nextStep.ended')) };
  const awaiting = state.turn.awaiting;
  if (awaiting) {
    const army = state.armies.entities[awaiting.armyId]?.name ?? awaiting.armyId;
    return {
      label: t('campaign:nextStep.apply'),
      blocked: violation('RETREAT-4', t('campaign:nextStep.awaitingRetreat', { army })),
    };
  }
  if (state.turn.phase === 'MOVE') return { label: t('campaign:nextStep.endMove'), blocked: null };
  if (state.turn.phase === 'FIGHT') {
    const pending = state.battles.ids.filter((id) => state.battles.entities[id]!.state === 'pending').length;
    return {
      label: t('campaign:nextStep.toResults'),
      blocked: violation('TURN-1', t('campaign:nextStep.pending', { count: pending })),
    };
  }
  return {
    label: t('campaign:nextStep.nextTurn'),
    blocked: violation('TURN-1', t('campaign:nextStep.goesOn')),
  };
}
