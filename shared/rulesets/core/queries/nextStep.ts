import { GM_VIEWER, type Viewer } from '../../../kernel/viewer';
import type { Campaign } from '../model/campaign';
import { violation, type RuleViolation } from '../model/violation';

/** What going on does now (TURN-1), and the rule that blocks it, if any. */
export interface NextStep {
  readonly label: string;
  /** Null when the GM may go on; else why not. */
  readonly blocked: RuleViolation | null;
}

/** The turn bar's "go on" (TURN-1): the next step of the turn and why it is blocked. Same for every viewer in core. */
export function nextStep(state: Campaign, _viewer: Viewer = GM_VIEWER): NextStep {
  if (state.status === 'ended')
    return { label: 'Campaign over', blocked: violation('VICT-3', 'the campaign has ended.') };
  const awaiting = state.turn.awaiting;
  if (awaiting) {
    const army = state.armies.entities[awaiting.armyId]?.name ?? awaiting.armyId;
    return {
      label: 'Apply results',
      blocked: violation('RETREAT-4', `${army} must choose its retreat hex first (highlighted on the map).`),
    };
  }
  if (state.turn.phase === 'MOVE') return { label: 'End move phase', blocked: null };
  if (state.turn.phase === 'FIGHT') {
    const pending = state.battles.ids.filter((id) => state.battles.entities[id]!.state === 'pending').length;
    const one = pending === 1;
    return {
      label: 'Go to results',
      blocked: violation(
        'TURN-1',
        `${pending} battle${one ? '' : 's'} still need${one ? 's' : ''} a result (tabletop or dice).`,
      ),
    };
  }
  return {
    label: 'Next side-turn',
    blocked: violation('TURN-1', 'the turn goes on by itself once every result is applied.'),
  };
}
