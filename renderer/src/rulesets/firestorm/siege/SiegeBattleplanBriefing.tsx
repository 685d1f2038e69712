import type { Side, SiegeBattleplanBriefing as Briefing } from '@shared/rulesets/firestorm';
import { useTranslation } from '../../../i18n';

/** Engine texts are clauses ("5 turns"); on screen each is a sentence. */
const stop = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
const sentence = (text: string) => stop(text.charAt(0).toUpperCase() + text.slice(1));

/**
 * SSCN-1..9 [BRIEFING]: how to set up and play one siege battleplan at the table, folded to one line so the siege
 * panel's buttons stay in sight. Sides are named as the rules do (besieger, besieged) with their factions.
 */
export function SiegeBattleplanBriefing(props: {
  readonly briefing: Briefing;
  readonly sideName: (side: Side) => string;
  /** Why this battleplan would be fought now, e.g. the opening roll that picks it. */
  readonly caption?: string;
}) {
  const { t } = useTranslation('fsSiege');
  const { briefing: b, sideName, caption } = props;
  const forces: [string, string | undefined][] = [
    [t('battleplan.bothSides'), b.forces.both],
    [t('battleplan.besieger', { faction: sideName('attacker') }), b.forces.besieger],
    [t('battleplan.besieged', { faction: sideName('defender') }), b.forces.besieged],
  ];
  return (
    <details className="fs-battleplan" data-testid="fs-battleplan" data-battleplan={b.id}>
      <summary>
        {t('battleplan.howTo', { name: b.name })} <span className="muted">({b.id})</span>
      </summary>
      {caption && <p className="muted">{caption}</p>}
      <dl className="fs-battleplan-facts">
        <dt>{t('battleplan.forces')}</dt>
        <dd>
          {forces
            .filter(([, text]) => text)
            .map(([who, text]) => (
              <div key={who}>
                <strong>{t('battleplan.who', { who })}</strong> {sentence(text!)}
              </div>
            ))}
        </dd>
        <dt>{t('battleplan.firstTurn')}</dt>
        <dd>{t('battleplan.firstTurnIs', { faction: sideName(b.firstSide), role: b.firstTurn })}</dd>
        <dt>{t('battleplan.length')}</dt>
        <dd>{sentence(b.length)}</dd>
        <dt>{t('battleplan.victory')}</dt>
        <dd>{sentence(b.victory)}</dd>
      </dl>
      {b.conditions.map((line) => (
        <p key={line}>
          <strong>{line}</strong>
        </p>
      ))}
      <strong>{t('battleplan.setUp', { rule: 'SSCN-9' })}</strong>
      <ul>
        {b.setUp.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="muted">{t('battleplan.quickResult', { result: stop(b.quickResult) })}</p>
    </details>
  );
}
