import type { HitTally } from './applyHits';
import type { AssaultUnit, CombatPhase, Zone } from './model';
import { unitsInOrder } from './model';
import type { AssaultSink } from './sink';
import { unitsIn, zoneEmpty } from './values';

export interface SpecialEffects {
  readonly breaches: string[];
  readonly ramsDestroyed: string[];
}

const SPECIAL = new Set<string>(['batteringRam', 'screw', 'cauldron', 'ramCatcher']);
const isRam = (u: AssaultUnit) => u.equipment === 'batteringRam' || u.equipment === 'screw';

/**
 * ASLT-13 c's special throws (AMD-13: those of ASLT-24..25), after every unit's own throws: besieger equipment,
 * then defender equipment, each in id order. Decision: a piece needs a manned zone behind it, and AMD-16 a manned zone
 * to strike, so rams and screws (which strike W) and cauldrons and ram catchers (which strike A) throw only while
 * both A and W are not empty.
 */
export function specialThrows(sink: AssaultSink, phase: CombatPhase, tally: HitTally): SpecialEffects {
  const effects: SpecialEffects = { breaches: [], ramsDestroyed: [] };
  const state = sink.state;
  // A stable sort of the special pieces alone keeps each side's pieces in id order, as sorting every unit did.
  const ordered = unitsInOrder(state)
    .filter((u) => u.zone !== 'out' && u.status !== 'defeated' && SPECIAL.has(u.equipment ?? ''))
    .sort((a, b) => (a.side === 'besieger' ? 0 : 1) - (b.side === 'besieger' ? 0 : 1));
  for (const unit of ordered) {
    const assault = unitsIn(state, 'A', unit.entrance);
    const walls = unitsIn(state, 'W', unit.entrance);
    const throwAt = (zone: Zone, modifier: number, target: number, rule: string): boolean => {
      const natural = sink.roll('D20', 'aslt.special', ['ASLT-13', rule], unit.id);
      const hit = natural + modifier >= target;
      const at = unit.entrance ? { entrance: unit.entrance } : {};
      if (!sink.drops)
        sink.emit(
          'AttackThrowsRolled',
          {
            unit: unit.id,
            side: unit.side,
            phase,
            zone,
            throws: 1,
            modifier,
            target,
            naturals: [natural],
            hits: hit ? 1 : 0,
            special: true,
            ...at,
          },
          ['ASLT-13', rule],
        );
      return hit;
    };
    // AMD-16: a ram throws at W only while W holds an enemy unit (in a breakthrough the walls are empty).
    if (phase === 'MELEE' && isRam(unit) && unit.zone === 'A' && !zoneEmpty(assault) && !zoneEmpty(walls)) {
      // ASLT-24, Decision in RULES.md: the ram attacks the wall, d20 ≥ 16 with no modifiers.
      if (throwAt('W', 0, 16, 'ASLT-24')) effects.breaches.push(unit.id);
    } else if (unit.zone === 'W' && !zoneEmpty(assault) && !zoneEmpty(walls)) {
      if (phase === 'MELEE' && unit.equipment === 'cauldron') {
        const key = unit.entrance ? `A@${unit.entrance}` : 'A';
        if (throwAt('A', 2, 16, 'ASLT-25')) tally[key] = (tally[key] ?? 0) + 1;
      } else if (phase === 'MISSILE' && unit.equipment === 'ramCatcher') {
        if (throwAt('A', 2, 17, 'ASLT-25')) {
          // BOT-24: the ram or screw with the lowest id that is not already caught.
          const ram = assault.find((u) => isRam(u) && !effects.ramsDestroyed.includes(u.id));
          if (ram) effects.ramsDestroyed.push(ram.id);
        }
      }
    }
  }
  return effects;
}
