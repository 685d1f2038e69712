import fc from 'fast-check';
import { kernelStep, replayEvents } from '@shared/kernel';
import {
  assaultRuleset,
  assaultOdds,
  botDeployment,
  botRedeployCommand,
  frontCap,
  type AssaultCommand,
  type AssaultState,
} from '@shared/rulesets/assault';
import { describe, expect, it } from 'vitest';
import { besieger, defender, newAssault } from './assaultFixtures';

/** Invariants of every reachable assault state. */
function checkInvariants(state: AssaultState): void {
  const ids = Object.keys(state.units).sort();
  expect([...state.unitOrder].sort()).toEqual(ids); // every unit is listed once, so it is in exactly one zone
  for (const id of ids) {
    const u = state.units[id]!;
    expect(['A', 'R', 'W', 'I', 'out']).toContain(u.zone);
    expect(u.troops).toBeGreaterThanOrEqual(0);
    if (u.side === 'besieger') expect(['A', 'R', 'out']).toContain(u.zone);
    else expect(['W', 'I', 'out']).toContain(u.zone);
    if (u.status === 'defeated' || u.status === 'brokenDown') expect(u.zone).toBe('out');
  }
  const troops = (zone: string) =>
    ids.filter((id) => state.units[id]!.zone === zone && state.units[id]!.kind === 'troop');
  expect(troops('A').length).toBeLessThanOrEqual(frontCap(state, 'besieger'));
  expect(troops('W').length).toBeLessThanOrEqual(frontCap(state, 'defender'));
  const breached = troops('A').filter((id) => state.units[id]!.breachAssigned).length;
  expect(breached).toBeLessThanOrEqual(state.stronghold.breaches + state.stronghold.temporaryBreaches);
}

/** Candidate commands for the state: the bot's, and a spread of player choices (some illegal on purpose). */
function candidates(state: AssaultState): AssaultCommand[] {
  const unitIds = state.unitOrder;
  const list: AssaultCommand[] = [
    { type: 'RunAssaultTurn', until: 'REDEPLOY' },
    { type: 'RunAssaultTurn', until: 'MELEE' },
  ];
  if (state.phase === 'SETUP' || state.phase === 'DEPLOY_BESIEGER') {
    const plan = botDeployment(state, 'besieger');
    list.push({ type: 'DeployBesieger', assault: [...plan.placed], breach: [...plan.breach] });
    list.push({ type: 'DeployBesieger', assault: unitIds.slice(0, 3), breach: [] });
  }
  if (state.phase === 'DEPLOY_DEFENDER') {
    list.push({ type: 'DeployDefender', walls: [...botDeployment(state, 'defender').placed] });
    list.push({ type: 'DeployDefender', walls: unitIds.slice(-4) });
  }
  if (state.phase === 'REDEPLOY') {
    list.push(botRedeployCommand(state), { type: 'EndRedeployment' });
    for (const unit of unitIds) {
      list.push({ type: 'RegroupUnit', unit }, { type: 'AssignBreach', unit });
      for (const to of ['A', 'R', 'W', 'I'] as const) list.push({ type: 'MoveUnit', unit, to });
    }
  }
  if (state.phase === 'SURRENDER_OR_RENEW')
    list.push(
      { type: 'SurrenderOrRenew', choice: 'renew' },
      { type: 'SurrenderOrRenew', choice: 'callOff' },
      { type: 'SurrenderOrRenew', choice: 'surrender' },
    );
  return list;
}

describe('random command sequences (property)', () => {
  it('keep the invariants, refuse illegal commands without change, and replay to the same state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        (seed, picks) => {
          const start = newAssault({ seed, stronghold: { unitCapacity: 2, breaches: 1 } });
          let state = start;
          for (const pick of picks) {
            if (state.phase === 'ENDED') break;
            const options = candidates(state);
            const result = kernelStep(assaultRuleset, state, options[pick % options.length]);
            if (!result.ok) {
              expect(result.state).toBe(state); // GEN-10
              expect(result.violations[0]!.ruleId).toMatch(/^(ASLT|GEN)-\d+$/);
              continue;
            }
            state = result.state;
            checkInvariants(state);
          }
          const replayed = replayEvents(assaultRuleset, start, state.log.slice(start.log.length));
          expect(replayed).toEqual(state);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state); // plain JSON
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('assaultOdds (Monte Carlo)', () => {
  it('gives outcome shares that add up to one, each with its 95 % Wilson interval, and the same answer for the same seed', () => {
    const input = { seed: 4, besieger, defender, stronghold: { unitCapacity: 3, breaches: 1 } };
    const odds = assaultOdds(input, 300);
    if ('errors' in odds) throw new Error(odds.errors.join());
    const total = Object.values(odds.outcomes).reduce((s, e) => s + e.p, 0);
    expect(total).toBeCloseTo(1, 10);
    expect(odds.attackerWins.p).toBeCloseTo(odds.outcomes.captured.p + odds.outcomes.surrendered.p, 10);
    for (const e of Object.values(odds.outcomes)) {
      // The 95 % Wilson interval holds the share and stays within 0..1, even for a share of 0 or 1.
      expect(e.low).toBeGreaterThanOrEqual(0);
      expect(e.low).toBeLessThanOrEqual(e.p);
      expect(e.high).toBeGreaterThanOrEqual(e.p);
      expect(e.high).toBeLessThanOrEqual(1);
    }
    expect(odds.meanTurns).toBeGreaterThanOrEqual(1);
    expect(assaultOdds(input, 300)).toEqual(odds);
  });

  it('reports bad rosters instead of running', () => {
    expect(assaultOdds({ seed: 1, besieger: [{ id: 'a', br: 1.3 }], defender }, 10)).toHaveProperty('errors');
  });
});
