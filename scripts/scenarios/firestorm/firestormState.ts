import {
  allowedBanners,
  gloryOf,
  sidePoints,
  siegeOf,
  territoryCount,
  type FsState,
  territoryAt,
} from '@shared/rulesets/firestorm';
import { sameValue } from '../generic/runGenericScenario';

type Obj = Record<string, unknown>;

/** FORMAT-firestorm.md "Expectations": the fields each `state:` key may name; anything else is refused by name. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  banners: ['faction', 'at', 'points', 'players', 'fatigued', 'engaged', 'orderState', 'order'],
  territories: ['owner', 'items', 'special'],
  factions: ['buildPoints', 'gloryBanked', 'oneTimeGrants', 'glory', 'territories', 'allowedBanners'],
  battles: ['kind', 'state', 'attackerPoints', 'defenderPoints'],
  sieges: [
    'level',
    'state',
    'attackerSP',
    'defenderSP',
    'completedSiegeTurns',
    'timeModifier',
    'flags',
    'ledger',
  ],
  turn: ['number', 'step', 'initiativeOrder', 'active'],
  campaign: ['status', 'winner'],
};
const KEYS = Object.keys(FIELDS);
/** The keys compared as one object (the others map an id or hex to such an object). */
const SINGLE = new Set(['turn', 'campaign']);

function unknownFields(key: string, want: unknown): string[] {
  if (want === null || typeof want !== 'object' || Array.isArray(want))
    return [`state key ${key} is written as a map`];
  const known = FIELDS[key]!;
  const entries: [string, unknown][] = SINGLE.has(key) ? [[key, want]] : Object.entries(want as Obj);
  const problems: string[] = [];
  for (const [where, fields] of entries) {
    if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
      problems.push(`${SINGLE.has(key) ? key : `${key}.${where}`} is written as a map of fields`);
      continue;
    }
    for (const field of Object.keys(fields))
      if (!known.includes(field))
        problems.push(
          `unknown field ${field} in ${SINGLE.has(key) ? key : `${key}.${where}`} (known: ${known.join(', ')})`,
        );
  }
  return problems;
}

/** FORMAT-firestorm.md `state:` / `finally:` (partial; item lists as multisets; `ledger` matched like events). */
export function matchFirestormState(state: FsState, expected: Readonly<Obj>): string[] {
  const problems: string[] = [];
  for (const [key, want] of Object.entries(expected)) {
    if (!KEYS.includes(key)) {
      problems.push(`unknown state key ${key} (known: ${KEYS.join(', ')})`);
      continue;
    }
    const bad = unknownFields(key, want);
    if (bad.length > 0) {
      problems.push(...bad);
      continue;
    }
    const actual = actualOf(state, key, want as Obj, problems);
    if (actual) compare(`${key}`, want, actual, problems);
  }
  return problems;
}

function actualOf(state: FsState, key: string, want: Obj, problems: string[]): Obj | undefined {
  const out: Obj = {};
  switch (key) {
    case 'turn':
      return {
        number: state.turn.number,
        step: state.turn.step,
        initiativeOrder: state.turn.initiativeOrder,
        active: state.turn.active,
      };
    case 'campaign':
      return { status: state.status, winner: state.result?.winner };
    case 'banners':
      for (const id of Object.keys(want)) {
        const b = state.banners.find((x) => x.id === id);
        if (!b) problems.push(`banners: no banner ${id}`);
        else
          out[id] = {
            faction: b.factionId,
            at: b.hex,
            points: b.points,
            players: b.playerIds,
            fatigued: b.fatigued,
            engaged: b.engagedThisTurn,
            orderState: b.orderState,
            order: b.order,
          };
      }
      return out;
    case 'territories':
      for (const hex of Object.keys(want)) {
        const t = territoryAt(state, hex);
        if (!t) problems.push(`territories: ${hex} is not a territory`);
        else out[hex] = { owner: t.owner, items: t.items.map((i) => i.type), special: t.special };
      }
      return out;
    case 'factions':
      for (const id of Object.keys(want)) {
        const f = state.factions.find((x) => x.id === id);
        if (!f) problems.push(`factions: no faction ${id}`);
        else
          out[id] = {
            buildPoints: f.buildPoints,
            gloryBanked: f.gloryBanked,
            oneTimeGrants: f.oneTimeGrants,
            glory: gloryOf(state, f),
            territories: territoryCount(state, f.id),
            allowedBanners: allowedBanners(state, f),
          };
      }
      return out;
    case 'battles':
    case 'sieges':
      for (const hex of Object.keys(want)) {
        const battle = [...state.battles].reverse().find((b) => b.hex === hex);
        const siege = battle && siegeOf(state, battle.id);
        if (!battle || (key === 'sieges' && !siege)) problems.push(`${key}: none at ${hex}`);
        else if (key === 'battles')
          out[hex] = {
            kind: battle.kind,
            state: battle.state,
            attackerPoints: sidePoints(state, battle, 'attacker'),
            defenderPoints: sidePoints(state, battle, 'defender'),
          };
        else out[hex] = siege;
      }
      return out;
  }
  return undefined;
}

function compare(path: string, want: unknown, got: unknown, problems: string[]): void {
  if (want !== null && typeof want === 'object' && !Array.isArray(want)) {
    if (got === null || typeof got !== 'object') {
      problems.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
      return;
    }
    for (const [k, v] of Object.entries(want as Obj)) {
      const sub = (got as Obj)[k];
      if (k === 'items' && Array.isArray(v) && Array.isArray(sub)) {
        const w = v.map((i) => (typeof i === 'string' ? i : (i as Obj).type)).sort();
        if (!sameValue(w, [...sub].sort()))
          problems.push(`${path}.items: expected ${JSON.stringify(w)}, got ${JSON.stringify(sub)}`);
      } else if (k === 'ledger' && Array.isArray(v) && Array.isArray(sub))
        compareLedger(`${path}.ledger`, v, sub, problems);
      else compare(`${path}.${k}`, v, sub, problems);
    }
    return;
  }
  if (!sameValue(want, got))
    problems.push(`${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got ?? null)}`);
}

function compareLedger(path: string, want: unknown[], got: unknown[], problems: string[]): void {
  let from = 0;
  for (const entry of want) {
    const at = got.findIndex((g, i) => i >= from && sameValue(entry, g));
    if (at < 0) {
      problems.push(
        `${path}: expected an entry ${JSON.stringify(entry)} in order, got ${JSON.stringify(got)}`,
      );
      return;
    }
    from = at + 1;
  }
}
