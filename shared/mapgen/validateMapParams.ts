import { EDGES, OPPOSITE_EDGE, type Edge } from '../hex';
import type { MapParams, PlayerSetup, SideSetup } from './mapParams';
import { CITY, MIN_HOME_DISTANCE, TOWN, VILLAGE } from './settlementSpacing';

/** Size limits: below 8 the two fortress lines and the settlement band do not fit; above 400 the app stalls. */
export const MAP_SIZE_LIMITS = { min: 8, max: 400 } as const;
/** Water above this leaves too little land for two sides to meet; mountains above this choke every route. */
export const SHARE_LIMITS = { water: 0.8, mountains: 0.7 } as const;
/** Hexes one settlement needs at tight packing (spacing 2, 3, 4: SETTLEMENT_SPACING). */
const HEXES_PER = { villages: 3, towns: 7, cities: 12 } as const;
/**
 * Decision (issue 15): no extra slack. Doubling the need refused 4 settlements on a 12×10 map that the generator
 * lays out for every seed tried (sizedCounts.test.ts); generateMap itself reports a layout it cannot find.
 */
const PACKING_SLACK = 1;

const isEdge = (x: unknown): x is Edge => (EDGES as readonly unknown[]).includes(x);
const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** A share as the dialog shows it: 0.8 → "80 %" (the fields are in per cent; messages use the same unit). */
function percent(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${Math.round(value * 1000) / 10} %`
    : String(value);
}

/** Every problem with the "New map" dialog's values, as "field: rule" sentences; empty when they are fine. */
export function validateMapParams(params: MapParams): string[] {
  const problems: string[] = [];
  const widthOk = checkSize(params.width, 'width', problems);
  const sizesOk = checkSize(params.height, 'height', problems) && widthOk;
  const shares = ['water', 'mountains', 'forests', 'hills', 'marsh'] as const;
  for (const field of shares) {
    const value = params[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
      problems.push(`${field}: must be from 0 % to 100 % (got ${percent(value)})`);
    }
  }
  const sharesOk = problems.every((p) => !shares.some((f) => p.startsWith(`${f}:`)));
  if (sharesOk) {
    if (params.water > SHARE_LIMITS.water) {
      problems.push(
        `water: must be at most ${percent(SHARE_LIMITS.water)} so the sides have land to meet on (got ${percent(params.water)})`,
      );
    }
    if (params.mountains > SHARE_LIMITS.mountains) {
      problems.push(
        `mountains: must be at most ${percent(SHARE_LIMITS.mountains)} of the land (got ${percent(params.mountains)})`,
      );
    }
    const land = params.mountains + params.forests + params.hills + params.marsh;
    if (land > 1 + 1e-9) {
      problems.push(
        `mountains + forests + hills + marsh: shares of the land must add up to at most 100 % (got ${percent(land)})`,
      );
    }
  }
  const counts = ['rivers', 'villages', 'towns', 'cities'] as const;
  for (const field of counts) {
    const value = params[field];
    if (!isWhole(value) || value < 0)
      problems.push(`${field}: must be a whole number ≥ 0 (got ${String(value)})`);
  }
  const countsOk = counts.every((f) => isWhole(params[f]) && params[f] >= 0);
  if (sizesOk && countsOk) {
    const maxRivers = Math.max(1, Math.floor((params.width * params.height) / 60));
    if (params.rivers > maxRivers) {
      problems.push(
        `rivers: at most ${maxRivers} fit a ${params.width}×${params.height} map (got ${params.rivers})`,
      );
    }
  }
  const sidesOk = checkSides(params, problems, sizesOk);
  if (sizesOk && sharesOk && countsOk && sidesOk) checkCapacity(params, problems);
  return problems;
}

function checkSize(value: unknown, field: 'width' | 'height', problems: string[]): boolean {
  if (isWhole(value) && value >= MAP_SIZE_LIMITS.min && value <= MAP_SIZE_LIMITS.max) return true;
  problems.push(
    `${field}: must be a whole number of hexes from ${MAP_SIZE_LIMITS.min} to ${MAP_SIZE_LIMITS.max} (got ${String(value)})`,
  );
  return false;
}

function edgeLength(params: MapParams, edge: Edge): number {
  return edge === 'West' || edge === 'East' ? params.height : params.width;
}

/** SETUP-2: two sides, opposite home edges, at least one player each, unique ids; SETUP-3 room for fortresses. */
function checkSides(params: MapParams, problems: string[], sizesOk: boolean): boolean {
  const before = problems.length;
  const sides = params.sides as readonly SideSetup[] | undefined;
  if (!Array.isArray(sides) || sides.length !== 2) {
    problems.push(
      `sides: there must be exactly two sides (SETUP-2) (got ${Array.isArray(sides) ? sides.length : 0})`,
    );
    return false;
  }
  const playerIds = new Set<string>();
  (sides as readonly SideSetup[]).forEach((side: SideSetup, k: number) => {
    const label = `sides[${k}]`;
    if (typeof side.id !== 'string' || side.id.trim() === '') problems.push(`${label}.id: must not be empty`);
    if (typeof side.name !== 'string' || side.name.trim() === '')
      problems.push(`${label}.name: must not be empty`);
    if (!COLOR.test(side.color))
      problems.push(`${label}.color: must be a colour like #1f77b4 (got ${side.color})`);
    if (!(EDGES as readonly string[]).includes(side.homeEdge)) {
      problems.push(`${label}.homeEdge: must be one of ${EDGES.join(', ')} (got ${String(side.homeEdge)})`);
    }
    if (!Array.isArray(side.players) || side.players.length === 0) {
      problems.push(`${label}.players: side "${side.name}" needs at least one player (SETUP-2)`);
      return;
    }
    side.players.forEach((player: PlayerSetup, p: number) => {
      const where = `${label}.players[${p}]`;
      if (typeof player.id !== 'string' || player.id.trim() === '')
        problems.push(`${where}.id: must not be empty`);
      else if (playerIds.has(player.id)) problems.push(`${where}.id: player id "${player.id}" is used twice`);
      else playerIds.add(player.id);
      if (typeof player.name !== 'string' || player.name.trim() === '')
        problems.push(`${where}.name: must not be empty`);
      if (!COLOR.test(player.color))
        problems.push(`${where}.color: must be a colour like #1f77b4 (got ${player.color})`);
    });
    // Only on a valid size: on a 2×2 map the width's own message says what is wrong.
    if ((EDGES as readonly string[]).includes(side.homeEdge) && sizesOk) {
      const room = Math.floor(edgeLength(params, side.homeEdge) / 2);
      if (side.players.length > room) {
        problems.push(
          `${label}.players: side "${side.name}" has ${side.players.length} players but its ${side.homeEdge} edge has room for ${room} ${room === 1 ? 'fortress' : 'fortresses'} (one per 2 edge hexes, SETUP-3)`,
        );
      }
    }
  });
  const [a, b] = sides as unknown as readonly [SideSetup, SideSetup];
  if (a.id === b.id && a.id) problems.push(`sides: the two sides have the same id "${a.id}"`);
  if (isEdge(a.homeEdge) && OPPOSITE_EDGE[a.homeEdge] !== b.homeEdge) {
    problems.push(
      `sides: home edges must be opposite, West/East or North/South (SETUP-2) (got ${a.homeEdge}/${b.homeEdge})`,
    );
  }
  return problems.length === before;
}

