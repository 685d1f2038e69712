import { distance, parseHexKey } from '../../hex';
import type { Army, ArmyId, Campaign } from '../model/campaign';
import { liveArmies, settlementRelation, sideOfArmy } from '../state/selectors';

/**
 * MOVE-4: +1 if the army stands on a village (LOC-2) or town (LOC-3) of any controller, or within 1 hex of a city
 * (LOC-4) or fortress (LOC-5) controlled by its own side. Decision: sources do not stack, so the bonus is 0 or 1.
 */
export function locationBonusOf(state: Campaign, army: Army): number {
  if (army.hex === null) return 0;
  const here = state.map.hexes[army.hex]?.settlement;
  if (here && (here.type === 'village' || here.type === 'town')) return 1;
  const at = parseHexKey(army.hex);
  const side = sideOfArmy(state, army);
  for (const [key, hex] of Object.entries(state.map.hexes)) {
    const settlement = hex.settlement;
    if (!settlement || (settlement.type !== 'city' && settlement.type !== 'fortress')) continue;
    if (settlementRelation(state, settlement, side) !== 'friendly') continue;
    if (distance(at, parseHexKey(key)) <= 1) return 1;
  }
  return 0;
}

/** MOVE-4: the snapshot taken at PhaseStarted(MOVE) for every army of the active side. */
export function locationBonusSnapshot(state: Campaign): Record<ArmyId, number> {
  const snapshot: Record<ArmyId, number> = {};
  for (const army of liveArmies(state)) {
    if (sideOfArmy(state, army) === state.turn.activeSideId) snapshot[army.id] = locationBonusOf(state, army);
  }
  return snapshot;
}
