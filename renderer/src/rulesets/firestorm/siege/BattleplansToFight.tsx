import {
  siegeBattleplansAt,
  type FsSettings,
  type Side,
  type Siege,
  type SiegeBattleplanCause,
} from '@shared/rulesets/firestorm';
import { SALLY_TARGET_NAMES, SIEGE_OPTION_NAMES } from '../turn/fsWords';
import { SiegeBattleplanBriefing } from './SiegeBattleplanBriefing';

const ROLE: Record<Side, string> = { attacker: 'besieger', defender: 'besieged' };

/**
 * SIEGE-4 with SSCN-1..9: the battleplans the siege is about to fight, to play at the table instead of the quick
 * roll. While it opens, both opening battleplans with the roll that picks each; in a siege turn, each chosen option's
 * battleplan that `canSee` allows (AMD-12: the attacker's choice stays hidden from the defender's seat).
 */
export function BattleplansToFight(props: {
  readonly siege: Siege;
  readonly settings: FsSettings;
  readonly sideName: (side: Side) => string;
  readonly canSee: (side: Side) => boolean;
}) {
  const { siege, settings, sideName, canSee } = props;
  const plans = siegeBattleplansAt(siege, settings).filter(
    ({ cause }) => cause.kind === 'opening' || canSee(cause.side),
  );
  if (plans.length === 0) return null;
  const caption = (cause: SiegeBattleplanCause) => {
    if (cause.kind === 'opening') return `Fought when the besieger’s opening D6 is ${cause.roll} (SIEGE-4).`;
    const target = cause.target ? ` against ${SALLY_TARGET_NAMES[cause.target] ?? cause.target}` : '';
    return `${sideName(cause.side)} (${ROLE[cause.side]}) chose ${SIEGE_OPTION_NAMES[cause.option] ?? cause.option}${target}, to be fought ${cause.side === 'attacker' ? 'first' : 'second'} this siege turn (SIEGE-4).`;
  };
  return (
    <div className="fs-battleplans" data-testid="fs-battleplans">
      {siege.state === 'opening' && (
        <p className="muted">
          To fight the opening at the table, the besieger rolls a D6: 1–3 Send for Help!, 4–6 Forlorn Hope.
        </p>
      )}
      {plans.map(({ cause, briefing }) => (
        <div key={`${briefing.id}-${cause.kind === 'option' ? cause.side : cause.roll}`}>
          {/* A chosen option says so unfolded: the GM learns what will be fought before opening it. */}
          {cause.kind === 'option' && <p className="muted">{caption(cause)}</p>}
          <SiegeBattleplanBriefing
            briefing={briefing}
            sideName={sideName}
            {...(cause.kind === 'opening' ? { caption: caption(cause) } : {})}
          />
        </div>
      ))}
    </div>
  );
}
