import { describe, expect, it } from 'vitest';
import {
  aggregateReport,
  balanceChoicesOf,
  balanceRefusal,
  runBalanceGame,
  runBalanceHere,
  shareOfRuns,
  type AssaultBalanceSetup,
} from '@shared/balance';
import { createAssault, oddsOfTally, tallyAssaults } from '@shared/rulesets/assault';
import { draftInput, EXAMPLE_DRAFT } from '../../../renderer/src/rulesets/assault/assaultDraft';
import { fortressBattleDocument } from './fortressBattleFixture';

const REQUEST = { runs: 200, baseSeed: 1, maxTurns: 200 };

/** Tools → Assault…'s example armies: heavy infantry, knights and a ram against a garrison with a cauldron. */
const setup: AssaultBalanceSetup = {
  ruleset: 'assault',
  title: 'Assault on the stronghold',
  names: { besieger: 'Besiegers', defender: 'Garrison' },
  input: draftInput(EXAMPLE_DRAFT, 1),
};

describe('the balance report of an assault (issue 16, sub-game "assault odds")', () => {
  it('is deterministic, and every assault ends in one of the four ASLT-26 outcomes', () => {
    const a = runBalanceHere(setup, REQUEST);
    expect(runBalanceHere(setup, REQUEST)).toEqual(a);
    expect(a.runs).toBe(200);
    expect(a.outcomes.reduce((n, o) => n + o.rate.count, 0)).toBe(200);
    expect(a.sides[0]!.wins.count + a.sides[1]!.wins.count).toBe(200);
    expect(a.turns.counts.reduce((n, c) => n + c.runs, 0)).toBe(200);
  });

  it('counts exactly what the Assault tab’s odds runner counts for the same seeds (odds.ts, reused)', () => {
    const report = runBalanceHere(setup, REQUEST);
    const made = createAssault(setup.input);
    if ('errors' in made) throw new Error(made.errors.join('; '));
    const odds = oddsOfTally(tallyAssaults(made.state, REQUEST.baseSeed, 0, REQUEST.runs));
    for (const { outcome, rate } of report.outcomes)
      expect(rate.rate).toBeCloseTo(odds.outcomes[outcome].p, 12);
    expect(report.meanTurns).toBeCloseTo(odds.meanTurns, 12);
    expect(report.lost.besieger.mean).toBeCloseTo(odds.besiegerLosses.mean, 9);
    expect(report.lost.defender.sd).toBeCloseTo(odds.defenderLosses.sd, 9);
  });

  it('gives the same report whatever order the workers finish in', () => {
    const summaries = Array.from({ length: 30 }, (_, i) => runBalanceGame(setup, i, REQUEST));
    const shuffled = [...shareOfRuns(30, 3, 2), ...shareOfRuns(30, 3, 0), ...shareOfRuns(30, 3, 1)].map(
      (i) => summaries[i]!,
    );
    const request = { ...REQUEST, runs: 30 };
    expect(aggregateReport(shuffled, setup, request)).toEqual(aggregateReport(summaries, setup, request));
  });

  it('shows an unfair assault: besiegers without their heavy infantry and knights take the stronghold far less', () => {
    const fair = runBalanceHere(setup, REQUEST);
    const weak: AssaultBalanceSetup = {
      ...setup,
      input: { ...setup.input, besieger: setup.input.besieger.filter((e) => !/heavy|knights/.test(e.id)) },
    };
    const unfair = runBalanceHere(weak, REQUEST);
    // Not luck of the dice: the 95 % intervals do not overlap.
    expect(unfair.sides[0]!.wins.high).toBeLessThan(fair.sides[0]!.wins.low);
    expect(unfair.outcomes.find((o) => o.outcome === 'liberated')!.rate.rate).toBeGreaterThan(
      fair.outcomes.find((o) => o.outcome === 'liberated')!.rate.rate,
    );
  });

  it('refuses rosters that cannot assault, with the reason', () => {
    // DATA-9: the two rosters share an entry id.
    const shared = setup.input.defender[0]!;
    const clash: AssaultBalanceSetup = {
      ...setup,
      input: { ...setup.input, besieger: [...setup.input.besieger, shared] },
    };
    expect(balanceRefusal(clash)).toMatch(/^This assault cannot be played: .*d-guards/);
    expect(balanceRefusal(setup)).toBeUndefined();
  });

  it('offers a campaign’s fortress battle waiting for an assault (LOC-7), with the armies’ names', () => {
    const document = fortressBattleDocument();
    const { campaign } = document;
    const choices = balanceChoicesOf(document);
    const assault = choices.find((c) => c.setup.ruleset === 'assault');
    if (assault?.setup.ruleset !== 'assault') throw new Error('no fortress assault offered');
    const battle = campaign.battles.entities[campaign.battles.ids[0]!]!;
    expect(assault.setup.names.besieger).toBe(campaign.armies.entities[battle.attacker.armyId]!.name);
    expect(assault.label).toMatch(/^Assault on .+ against /);
    const report = runBalanceHere(assault.setup, { ...REQUEST, runs: 40 });
    expect(report.runs).toBe(40);
    expect(report.sides.map((s) => s.name)).toEqual([
      assault.setup.names.besieger,
      assault.setup.names.defender,
    ]);
  });
});
