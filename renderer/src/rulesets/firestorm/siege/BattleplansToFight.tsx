import {
  siegeBattleplansAt,
  type FsSettings,
  type Side,
  type Siege,
  type SiegeBattleplanCause,
} from '@shared/rulesets/firestorm';
import { useTranslation } from '../../../i18n';
import { SiegeBattleplanBriefing } from './SiegeBattleplanBriefing';

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
  const { t } = useTranslation(['fsSiege', 'fsEngine']);
  const { siege, settings, sideName, canSee } = props;
  const plans = siegeBattleplansAt(siege, settings).filter(
    ({ cause }) => cause.kind === 'opening' || canSee(cause.side),
  );
  if (plans.length === 0) return null;
  const caption = (cause: SiegeBattleplanCause) => {
    if (cause.kind === 'opening') return t('toFight.opening', { roll: cause.roll, rule: 'SIEGE-4' });
    const option = t(`fsEngine:siegeOptions.${cause.option}` as 'fsEngine:siegeOptions.sallyOut');
    const chose = cause.target
      ? t('toFight.choseAgainst', {
          option,
          target: t(`fsEngine:sallyTargets.${cause.target}` as 'fsEngine:sallyTargets.warMachines'),
        })
      : option;
    return t(`toFight.chose.${cause.side}`, { faction: sideName(cause.side), chose, rule: 'SIEGE-4' });
  };
  return (
    <div className="fs-battleplans" data-testid="fs-battleplans">
      {siege.state === 'opening' && (
        <p className="muted">
          {t('toFight.openingRoll', {
            low: t('fsEngine:battleplans.SSCN-1.name'),
            high: t('fsEngine:battleplans.SSCN-2.name'),
          })}
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
