import { chooseCasualties, type Candidate } from './casualtySelection';
import type { AssaultUnit, CombatPhase, Zone } from './model';
import { REAR } from './model';
import type { AssaultSink } from './sink';
import { effectiveBR, isTroop, unitsIn } from './values';

/** Hits per struck zone, keyed `A`, `W@e1` (dungeon entrance), `R`, `I`. */
export type HitTally = Record<string, number>;

const ZONE_ORDER: Readonly<Record<string, number>> = { A: 0, R: 1, W: 2, I: 3 };
const isShield = (u: AssaultUnit) => u.equipment === 'movableGallery' || u.equipment === 'movableMantlet';

/**
 * ASLT-13 d: both sides' hits are applied to the zone memberships found before either removes anything
 * (simultaneous); the besieger's zones first (AMD-13). Galleries and mantlets absorb first (ASLT-25), then BOT-21
 * picks the units; loose units hit in A or W during the artillery or missile phase count half and withdraw.
 */
export function applyHits(
  sink: AssaultSink,
  phase: CombatPhase,
  tally: HitTally,
  cuts: Record<string, number>,
) {
  const keys = Object.keys(tally)
    .filter((k) => tally[k]! > 0)
    .sort((a, b) => ZONE_ORDER[a[0]!]! - ZONE_ORDER[b[0]!]! || a.localeCompare(b));
  // Every struck zone's units are listed before any is removed: the sink may change its state in place.
  const struck = keys.map((key) => {
    const [zoneName, entrance] = key.split('@') as [Zone, string | undefined];
    return { zoneName, entrance, inZone: unitsIn(sink.state, zoneName, entrance), hits: tally[key]! };
  });
  for (const { zoneName, entrance, inZone, hits } of struck) {
    const shields = inZone.filter(isShield).slice(0, hits);
    const at = entrance ? { entrance } : {};
    if (!sink.drops)
      sink.emit('HitsAssigned', { phase, zone: zoneName, hits, absorbed: shields.length, ...at }, [
        'ASLT-13',
        ...(shields.length > 0 ? ['ASLT-25'] : []),
      ]);
    for (const shield of shields)
      sink.emit('UnitDefeated', { unit: shield.id, phase, zone: zoneName }, ['ASLT-25']);
    const front = zoneName === 'A' || zoneName === 'W';
    const withdraws = (u: AssaultUnit) => u.loose && u.kind === 'troop' && phase !== 'MELEE' && front;
    const candidates: Candidate[] = inZone
      .filter((u) => u.kind !== 'hero' && !shields.includes(u))
      .map((u) => {
        const br = Math.max(0, effectiveBR(u) - (cuts[u.id] ?? 0));
        return withdraws(u)
          ? { id: u.id, absorption: br / 2, defeatedBR: 0 }
          : { id: u.id, absorption: br, defeatedBR: u.br };
      });
    const chosen = new Set(chooseCasualties(candidates, hits - shields.length));
    for (const unit of inZone) {
      if (!chosen.has(unit.id)) continue;
      if (withdraws(unit))
        sink.emit(
          'UnitWithdrawn',
          { unit: unit.id, phase, from: zoneName, to: REAR[unit.side], status: 'disordered' },
          ['ASLT-13', 'BOT-21', 'AMD-13'],
        );
      else sink.emit('UnitDefeated', { unit: unit.id, phase, zone: zoneName }, ['ASLT-13', 'BOT-21']);
    }
    // Decision (ASLT-13 d): zero-BR equipment left with no troop unit in its zone is removed too.
    const left = unitsIn(sink.state, zoneName, entrance);
    if (!left.some(isTroop))
      for (const unit of left)
        if (unit.kind !== 'hero' && effectiveBR(unit) === 0)
          sink.emit('UnitDefeated', { unit: unit.id, phase, zone: zoneName }, ['ASLT-13']);
  }
}
