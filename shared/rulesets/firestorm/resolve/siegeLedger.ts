import type { Battle, LedgerEntry } from '../model/types';
import { siegeOf } from '../state/selectors';
import type { FsSink } from './sink';

/**
 * SIEGE-13, AMD-6: at the start of the Final Assault the dice an entry leaves open are rolled in ledger order.
 * Undermine (2D6 on one wall) and Bowfire (2D6 hits) are single rolls; Bombardment (per wall section and tower)
 * and Starve Out (per unit) depend on the castle layout or the rosters, which this state does not hold, so they
 * stay as text for the table (SIEGE-13).
 */
// Decision: the Final Assault "starts" when its game is recorded or auto-resolved, so the ledger dice are rolled then.
export function rollLedgerDice(sink: FsSink, battle: Battle): void {
  const siege = siegeOf(sink.state, battle.id)!;
  let changed = false;
  const ledger: LedgerEntry[] = siege.ledger.map((entry) => {
    if (entry.value !== undefined || !entry.dice?.startsWith('2D6')) return entry;
    changed = true;
    const actor = entry.side === 'attacker' ? battle.attacker.factionId : battle.defender.factionId;
    let value =
      sink.roll('D6', 'siege.effect', ['SIEGE-13'], actor) +
      sink.roll('D6', 'siege.effect', ['SIEGE-13'], actor);
    if (entry.dice === '2D6r' && value < 7)
      // SIEGE-9: a duardin attacker may re-roll the Undermine 2D6. Decision: it does below the average 7.
      value =
        sink.roll('D6', 'siege.effect', ['SIEGE-9', 'SIEGE-12'], actor) +
        sink.roll('D6', 'siege.effect', ['SIEGE-9'], actor);
    return { ...entry, value };
  });
  if (changed) sink.emit('SiegeLedgerRolled', { battle: battle.hex, ledger }, ['SIEGE-13', 'AMD-6']);
}
