import { canAssault, type Battle, type Campaign } from '@shared/rulesets/core';
import { useAppDispatch } from '../../../store/hooks';
import { DiceResolution } from '../DiceResolution';
import { issueCommand } from '../../../campaign/issueCommand';
import { openFortressAssault } from './campaignAssault';
import { formatList } from '@shared/i18n';
import { useTranslation } from '../../../i18n';

/**
 * LOC-7 in the battle panel, for a fortress battle set to assault: with a roster on both armies (DATA-9) the GM
 * resolves it step by step in the Assault tab or lets auto-play (BOT-20..24) fight it at once; without, the dice.
 */
export function AssaultResolution({ campaign, battle }: { campaign: Campaign; battle: Battle }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('coreScreens');
  if (!canAssault({ state: campaign }, battle)) {
    const missing = [battle.attacker.armyId, battle.defender.armyId]
      .map((id) => campaign.armies.entities[id]!)
      .filter((a) => !a.roster)
      .map((a) => a.name);
    return (
      <>
        <p className="muted" data-testid="assault-fallback">
          {t('assault.noRoster', { armies: formatList(missing), count: missing.length })}
        </p>
        <DiceResolution battleId={battle.id} />
      </>
    );
  }
  return (
    <div className="field choice-buttons">
      <button
        type="button"
        className="primary"
        data-testid="resolve-by-assault"
        onClick={() => dispatch(openFortressAssault(battle.id))}
      >
        {t('assault.resolve')}
      </button>
      <button
        type="button"
        data-testid="auto-resolve"
        title={t('assault.autoTooltip')}
        onClick={() => dispatch(issueCommand({ type: 'AutoResolve', battleId: battle.id }))}
      >
        {t('assault.auto')}
      </button>
    </div>
  );
}
