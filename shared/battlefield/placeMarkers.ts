import type { Edge } from '../hex';
import type { Rng } from '../random';
import type {
  BattleSite,
  DeploymentZone,
  RiverPlan,
  TableMarker,
  TablePoint,
  TableSize,
  TerrainPiece,
} from './battlefieldTypes';
import { footprintCentre, pointInZone, pointOnFootprint, pointSegmentDistance } from './shapes';
import { edgeCentre } from './tableGeometry';
import { t } from '../i18n';
import { deploymentTypeId, scenarioTypeId } from '../rulesets/core/scenario/scenarioLabels';
import { PIECE_KINDS } from './terrainRules';

/** SCEN-12: more than 8″ from every other marker, every table edge and every deployment zone. */
export const MARKER_SPACING = 8;
/** SCEN-17e: a tunnel marker more than 6″ from the table's middle line. */
export const TUNNEL_MIDLINE = 6;
const TRIES = 120;

/** Whether the point stands in the river's band (the river counts as impassable for a marker, HEX-6 water). */
export function onRiver(p: TablePoint, river: RiverPlan | null, pieces: readonly TerrainPiece[]): boolean {
  if (!river) return false;
  const crossing = pieces.find((x) => x.kind === 'bridge' || x.kind === 'ford');
  if (crossing && pointOnFootprint(p, crossing.footprint)) return false;
  return river.arms.some((arm) =>
    arm.points.some((q, i) => i > 0 && pointSegmentDistance(p, arm.points[i - 1]!, q) <= river.width / 2 + 1),
  );
}

export const onImpassable = (p: TablePoint, pieces: readonly TerrainPiece[]) =>
  pieces.some((x) => PIECE_KINDS[x.kind].impassable && pointOnFootprint(p, x.footprint, 1));

