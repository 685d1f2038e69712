import { useMemo } from 'react';
import { assaultLines, type AssaultState, type SideNames } from '@shared/rulesets/assault';
import { useTranslation } from '../../i18n';

/** The assault's log in words, newest first; each line cites its rules, the last step's lines stand out (GEN-5). */
export function AssaultLog(props: { game: AssaultState; stepFrom: number; names: SideNames }) {
  const { t } = useTranslation('assault');
  const { game, stepFrom, names } = props;
  const lines = useMemo(() => assaultLines(game, names).reverse(), [game, names]);
  return (
    <section className="panel">
      <h2>{t('panels.log')}</h2>
      <ol className="assault-log" data-testid="assault-log">
        {lines.slice(0, 400).map((line) => (
          <li
            key={line.seq}
            className={`log-${line.kind}${line.seq > stepFrom ? ' log-new' : ''}`}
            data-turn={line.turn}
          >
            <span>{line.text}</span> <span className="rule-ids">{line.ruleIds.join(' ')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
