import {
  effectiveBR,
  unitsInOrder,
  type AssaultEvent,
  type AssaultState,
  type Side,
  type Zone,
} from '@shared/rulesets/assault';
import type { ZoneDiagram, ZoneUnitCard } from '../../canvas';

const STATUS_WORDS: Readonly<Record<string, string>> = {
  ready: 'ready',
  disordered: 'disordered',
  defeated: 'defeated',
  withdrawn: 'withdrawn',
  brokenDown: 'broken down',
};

/** Zones top to bottom: the besieger's reserve and assault zone, then the walls and the interior (ASLT-4). */
export const DIAGRAM_ZONES: readonly { zone: Zone; label: string; side: Side }[] = [
  { zone: 'R', label: 'Reserve', side: 'besieger' },
  { zone: 'A', label: 'Assault zone', side: 'besieger' },
  { zone: 'W', label: 'Walls', side: 'defender' },
  { zone: 'I', label: 'Interior', side: 'defender' },
];

/**
 * What the zone diagram draws: each zone's units (name, BR, status) and, from the events of the last step, each
 * unit's throws and hits, each zone's hits taken, and which units were just defeated, withdrawn or moved.
 */
export function zoneDiagramOf(
  state: AssaultState,
  stepFrom: number,
  names: Record<Side, string>,
): ZoneDiagram {
  const fresh = (state.log as readonly AssaultEvent[]).slice(stepFrom);
  const throwsOf = new Map<string, string>();
  const just = new Map<string, ZoneUnitCard['just']>();
  const zoneHits: Partial<Record<Zone, number>> = {};
  for (const e of fresh) {
    if (e.type === 'AttackThrowsRolled') {
      const p = e.payload;
      const before = throwsOf.get(p.unit);
      const text = `${p.naturals.join(' ')} (${p.target}+) → ${p.hits} ${p.hits === 1 ? 'hit' : 'hits'}`;
      throwsOf.set(p.unit, before ? `${before}; ${text}` : text);
    } else if (e.type === 'HitsAssigned')
      zoneHits[e.payload.zone] = (zoneHits[e.payload.zone] ?? 0) + e.payload.hits;
    else if (e.type === 'UnitDefeated') just.set(e.payload.unit, 'defeated');
    else if (e.type === 'UnitWithdrawn') just.set(e.payload.unit, 'withdrawn');
    else if (e.type === 'UnitRedeployed' && !just.has(e.payload.unit)) just.set(e.payload.unit, 'moved');
  }
  const cards: ZoneUnitCard[] = unitsInOrder(state)
    // Defeated units are taken off the field (zone "out") but drawn in the Fallen column; unused equipment is not.
    .filter((u) => u.zone !== 'out' || u.status === 'defeated' || u.status === 'brokenDown')
    .map((u) => {
      const br = effectiveBR(u);
      return {
        id: u.id,
        name: u.name,
        side: u.side,
        zone: u.zone,
        brText: u.kind === 'hero' ? 'hero' : `BR ${br}${br !== u.br ? ` (base ${u.br})` : ''}`,
        status: (STATUS_WORDS[u.status] ?? u.status) + (u.breachAssigned ? ' · in a breach' : ''),
        defeated: u.status === 'defeated' || u.status === 'brokenDown',
        disordered: u.status === 'disordered',
        breach: u.breachAssigned,
        throws: throwsOf.get(u.id) ?? null,
        just: just.get(u.id) ?? null,
      };
    });
  return {
    zones: DIAGRAM_ZONES.map((z) => ({
      ...z,
      label: `${z.label} · ${names[z.side]}`,
      hits: zoneHits[z.zone] ?? 0,
      units: cards.filter((c) => c.zone === z.zone && !c.defeated),
    })),
    fallen: cards.filter((c) => c.defeated),
  };
}
