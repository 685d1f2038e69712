import { t } from '@shared/i18n';
import {
  effectiveBR,
  REAR,
  unitsInOrder,
  unitStatusName,
  type AssaultEvent,
  type AssaultState,
  type Entrance,
  type Side,
  type Zone,
} from '@shared/rulesets/assault';
import type { ZoneBand, ZoneCell, ZoneDiagram, ZoneUnitCard } from './canvas/assaultDiagramTypes';

/** Bands top to bottom: the besieger's reserve and assault zone, then the walls and the interior (ASLT-4). */
export const DIAGRAM_ZONES: readonly { zone: 'R' | 'A' | 'W' | 'I'; side: Side }[] = [
  { zone: 'R', side: 'besieger' },
  { zone: 'A', side: 'besieger' },
  { zone: 'W', side: 'defender' },
  { zone: 'I', side: 'defender' },
];

/** A band's label; ASLT-32: underground the middle bands are one A_e and one W_e per entrance. */
const bandLabel = (zone: 'R' | 'A' | 'W' | 'I', split: boolean, army: string) =>
  t(split ? `assault:diagram.bandDungeon.${zone as 'A' | 'W'}` : `assault:diagram.band.${zone}`, { army });

const cellKey = (zone: Zone, entrance?: string) => (entrance ? `${zone}@${entrance}` : zone);

/** What the besiegers know of an entrance, in words (ASLT-32). */
export function entranceState(entrance: Entrance): string {
  if (!entrance.known) return t('assault:choice.entranceUnknown');
  return entrance.reachable ? t('assault:choice.entranceReachable') : t('assault:choice.entranceOutOfReach');
}

/** The last step's events, read for the diagram: throws per unit, hits per cell, what just happened to whom. */
function lastStep(state: AssaultState, stepFrom: number) {
  const throwsOf = new Map<string, string>();
  const just = new Map<string, ZoneUnitCard['just']>();
  const hits = new Map<string, number>();
  for (const e of (state.log as readonly AssaultEvent[]).slice(stepFrom)) {
    if (e.type === 'AttackThrowsRolled') {
      const p = e.payload;
      const before = throwsOf.get(p.unit);
      const text = t('assault:diagram.throws', {
        naturals: p.naturals.join(' '),
        target: p.target,
        count: p.hits,
      });
      throwsOf.set(p.unit, before ? `${before}; ${text}` : text);
    } else if (e.type === 'HitsAssigned') {
      const key = cellKey(e.payload.zone, e.payload.entrance);
      hits.set(key, (hits.get(key) ?? 0) + e.payload.hits);
    } else if (e.type === 'UnitDefeated') just.set(e.payload.unit, 'defeated');
    else if (e.type === 'UnitWithdrawn') just.set(e.payload.unit, 'withdrawn');
    else if (e.type === 'UnitRedeployed' && !just.has(e.payload.unit)) just.set(e.payload.unit, 'moved');
  }
  return { throwsOf, just, hits };
}

/**
 * What the zone diagram draws: each zone's units (name, BR, status) and, from the events of the last step, each
 * unit's throws and hits, each zone's hits taken, and which units were just defeated, withdrawn or moved. In a
 * dungeon (ASLT-32) the assault and wall bands are split into one cell per entrance, named after it.
 */
export function zoneDiagramOf(
  state: AssaultState,
  stepFrom: number,
  names: Record<Side, string>,
): ZoneDiagram {
  const { throwsOf, just, hits } = lastStep(state, stepFrom);
  // Issue 27: before a side deploys, its equipment (the ram, the cauldron) waits in its rear zone as a card, so the
  // GM sees it is there to be chosen; after deployment, equipment left out is out of the assault and not drawn.
  const deploying = (side: Side) =>
    state.turn === 1 &&
    (state.phase === 'SETUP' ||
      state.phase === 'DEPLOY_BESIEGER' ||
      (side === 'defender' && state.phase === 'DEPLOY_DEFENDER'));
  const waiting = (u: (typeof state.units)[string]) =>
    u.zone === 'out' &&
    u.kind !== 'troop' &&
    u.status !== 'defeated' &&
    u.status !== 'brokenDown' &&
    deploying(u.side);
  const cards = unitsInOrder(state)
    // Defeated units are taken off the field (zone "out") but drawn in the Fallen column; unused equipment is not.
    .filter((u) => u.zone !== 'out' || u.status === 'defeated' || u.status === 'brokenDown' || waiting(u))
    .map((u) => {
      const br = effectiveBR(u);
      const card: ZoneUnitCard = {
        id: u.id,
        name: u.name,
        side: u.side,
        zone: waiting(u) ? REAR[u.side] : u.zone,
        brText:
          u.kind === 'hero'
            ? t('assault:diagram.hero')
            : br !== u.br
              ? t('assault:diagram.brBase', { br, base: u.br })
              : t('assault:diagram.br', { br }),
        status: waiting(u)
          ? t('assault:diagram.notDeployed')
          : u.breachAssigned
            ? t('assault:diagram.inBreach', { status: unitStatusName(u.status) })
            : unitStatusName(u.status),
        defeated: u.status === 'defeated' || u.status === 'brokenDown',
        disordered: u.status === 'disordered',
        breach: u.breachAssigned,
        throws: throwsOf.get(u.id) ?? null,
        just: just.get(u.id) ?? null,
      };
      return { card, entrance: u.entrance };
    });
  const cell = (zone: Zone, entrance?: Entrance): ZoneCell => ({
    key: cellKey(zone, entrance?.id),
    heading: entrance ? `${entrance.id} · ${entranceState(entrance)}` : null,
    hits: hits.get(cellKey(zone, entrance?.id)) ?? 0,
    units: cards
      .filter((c) => c.card.zone === zone && !c.card.defeated && (!entrance || c.entrance === entrance.id))
      .map((c) => c.card),
  });
  const dungeon = state.variant === 'dungeon';
  const entrances = state.stronghold.entrances ?? [];
  const bands: ZoneBand[] = DIAGRAM_ZONES.map(({ zone, side }) => {
    const split = dungeon && (zone === 'A' || zone === 'W');
    return {
      label: bandLabel(zone, split, names[side]),
      side,
      cells: split ? entrances.map((e) => cell(zone, e)) : [cell(zone)],
    };
  });
  return {
    barrier: dungeon ? 'rock' : 'wall',
    bands,
    doors: dungeon ? entrances.map((e) => ({ known: e.known })) : [],
    fallen: cards.filter((c) => c.card.defeated).map((c) => c.card),
  };
}
