// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wilsonRate } from '@shared/balance';
import { EMPTY_TALLY, type AssaultInput, type OddsTally } from '@shared/rulesets/assault';
import { rateWithInterval } from '../../../../renderer/src/document/balance/rateWithInterval';
import { OddsPanel } from '../../../../renderer/src/rulesets/assault/OddsPanel';
import { oddsShares } from '../../../../renderer/src/rulesets/assault/oddsShares';

/** The tally the (mocked) workers hand back: the panel's figures, without 10,000 assaults played in a test. */
const finished = vi.hoisted(() => ({ tally: null as unknown as OddsTally }));
vi.mock('../../../../renderer/src/rulesets/assault/startOddsRuns', () => ({
  startOddsRuns: (_input: unknown, runs: number, onUpdate: (p: unknown) => void) => {
    onUpdate({ tally: finished.tally, runs, done: true });
    return () => {};
  },
}));

const tally = (counts: OddsTally['counts']): OddsTally => ({
  ...EMPTY_TALLY,
  runs: Object.values(counts).reduce((a, b) => a + b, 0),
  counts,
  turns: 0,
});

function workOutOdds(counts: OddsTally['counts']): HTMLElement {
  finished.tally = tally(counts);
  render(<OddsPanel input={{} as AssaultInput} names={{ besieger: 'Besiegers', defender: 'Garrison' }} />);
  fireEvent.click(screen.getByTestId('odds-start'));
  return screen.getByTestId('odds-result');
}

describe('the assault odds panel says each share as the balance report does', () => {
  afterEach(cleanup);

  it('gives the stronghold’s fall with the report’s Wilson interval: 62 % (61–63 %) of 10,000 assaults', () => {
    const result = workOutOdds({ captured: 5_000, surrendered: 1_200, liberated: 3_000, calledOff: 800 });
    expect(result.textContent).toContain(
      'The stronghold falls to Besiegers in 62 % (61–63 %) of 10,000 assaults.',
    );
    // The very string the report's rate bar gives for the same count.
    expect(result.textContent).toContain(rateWithInterval(wilsonRate(6_200, 10_000)));
    expect(screen.getByText('Captured by storm').nextSibling!.textContent).toBe('50 % (49–51 %)');
    expect(screen.getByText('Garrison surrenders').nextSibling!.textContent).toBe('12 % (11–13 %)');
  });

  it('keeps the interval inside 0–100 % and open for a share never seen in a few runs (no ± 0.0)', () => {
    // Stopped after 40 runs: the normal approximation said 2.5 % ± 4.8 (below zero) and 0.0 % ± 0.0.
    const result = workOutOdds({ captured: 0, surrendered: 1, liberated: 39, calledOff: 0 });
    expect(result.textContent).toContain('falls to Besiegers in 3 % (0–13 %) of 40 assaults');
    expect(screen.getByText('Captured by storm').nextSibling!.textContent).toBe('0 % (0–9 %)');
    expect(screen.getByText('Besiegers beaten').nextSibling!.textContent).toBe('97 % (87–100 %)');
    // ± is left for the losses (mean ± standard deviation), never a share.
    for (const row of ['Captured by storm', 'Garrison surrenders', 'Besiegers beaten', 'Assault called off'])
      expect(screen.getByText(row).nextSibling!.textContent).not.toContain('±');
  });

  it('takes its intervals from the tally’s counts with the report’s wilsonRate', () => {
    const shares = oddsShares(tally({ captured: 3, surrendered: 4, liberated: 2, calledOff: 1 }));
    expect(shares.attackerWins).toEqual(wilsonRate(7, 10));
    expect(shares.outcomes.calledOff).toEqual(wilsonRate(1, 10));
  });
});
