import { useState } from 'react';
import type { Battle, Campaign, GeneratedScenario } from '@shared/rulesets/core';
import { battleSideName } from './battleSides';
import { SCORING } from './scoringCalculators';
import type { TabletopWinnerChoice } from './TabletopForm';

const WINNER_OF = { A: 'attacker', B: 'defender', draw: 'none' } as const;

/**
 * SCEN-11..16: the generated scenario's calculator. The players type what they counted; the app says who won the
 * tabletop game and can carry that winner into the result below (the campaign level is still theirs, BATTLE-6).
 */
export function ScoringStep({
  campaign,
  battle,
  scenario,
  onUseWinner,
}: {
  campaign: Campaign;
  battle: Battle;
  scenario: GeneratedScenario;
  onUseWinner: (winner: TabletopWinnerChoice) => void;
}) {
  const calculator = SCORING[scenario.scenario.name];
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(calculator.choices.map((c) => [c.key, c.options[0]!.value])),
  );
  const name = {
    A: battleSideName(campaign, battle, 'attacker'),
    B: battleSideName(campaign, battle, 'defender'),
  };
  const value = (key: string, side?: 'A' | 'B') => {
    const n = Number(counts[side ? `${key}.${side}` : key] ?? '');
    return Number.isFinite(n) && n > 0 ? n : 0;
  };
  const { winner, detail } = calculator.score(value, (key) => choices[key] ?? '');
  const countField = (key: string, label: string) => (
    <input
      key={key}
      type="number"
      min={0}
      inputMode="numeric"
      aria-label={label}
      data-testid={`score-${key}`}
      value={counts[key] ?? ''}
      placeholder="0"
      onChange={(e) => setCounts({ ...counts, [key]: e.target.value })}
    />
  );
  return (
    <div data-testid="walk-scoring" className="scoring">
      <p className="muted">
        Count at the end of the game. A is {name.A}, B is {name.B}.
      </p>
      {calculator.choices.map((c) => (
        <label key={c.key} className="walk-row">
          <span className="walk-label">{c.label}</span>
          <select
            data-testid={`score-${c.key}`}
            value={choices[c.key]}
            onChange={(e) => setChoices({ ...choices, [c.key]: e.target.value })}
          >
            {c.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label === 'nobody' ? 'Nobody' : name[o.label]}
              </option>
            ))}
          </select>
        </label>
      ))}
      {calculator.fields.map((f) => (
        <div key={f.key} className="walk-row">
          <span className="walk-label">{f.label}</span>
          {f.perSide
            ? (['A', 'B'] as const).map((side) => (
                <label key={side} className="check">
                  {side} {countField(`${f.key}.${side}`, `${f.label}, ${name[side]}`)}
                </label>
              ))
            : countField(f.key, f.label)}
        </div>
      ))}
      <p data-testid="score-result">
        <strong>{winner === 'draw' ? 'A draw' : `${name[winner]} wins the scenario`}</strong> ({detail}).{' '}
        <button type="button" data-testid="score-use" onClick={() => onUseWinner(WINNER_OF[winner])}>
          Use as the winner below
        </button>
      </p>
      <p className="muted">SCEN-8: in a campaign the winner scores at least 5 victory points.</p>
    </div>
  );
}
