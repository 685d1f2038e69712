import { err, ok, type Result } from '../../../result';
import type { CommandOf } from '../model/commands';
import type { FsState } from '../model/types';
import { factionById } from '../state/selectors';
import { validateFs } from '../validate';
import type { OrderSubmission } from './canonicalOrders';

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
    return err([`These orders are for the campaign "${submission.campaign}", not "${state.name}".`]);
  const faction = factionById(state, submission.faction);
  if (!faction) return err(['These orders are for a faction this campaign does not have.']);
  if (submission.turn !== state.turn.number)
    return err([
      `${faction.name}'s orders are for turn ${submission.turn}; the campaign is at turn ${state.turn.number}.`,
    ]);
  if (state.turn.step !== 'ORDERS')
    return err([`Orders are entered in the Orders step (FS-TURN-1); the turn is past it.`]);
  const command: CommandOf<'SubmitOrders'> = {
    type: 'SubmitOrders',
    faction: faction.id,
    orders: submission.orders.map((o) => ({ ...o, ...(o.path ? { path: [...o.path] } : {}) })),
  };
  const violations = validateFs(state, command);
  if (violations.length > 0) return err(violations.map((v) => `${v.ruleId}: ${v.message}`));
  return ok(command);
}
