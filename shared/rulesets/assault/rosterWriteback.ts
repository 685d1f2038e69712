import { EQUIPMENT } from './equipment';
import type { AssaultState, Side } from './model';
import { unitsInOrder } from './model';
import { equipmentOf, type RosterEntry } from './roster';

/**
 * ASLT-29 [ENGINE]: the roster after the assault. Defeated units are taken off; surviving units keep their troops
 * (merging half-strength units stays a manual edit). An equipment entry loses the pieces of each of its units that
 * was defeated. Decision: a broken-down repeating ballista (ASLT-23, "removed but not destroyed") stays on the roster.
 */
export function rosterAfterAssault(
  roster: readonly RosterEntry[],
  state: AssaultState,
  side: Side,
): RosterEntry[] {
  const defeated = new Map<string, number>();
  for (const unit of unitsInOrder(state))
    if (unit.side === side && unit.status === 'defeated')
      defeated.set(unit.entry, (defeated.get(unit.entry) ?? 0) + 1);
  const kept: RosterEntry[] = [];
  for (const entry of roster) {
    const lost = defeated.get(entry.id) ?? 0;
    const type = equipmentOf(entry);
    if (!type) {
      if (lost === 0) kept.push(entry);
      continue;
    }
    if (lost === 0) {
      kept.push(entry);
      continue;
    }
    if (entry.oversized) continue;
    const pieces = (entry.pieces ?? 0) - lost * EQUIPMENT[type].unitSize;
    if (pieces > 0) kept.push({ ...entry, pieces });
  }
  return kept;
}

/** Troops lost by one side (dead and wounded of its defeated units), for summaries. */
export function troopsLost(state: AssaultState, side: Side): number {
  return unitsInOrder(state)
    .filter((u) => u.side === side && u.status === 'defeated')
    .reduce((s, u) => s + u.troops, 0);
}
