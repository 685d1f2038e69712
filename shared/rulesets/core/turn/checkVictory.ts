import type { EventSink } from '../eventSink';
import type { Campaign, SideId } from '../model/campaign';
import { liveArmies, sideOfArmy, sideOfPlayer } from '../state/selectors';
import { settlementKeys } from '../state/settlementKeys';

/**
 * VICT-1, VICT-2: the reasons a side has lost, as the end of a sentence about it ("holds no fortress (VICT-2)"),
 * empty while it is still in the game. The rule IDs stay in the text (the balance report counts them).
 */
export function lossReasons(state: Campaign, sideId: SideId): string[] {
  const reasons: string[] = [];
  if (!liveArmies(state).some((army) => sideOfArmy(state, army) === sideId))
    reasons.push('has no armies left (VICT-1)');
  // VICT-2 Decision: any fortress the side controls counts, a captured enemy fortress included.
  const holdsFortress = settlementKeys(state.map).some((key) => {
    const settlement = state.map.hexes[key]!.settlement!;
    return settlement.type === 'fortress' && sideOfPlayer(state, settlement.controller) === sideId;
  });
  if (!holdsFortress) reasons.push('holds no fortress (VICT-2)');
  return reasons;
}

/**
 * VICT-3: checked at END_TURN and right after each ArmyDestroyed or SettlementCaptured. One losing side ends the
 * campaign with the other side winning; both at once is a draw (Decision). Returns true when the campaign ended.
 */
export function checkVictory(sink: EventSink): boolean {
  const state = sink.state;
  if (state.status !== 'running') return state.status === 'ended';
  const losers = state.sides
    .map((side) => ({ side, reasons: lossReasons(state, side.id) }))
    .filter((entry) => entry.reasons.length > 0);
  if (losers.length === 0) return false;
  for (const { side, reasons } of losers) {
    sink.emit('SideEliminated', { sideId: side.id, reason: `it ${reasons.join(' and ')}` }, [
      'VICT-1',
      'VICT-2',
      'VICT-3',
    ]);
  }
  // A sentence a GM reads on the victory screen: "Blue holds no fortress (VICT-2)".
  const reason = losers.map(({ side, reasons }) => `${side.name} ${reasons.join(' and ')}`).join('; ');
  const winner =
    losers.length === 2 ? 'draw' : state.sides.find((side) => side.id !== losers[0]!.side.id)!.id;
  sink.emit('CampaignEnded', { winner, reason }, ['VICT-3']);
  return true;
}
