import { keyOfIndex, type DefenseState } from '@shared/rulesets/defense';
import { sameValue } from '../generic/runGenericScenario';

/** FORMAT-assault-defense.md "Expectations (defense mode)": `state:` keys defense, players, units, buildings, enemies. */
const DEFENSE_KEYS = [
  'phase',
  'activePlayer',
  'marker',
  'lastPlacedSide',
  'assaultSide',
  'enemyPile',
  'market',
  'cityPile',
  'cityDiscard',
  'enemyDiscard',
  'wave',
  'difficulty',
  'variant',
];

function where(state: DefenseState, id: string): { at: string | null; in: string } {
  const i = state.board.findIndex((s) => s.tile === id || s.enemy?.tileId === id);
  if (i >= 0) return { at: keyOfIndex(i), in: 'board' };
  for (const p of state.players)
    for (const pile of ['hand', 'drawPile', 'discard'] as const)
      if (p[pile].includes(id)) return { at: null, in: pile };
  if (state.market.includes(id)) return { at: null, in: 'market' };
  for (const pile of ['cityPile', 'cityDiscard', 'enemyPile', 'enemyDiscard'] as const)
    if (state[pile].includes(id)) return { at: null, in: pile };
  return { at: null, in: 'none' };
}

function defenseView(state: DefenseState): Record<string, unknown> {
  const name = (i: number | undefined) => (i === undefined ? null : state.players[i]!.id);
  return {
    phase: state.phase,
    activePlayer: name(state.activePlayer),
    marker: name(state.assaultTriggeredBy),
    lastPlacedSide: state.lastPlacedSide ?? null,
    assaultSide: state.assaultSide ?? null,
    enemyPile: state.enemyPile,
    market: state.market,
    cityPile: state.cityPile,
    cityDiscard: state.cityDiscard,
    enemyDiscard: state.enemyDiscard,
    wave: state.wave,
    difficulty: state.difficulty,
    variant: state.variant,
  };
}

export function matchDefenseState(
  state: DefenseState,
  expected: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  const compare = (label: string, want: unknown, got: unknown) => {
    if (!sameValue(want, got))
      problems.push(`${label}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got ?? null)}`);
  };
  const entries = (key: string) =>
    Object.entries((expected[key] ?? {}) as Record<string, Record<string, unknown>>);
  for (const key of Object.keys(expected))
    if (!['defense', 'players', 'units', 'buildings', 'enemies'].includes(key))
      problems.push(
        `state.${key} is not a key of the defense format (defense, players, units, buildings, enemies)`,
      );
  const view = defenseView(state);
  for (const [k, v] of Object.entries((expected.defense ?? {}) as Record<string, unknown>)) {
    if (!DEFENSE_KEYS.includes(k))
      problems.push(`state.defense.${k} is not a key of the format (${DEFENSE_KEYS.join(', ')})`);
    else compare(`defense.${k}`, v, view[k]);
  }
  for (const [pid, fields] of entries('players')) {
    const player = state.players.find((p) => p.id === pid);
    if (!player) {
      problems.push(`players.${pid}: no such player`);
      continue;
    }
    for (const [k, v] of Object.entries(fields)) {
      if (!['influence', 'hand', 'discard', 'drawPile'].includes(k))
        problems.push(`players.${pid}.${k} is not a key of the format (influence, hand, discard, drawPile)`);
      else compare(`players.${pid}.${k}`, v, player[k as 'influence']);
    }
  }
  for (const group of ['units', 'buildings', 'enemies'] as const) {
    for (const [id, fields] of entries(group)) {
      const tile = state.tiles[id];
      if (!tile) {
        problems.push(`${group}.${id}: no such tile`);
        continue;
      }
      const place = where(state, id);
      const faceUp = state.board.find((s) => s.enemy?.tileId === id)?.enemy?.faceUp ?? null;
      for (const [k, v] of Object.entries(fields)) {
        if (k === 'at') compare(`${group}.${id}.at`, v, place.at);
        else if (k === 'in') compare(`${group}.${id}.in`, v, place.in);
        else if (k === 'faceUp' && group === 'enemies') compare(`${group}.${id}.faceUp`, v, faceUp);
        else
          problems.push(
            `${group}.${id}.${k} is not a key of the format (at, in${group === 'enemies' ? ', faceUp' : ''})`,
          );
      }
    }
  }
  return problems;
}