/**
 * Settlements need spaced passable hexes in the band MIN_HOME_DISTANCE away from both home edges; refuse counts that
 * cannot fit. Water is kept off the home lines, so it is charged to the band in full.
 */
function checkCapacity(params: MapParams, problems: string[]): void {
  const ew = params.sides[0].homeEdge === 'West' || params.sides[0].homeEdge === 'East';
  const across = ew ? params.width : params.height;
  const along = ew ? params.height : params.width;
  const water = Math.round(params.water * params.width * params.height);
  const usable = (kind: number) =>
    Math.floor(Math.max(0, (across - 2 * MIN_HOME_DISTANCE[kind]!) * along - water) * (1 - params.mountains));
  const rows = [
    {
      label: 'villages + towns + cities',
      count: params.villages + params.towns + params.cities,
      kind: VILLAGE,
    },
    { label: 'towns + cities', count: params.towns + params.cities, kind: TOWN },
    { label: 'cities', count: params.cities, kind: CITY },
  ];
  for (const row of rows) {
    const needed =
      PACKING_SLACK *
      ((row.kind === VILLAGE ? params.villages * HEXES_PER.villages : 0) +
        (row.kind <= TOWN ? params.towns * HEXES_PER.towns : 0) +
        params.cities * HEXES_PER.cities);
    if (row.count === 0 || needed <= usable(row.kind)) continue;
    problems.push(
      `${row.label}: ${row.count} settlements need about ${needed} usable hexes at least ${MIN_HOME_DISTANCE[row.kind]} from the home edges, but this map has about ${usable(row.kind)}`,
    );
    return;
  }
}
