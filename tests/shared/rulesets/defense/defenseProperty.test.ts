import fc from 'fast-check';
import { kernelStep, replayEvents } from '@shared/kernel';
import {
  CITY_SQUARES,
  DEFENSE_PHASES,
  autoCommand,
  botPayment,
  defenseRuleset,
  isCitySquare,
  isFree,
  keyOfIndex,
  type DefenseCommand,
  type DefenseState,
} from '@shared/rulesets/defense';
import { describe, expect, it } from 'vitest';
import { newGame, tilePlaces } from './factories';

/** Legal-looking choices a player could make now: the bot's, passes, and placements on any free square. */
function candidates(state: DefenseState, pick: number): DefenseCommand[] {
  const auto = autoCommand(state);
  if (state.phase !== 'action' || !auto) return auto ? [auto] : [];
  const player = state.players[state.activePlayer]!;
  const free = CITY_SQUARES.filter((k) => isFree(state, k));
  const square = free[pick % Math.max(1, free.length)];
  const out: DefenseCommand[] = [
    auto,
    { type: 'Pass', player: player.id, discard: player.hand.slice(0, pick % 3) },
  ];
  if (square)
    for (const id of player.hand) {
      const tile = state.tiles[id]!;
      if (tile.kind !== 'unit' && tile.kind !== 'building') continue;
      const pay = botPayment(state, state.activePlayer, tile.cost.resource, tile.cost.amount, id);
      if (pay) out.push({ type: 'PlaceTile', player: player.id, tile: id, square, pay });
    }
  return out;
}

/** The invariants' problems, empty when they all hold (plain checks: expect() per tile made the test slow). */
function invariantProblems(state: DefenseState, located: number): string[] {
  const problems: string[] = [];
  if (!DEFENSE_PHASES.includes(state.phase)) problems.push(`phase ${state.phase}`);
  const places = tilePlaces(state);
  for (const [id, where] of places) if (where.length !== 1) problems.push(`${id} in ${where.join(' and ')}`);
  if (places.size !== located) problems.push(`${places.size} tiles located, ${located} at the start`);
  state.board.forEach((square, i) => {
    const key = keyOfIndex(i);
    if (square.tile !== undefined && square.enemy !== undefined)
      problems.push(`${key} holds a tile and an enemy`);
    if (square.tile && !isCitySquare(key)) problems.push(`tile on numbered ${key}`);
    if (square.enemy && !square.enemy.faceUp && isCitySquare(key))
      problems.push(`face-down enemy in the city ${key}`);
  });
  if (state.phase !== 'assault' && state.phase !== 'finalAssault' && state.board.some((s) => s.enemy?.faceUp))
    problems.push('a face-up enemy outside an assault');
  return problems;
}

describe('defense property: random legal play (GEN-5, GEN-10)', () => {
  it('keeps every tile in one place, never lowers Influence, refuses illegal commands unchanged, and replays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(50), { minLength: 40, maxLength: 120 }),
        (seed, players, picks) => {
          const start = newGame(seed, players, ((seed % 4) + 1) as 1 | 2 | 3 | 4);
          let state = start;
          let located = -1;
          for (const pick of picks) {
            const options = candidates(state, pick);
            if (options.length === 0) break;
            const before = state.players.map((p) => p.influence);
            const result = kernelStep(defenseRuleset, state, options[pick % options.length]!);
            expect(result.ok).toBe(true);
            if (!result.ok) return;
            state = result.state;
            if (located < 0) located = tilePlaces(state).size;
            const problems = invariantProblems(state, located);
            state.players.forEach((p, i) => {
              if (p.influence < before[i]!) problems.push(`${p.id}'s Influence fell`);
            });
            expect(problems).toEqual([]);
            const wrong = state.players[(state.activePlayer + 1) % state.players.length]!;
            if (players > 1 && state.phase === 'action') {
              const refused = kernelStep(defenseRuleset, state, { type: 'Pass', player: wrong.id });
              expect(refused).toMatchObject({ ok: false, state, violations: [{ ruleId: 'ANV-9' }] });
            }
          }
          expect(replayEvents(defenseRuleset, start, state.log)).toEqual(state);
        },
      ),
      { numRuns: 15 },
    );
  });
});
