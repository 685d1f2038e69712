import { useState } from 'react';
import type { Battle, Campaign, GeneratedScenario } from '@shared/rulesets/core';
import { battleSideName } from './battleSides';
import { SCORING } from './scoringCalculators';
import type { TabletopWinnerChoice } from './TabletopForm';
import { useTranslation } from '../../i18n';

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
  const { t } = useTranslation('coreScreens');
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
      <p className="muted">{t('scoring.intro', { a: name.A, b: name.B })}</p>
      {calculator.choices.map((c) => (
        <label key={c.key} className="walk-row">
          <span className="walk-label">{t(`scoring.choice.${c.key}`)}</span>
          <select
            data-testid={`score-${c.key}`}
            value={choices[c.key]}
            onChange={(e) => setChoices({ ...choices, [c.key]: e.target.value })}
          >
            {c.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label === 'nobody' ? t('scoring.nobody') : name[o.label]}
              </option>
            ))}
          </select>
        </label>
      ))}
      {calculator.fields.map((f) => {
        const label = t(`scoring.field.${f.key}`);
        return (
          <div key={f.key} className="walk-row">
            <span className="walk-label">{label}</span>
            {f.perSide
              ? (['A', 'B'] as const).map((side) => (
                  <label key={side} className="check">
                    {side}{' '}
                    {countField(`${f.key}.${side}`, t('scoring.fieldOf', { field: label, side: name[side] }))}
                  </label>
                ))
              : countField(f.key, label)}
          </div>
        );
      })}
      <p data-testid="score-result">
        <strong>{winner === 'draw' ? t('scoring.draw') : t('scoring.wins', { side: name[winner] })}</strong>{' '}
        {t('scoring.detail.wrap', { detail })}{' '}
        <button type="button" data-testid="score-use" onClick={() => onUseWinner(WINNER_OF[winner])}>
          {t('scoring.use')}
        </button>
      </p>
      <p className="muted">{t('scoring.scen8')}</p>
    </div>
  );
}
