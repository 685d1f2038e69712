import { err, ok, type Result } from '../../../result';
import type { CommandOf } from '../model/commands';
import type { FsState } from '../model/types';
import { factionById } from '../state/selectors';
import { validateFs } from '../validate';
import type { OrderSubmission } from './canonicalOrders';
import { t } from '../../../i18n';

/**
 * FS-ORDER-1..3 at a distance: whether a received submission can be entered now, in the GM's words. It must be for
 * this campaign, this turn, a faction that still owes its orders, and every order must be legal (the rule ID it
 * breaks is named, GEN-10).
 */
export function checkSubmission(
  state: FsState,
  submission: OrderSubmission,
): Result<CommandOf<'SubmitOrders'>, string[]> {
  if (submission.campaign !== state.name)
    return err([
      t('fsEngine:submission.otherCampaign', { campaign: submission.campaign, current: state.name }),
    ]);
  const faction = factionById(state, submission.faction);
  if (!faction) return err([t('fsEngine:submission.otherFaction')]);
  if (submission.turn !== state.turn.number)
    return err([
      t('fsEngine:submission.otherTurn', {
        faction: faction.name,
        turn: submission.turn,
        current: state.turn.number,
      }),
    ]);
  if (state.turn.step !== 'ORDERS') return err([t('fsEngine:submission.pastOrders')]);
  const command: CommandOf<'SubmitOrders'> = {
    type: 'SubmitOrders',
    faction: faction.id,
    orders: submission.orders.map((o) => ({ ...o, ...(o.path ? { path: [...o.path] } : {}) })),
  };
  const violations = validateFs(state, command);
  if (violations.length > 0) return err(violations.map((v) => `${v.ruleId}: ${v.message}`));
  return ok(command);
}
