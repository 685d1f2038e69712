import type { Army, ArmyId, Campaign } from '../model/campaign';
import { hexKindsOf, SETTLED } from '../state/hexKinds';
import { neighbourTableOf } from '../state/neighbourTableOf';
import { liveArmies, settlementRelation, sideOfArmy } from '../state/selectors';

/**
 * MOVE-4: +1 if the army stands on a village (LOC-2) or town (LOC-3) of any controller, or within 1 hex of a city
 * (LOC-4) or fortress (LOC-5) controlled by its own side. Decision: sources do not stack, so the bonus is 0 or 1.
 */
export function locationBonusOf(state: Campaign, army: Army): number {
  if (army.hex === null) return 0;
  const here = state.map.hexes[army.hex]?.settlement;
  if (here && (here.type === 'village' || here.type === 'town')) return 1;
  const side = sideOfArmy(state, army);
  // LOC-4, LOC-5: the army's own hex and its six neighbours.
  const table = neighbourTableOf(state.map);
  const at = table.indexOf(army.hex);
  // Only a hex the hex kinds mark SETTLED is looked up in the hexes record (issue 16 profile: these string-keyed
  // lookups were most of the MOVE-4 snapshot); the others hold no settlement.
  const kinds = hexKindsOf(state.map);
  for (let d = -1; d < 6; d++) {
    const i = d < 0 ? at : table.neighbours[at * 6 + d]!;
    const settlement =
      i >= 0 && kinds[i] === SETTLED ? state.map.hexes[table.keys[i]!]!.settlement : undefined;
    if (!settlement || (settlement.type !== 'city' && settlement.type !== 'fortress')) continue;
    if (settlementRelation(state, settlement, side) === 'friendly') return 1;
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
