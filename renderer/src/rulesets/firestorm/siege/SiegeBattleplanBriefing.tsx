import type { Side, SiegeBattleplanBriefing as Briefing } from '@shared/rulesets/firestorm';

/** Engine texts are clauses ("5 turns"); on screen each is a sentence. */
const stop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
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
  const { briefing: b, sideName, caption } = props;
  const forces: [string, string | undefined][] = [
    ['Both sides', b.forces.both],
    [`Besieger (${sideName('attacker')})`, b.forces.besieger],
    [`Besieged (${sideName('defender')})`, b.forces.besieged],
  ];
  return (
    <details className="fs-battleplan" data-testid="fs-battleplan" data-battleplan={b.id}>
      <summary>
        How to set up and play {b.name} <span className="muted">({b.id})</span>
      </summary>
      {caption && <p className="muted">{caption}</p>}
      <dl className="fs-battleplan-facts">
        <dt>Forces</dt>
        <dd>
          {forces
            .filter(([, text]) => text)
            .map(([who, text]) => (
              <div key={who}>
                <strong>{who}:</strong> {sentence(text!)}
              </div>
            ))}
        </dd>
        <dt>First turn</dt>
        <dd>
          {sideName(b.firstSide)}, {b.firstTurn}.
        </dd>
        <dt>Length</dt>
        <dd>{sentence(b.length)}</dd>
        <dt>Victory</dt>
        <dd>{sentence(b.victory)}</dd>
      </dl>
      {b.conditions.map((line) => (
        <p key={line}>
          <strong>{line}</strong>
        </p>
      ))}
      <strong>Set-up (SSCN-9)</strong>
      <ul>
        {b.setUp.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="muted">The app rolls the quick result: {stop(b.quickResult)}</p>
    </details>
  );
}
