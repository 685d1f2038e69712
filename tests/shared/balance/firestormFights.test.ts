import { newFirestormCampaign } from '@shared/document';
import { runBalanceHere } from '@shared/balance';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24's "Done means" on fewer runs (the 1,000-run figures are in the README): the default new campaign played
 * with the report's default policy gives every faction its fair share within 10 points, a battle in nearly every
 * campaign and at least one battle a turn after turn 3 in the median campaign.
 */
function report(factions: number, runs: number) {
  const made = newFirestormCampaign({ seed: 1, factions, name: 'Fights' });
  if (!made.ok) throw new Error(made.error);
  return runBalanceHere(made.value.campaign, { runs, baseSeed: 1, maxTurns: 200 });
}

describe('Firestorm campaigns that fight (issue 24)', () => {
  for (const [factions, runs] of [
    [2, 200],
    [4, 150],
  ] as const)
    it(`${factions} factions: fair shares, battles in every campaign and every turn`, () => {
      const r = report(factions, runs);
      const fair = 1 / factions;
      for (const side of r.sides) {
        expect(side.wins.rate, side.name).toBeGreaterThanOrEqual(fair - 0.1);
        expect(side.wins.rate, side.name).toBeLessThanOrEqual(fair + 0.1);
      }
      expect(r.battles!.withBattle.rate).toBeGreaterThanOrEqual(0.95);
      expect(r.battles!.afterTurn3.median).toBeGreaterThanOrEqual(1);
      expect(r.battles!.perTurn[0]!.campaigns).toBe(runs);
      expect(Object.values(r.policies!)).toEqual(Array(factions).fill('aggressive'));
    });
});
