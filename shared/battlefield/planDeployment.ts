import { t } from '../i18n';
import { deploymentTypeId, deploymentTypeLabel } from '../rulesets/core/scenario/scenarioLabels';
import type { Edge } from '../hex';
import type { BattleSite, DeploymentZone, TableSize, ZoneShape } from './battlefieldTypes';
import {
  bearingVector,
  edgeFacing,
  edgePointOf,
  edgeStrip,
  isLongEdge,
  OPPOSITE_TABLE_EDGE,
  tableCorners,
} from './tableGeometry';

/**
 * Decision: the rules give no zone depth for an edge deployment, so a zone is a quarter of the table's shorter
 * side, at most 12″ (SCEN-17d's 12″) and at least 6″: 12″ on 72″×48″, 11″ on 60″×44″, 7.5″ on 44″×30″.
 */
export const zoneDepth = (table: TableSize) =>
  Math.max(6, Math.min(12, Math.min(table.width, table.height) / 4));

/** SCEN-17a: the walk-on strip along an entry edge (Decision: 3″, a model's first move onto the table). */
export const ENTRY_STRIP = 3;

/** SCEN-17d: models go within 12″ of their own corner. */
export const CORNER_RADIUS = 12;

/** The stronghold of a siege and the defender's zone around it (SSCN-9 set-ups: inside the walls or within 3″). */
export interface SiegeLayout {
  readonly walls: Extract<ZoneShape, { type: 'rect' }>;
  readonly zones: DeploymentZone[];
}

/** Walls 24″ long and 10″ deep (Decision), against the middle of the defender's edge, 1″ in from it. */
export function siegeLayout(site: BattleSite, table: TableSize): SiegeLayout {
  const attackerEdge = edgeFacing(table, site.entryDir);
  const defenderEdge = OPPOSITE_TABLE_EDGE[attackerEdge];
  const horizontal = defenderEdge === 'North' || defenderEdge === 'South';
  const long = Math.min(24, (horizontal ? table.width : table.height) - 8);
  const deep = Math.min(10, (horizontal ? table.height : table.width) / 4);
  const w = horizontal ? long : deep;
  const h = horizontal ? deep : long;
  const x =
    defenderEdge === 'West' ? 1 : defenderEdge === 'East' ? table.width - 1 - w : (table.width - w) / 2;
  const y =
    defenderEdge === 'North' ? 1 : defenderEdge === 'South' ? table.height - 1 - h : (table.height - h) / 2;
  const walls = { type: 'rect' as const, x, y, w, h };
  const around = {
    type: 'rect' as const,
    x: Math.max(0, x - 3),
    y: Math.max(0, y - 3),
    w: Math.min(table.width, x + w + 3) - Math.max(0, x - 3),
    h: Math.min(table.height, y + h + 3) - Math.max(0, y - 3),
  };
  return {
    walls,
    zones: [
      {
        side: 'attacker',
        shape: edgeStrip(table, attackerEdge, zoneDepth(table)),
        edge: attackerEdge,
        text: t('battlefield:zones.besieger'),
      },
      {
        side: 'defender',
        shape: around,
        edge: defenderEdge,
        text: t('battlefield:zones.besieged'),
      },
    ],
  };
}

/**
 * SCEN-17: the two zones of a field battle. Whoever wins SCEN-17's roll-off picks the edge at the table; the plan
 * proposes the edges the armies came from instead (issue 29): the attacker on the edge facing its entry direction
 * (BATTLE-1 entryDir), the defender opposite. Battles without a generated scenario (BATTLE-4's chart, or none)
 * use SCEN-17b's opposite edges, which BATTLE-2's roll-off also gives.
 */
export function fieldZones(site: BattleSite, table: TableSize): { name: string; zones: DeploymentZone[] } {
  // The stored deployment type's id picks the zones (issue 32: never its words); `name` is what the GM reads.
  const id = site.scenario ? deploymentTypeId(site.scenario) : 'standard';
  const name = site.scenario ? deploymentTypeLabel(site.scenario) : t('battlefield:deployment.standard');
  const depth = zoneDepth(table);
  const facing = edgeFacing(table, site.entryDir);
  const opposite = OPPOSITE_TABLE_EDGE[facing];
  const pair = (a: DeploymentZone['shape'], d: DeploymentZone['shape'], ae: Edge, de: Edge, text: string) => [
    { side: 'attacker' as const, shape: a, edge: ae, text },
    { side: 'defender' as const, shape: d, edge: de, text },
  ];
  switch (id) {
    case 'chanceEncounter': {
      // SCEN-17a: a long edge each. The attacker takes the long edge on its side of the table.
      const v = bearingVector(site.entryDir);
      const horizontalLong = table.width >= table.height;
      const edge: Edge = isLongEdge(table, facing)
        ? facing
        : horizontalLong
          ? v.y <= 0
            ? 'North'
            : 'South'
          : v.x >= 0
            ? 'East'
            : 'West';
      const other = OPPOSITE_TABLE_EDGE[edge];
      return {
        name,
        zones: pair(
          edgeStrip(table, edge, ENTRY_STRIP),
          edgeStrip(table, other, ENTRY_STRIP),
          edge,
          other,
          t('battlefield:zones.chanceEncounter'),
        ).map((z) => ({ ...z, entryOnly: true })),
      };
    }
    case 'flankAttack': {
      // SCEN-17c's Flank Attack map is not in the seed. Decision: the defender is caught on its flank, in the
      // far half of the edge clockwise of the attacker's, so the zones never meet at a corner.
      const clockwise: Record<Edge, Edge> = { North: 'East', East: 'South', South: 'West', West: 'North' };
      const flank = clockwise[facing];
      const farHalf = facing === 'North' || facing === 'West' ? ([0.5, 1] as const) : ([0, 0.5] as const);
      return {
        name,
        zones: pair(
          edgeStrip(table, facing, depth),
          edgeStrip(table, flank, depth, farHalf[0], farHalf[1]),
          facing,
          flank,
          t('battlefield:zones.flankAttack'),
        ),
      };
    }
    case 'longDistance': {
      // SCEN-17d: opposite corners, within 12″; the attacker's corner is the end of its edge nearer its entry.
      const corners = tableCorners(table);
      const entry = edgePointOf(table, site.entryDir).point;
      const ends: Record<Edge, readonly (keyof typeof corners)[]> = {
        North: ['NW', 'NE'],
        South: ['SW', 'SE'],
        West: ['NW', 'SW'],
        East: ['NE', 'SE'],
      };
      const [c1, c2] = ends[facing].map((k) => corners[k]);
      const near =
        Math.hypot(c1!.x - entry.x, c1!.y - entry.y) <= Math.hypot(c2!.x - entry.x, c2!.y - entry.y)
          ? c1!
          : c2!;
      const far = { x: table.width - near.x, y: table.height - near.y };
      return {
        name,
        zones: pair(
          { type: 'corner', x: near.x, y: near.y, r: CORNER_RADIUS },
          { type: 'corner', x: far.x, y: far.y, r: CORNER_RADIUS },
          facing,
          opposite,
          t('battlefield:zones.longDistance'),
        ),
      };
    }
    default: {
      const text =
        id === 'tunnels'
          ? t('battlefield:zones.tunnels')
          : id === 'fogOfWar'
            ? t('battlefield:zones.fogOfWar')
            : t('battlefield:zones.opposite');
      return {
        name,
        zones: pair(
          edgeStrip(table, facing, depth),
          edgeStrip(table, opposite, depth),
          facing,
          opposite,
          text,
        ),
      };
    }
  }
}
