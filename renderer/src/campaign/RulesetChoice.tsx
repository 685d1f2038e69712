import { useAppDispatch, useAppSelector } from '../store/hooks';
import { CAMPAIGN_RULESETS, RULESET_LABELS, type RulesetLabel } from './rulesetLabels';
import { setupRulesetChosen } from './playSlice';
import { useTranslation } from '../i18n';

/** New campaign: which rules it is played with (core or Firestorm); the setup below follows the choice. */
export function RulesetChoice() {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => state.play.setupRuleset);
  const { t } = useTranslation('campaign');
  const labelOf = (label: RulesetLabel) => (typeof label === 'string' ? t(label) : label.name);
  return (
    <section className="panel" data-testid="ruleset-choice">
      <h2>{t('ruleset.title')}</h2>
      <div className="segmented" role="radiogroup" aria-label={t('ruleset.rules')}>
        {CAMPAIGN_RULESETS.map((id) => (
          <label key={id} title={t(RULESET_LABELS[id].hint)}>
            <input
              type="radio"
              name="campaign-ruleset"
              checked={chosen === id}
              onChange={() => dispatch(setupRulesetChosen(id))}
            />{' '}
            {labelOf(RULESET_LABELS[id].label)}
          </label>
        ))}
      </div>
    </section>
  );
}
