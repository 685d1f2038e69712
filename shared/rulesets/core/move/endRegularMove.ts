import type { EventSink } from '../eventSink';
import type { ArmyId } from '../model/campaign';
import { getArmy, getHex, settlementRelation, sideOfArmy } from '../state/selectors';
import { checkVictory } from '../turn/checkVictory';

/**
 * MOVE-11: what happens when an army ends its regular move (moved, held, 0 steps or never activated):
 * CAPT-1 captures an empty enemy settlement, CAPT-2 claims a neutral one, STATUS-5 rallies a broken army on a
 * settlement its side already controlled. CAPT-5: allied control is kept, so a friendly settlement never changes.
 */
export function endRegularMove(sink: EventSink, armyId: ArmyId): void {
  const army = getArmy(sink.state, armyId)!;
  const hex = army.hex!;
  const settlement = getHex(sink.state, hex)?.settlement;
  if (!settlement) return;
  const relation = settlementRelation(sink.state, settlement, sideOfArmy(sink.state, army));
  if (relation === 'friendly') {
    // STATUS-5 Decision: only a settlement controlled before this move ended rallies the army.
    if (army.status === 'broken') sink.emit('ArmyRallied', { armyId, hex }, ['STATUS-5']);
    return;
  }
  if (relation === 'neutral' && !sink.state.settings.core.neutralSettlementsCapturable) return;
  const cause = relation === 'enemy' ? 'move' : 'claim';
  sink.emit(
    'SettlementCaptured',
    {
      hex,
      settlementType: settlement.type,
      fromPlayer: settlement.controller,
      toPlayer: army.ownerId,
      cause,
    },
    [relation === 'enemy' ? 'CAPT-1' : 'CAPT-2', 'MOVE-11'],
  );
  checkVictory(sink);
}