/** The scenario's markers (SCEN-12, 13, 15, 16, 17e, 18), with a note per scenario rule. */
export function placeMarkers(
  site: BattleSite,
  table: TableSize,
  zones: readonly DeploymentZone[],
  pieces: readonly TerrainPiece[],
  river: RiverPlan | null,
  rng: Rng,
  notes: string[],
): TableMarker[] {
  const scenario = site.scenario;
  if (!scenario) return [];
  const markers: TableMarker[] = [];
  const zoneOf = (side: 'attacker' | 'defender') => zones.find((z) => z.side === side)!;
  const sideOf = (p: 'A' | 'B'): 'attacker' | 'defender' => (p === 'A' ? 'attacker' : 'defender');
  const free = (p: TablePoint) => !onImpassable(p, pieces) && !onRiver(p, river, pieces);

  switch (scenarioTypeId(scenario)) {
    case 'takeAndHold':
    case 'sabotage': {
      const o = scenario.objectives!;
      const order: ('A' | 'B')[] = [];
      const left = { ...o.markers };
      let turn = o.placesFirst;
      while (left.A + left.B > 0) {
        if (left[turn] > 0) {
          order.push(turn);
          left[turn]--;
        }
        turn = turn === 'A' ? 'B' : 'A';
      }
      let discarded = 0;
      const count = { A: 0, B: 0 };
      const m = MARKER_SPACING + 0.01;
      for (const who of order) {
        let placed: TablePoint | null = null;
        for (let t = 0; t < TRIES && !placed; t++) {
          const p = {
            x: m + (table.width - 2 * m) * rng.float(),
            y: m + (table.height - 2 * m) * rng.float(),
          };
          if (table.width - 2 * m <= 0 || table.height - 2 * m <= 0) break;
          if (zones.some((z) => pointInZone(p, z.shape, MARKER_SPACING))) continue;
          if (markers.some((k) => Math.hypot(k.x - p.x, k.y - p.y) <= MARKER_SPACING)) continue;
          if (!free(p)) continue;
          placed = p;
        }
        if (!placed) {
          discarded++;
          continue;
        }
        count[who]++;
        markers.push({ kind: 'objective', ...placed, side: sideOf(who), label: `${who}${count[who]}` });
      }
      const placing = t(
        o.placesFirst === 'A'
          ? 'battlefield:notes.objectivesAttacker'
          : 'battlefield:notes.objectivesDefender',
        { count: o.markers.A + o.markers.B },
      );
      notes.push(
        discarded > 0 ? t('battlefield:notes.discarded', { text: placing, count: discarded }) : placing,
      );
      if (scenarioTypeId(scenario) === 'sabotage') notes.push(t('battlefield:notes.sabotage'));
      break;
    }
    case 'retrieve': {
      const dense = pieces
        .filter((p) => PIECE_KINDS[p.kind].dense && p.kind !== 'fortress')
        .map((p) => ({ p, c: footprintCentre(p.footprint) }))
        .sort((a, b) => dist(a.c, table) - dist(b.c, table))[0];
      const at = dense?.c ?? { x: table.width / 2, y: table.height / 2 };
      markers.push({ kind: 'relic', ...at, label: t('battlefield:marker.relic') });
      notes.push(t('battlefield:notes.relic'));
      break;
    }
    case 'breakthrough': {
      // SCEN-15: each side escapes through the middle of an edge the other names; the plan proposes the enemy's.
      const a = zoneOf('attacker').edge;
      const d = zoneOf('defender').edge;
      markers.push({
        kind: 'extraction',
        ...edgeCentre(table, d),
        side: 'attacker',
        label: t('battlefield:marker.attackerExits'),
      });
      markers.push({
        kind: 'extraction',
        ...edgeCentre(table, a),
        side: 'defender',
        label: t('battlefield:marker.defenderExits'),
      });
      notes.push(t('battlefield:notes.breakthrough'));
      break;
    }
    case 'overTheTop':
      notes.push(t('battlefield:notes.trenches'));
      break;
    case 'attritional':
      notes.push(t('battlefield:notes.attritional'));
      break;
  }

  if (deploymentTypeId(scenario) === 'tunnels') {
    const a = zoneOf('attacker').edge;
    const horizontal = a === 'North' || a === 'South';
    const mid = horizontal ? table.height / 2 : table.width / 2;
    const attackerLow = a === 'North' || a === 'West';
    for (const side of ['attacker', 'defender'] as const) {
      const low = side === 'attacker' ? attackerLow : !attackerLow;
      for (let tries = 0; tries < TRIES; tries++) {
        const across = low
          ? rng.float() * (mid - TUNNEL_MIDLINE - 1)
          : mid + TUNNEL_MIDLINE + 1 + rng.float() * (mid - TUNNEL_MIDLINE - 1);
        const alongSpan = horizontal ? table.width : table.height;
        const along = 2 + rng.float() * (alongSpan - 4);
        const p = horizontal ? { x: along, y: across } : { x: across, y: along };
        if (zones.some((z) => pointInZone(p, z.shape)) || !free(p)) continue;
        markers.push({
          kind: 'tunnel',
          ...p,
          side,
          label: t(
            side === 'attacker' ? 'battlefield:marker.attackerTunnel' : 'battlefield:marker.defenderTunnel',
          ),
        });
        break;
      }
    }
    notes.push(t('battlefield:notes.tunnels'));
  }
  if (deploymentTypeId(scenario) === 'fogOfWar') {
    const faces: [number, Edge][] = [
      [2, 'North'],
      [3, 'East'],
      [4, 'South'],
      [5, 'West'],
    ];
    for (const [face, edge] of faces)
      markers.push({ kind: 'fogEntry', ...edgeCentre(table, edge), label: String(face) });
    notes.push(t('battlefield:notes.fogEntry'));
  }
  return markers;
}

const dist = (p: TablePoint, t: TableSize) => Math.hypot(p.x - t.width / 2, p.y - t.height / 2);
