import {
  deedLabel,
  deedText,
  scenarioGlory,
  type Battle,
  type Campaign,
  type GeneratedScenario,
} from '@shared/rulesets/core';
import { useAppDispatch } from '../../store/hooks';
import { BATTLE_SIDE_LIST, battleSideName } from './battleSides';
import { issueCommand } from '../../campaign/issueCommand';
import { useTranslation } from '../../i18n';

/**
 * SCEN-6: the five glorious deeds, open to both players; the first to complete one earns 1 scenario Glory Point
 * and closes it. The GM presses who did it as it happens at the table.
 */
export function DeedsStep({
  campaign,
  battle,
  scenario,
}: {
  campaign: Campaign;
  battle: Battle;
  scenario: GeneratedScenario;
}) {
  const dispatch = useAppDispatch();
  const glory = scenarioGlory(battle);
  const { t } = useTranslation(['coreScreens', 'log']);
  return (
    <div data-testid="walk-deeds">
      <ul className="deeds">
        {scenario.deeds.map((deed) => {
          const by = battle.deedsCompleted?.[deed.name];
          return (
            <li key={deed.name} data-testid={`deed-${deed.name}`}>
              <strong>{deedLabel(deed)}</strong> <span className="muted">{deedText(deed)}</span>{' '}
              {by ? (
                <span data-testid="deed-done">✓ {battleSideName(campaign, battle, by)}</span>
              ) : (
                <span className="deed-buttons">
                  <span className="muted">{t('deeds.firstBy')}</span>
                  {BATTLE_SIDE_LIST.map((side) => (
                    <button
                      key={side}
                      type="button"
                      data-testid={`deed-${side}`}
                      onClick={() =>
                        dispatch(
                          issueCommand({
                            type: 'RecordGloriousDeed',
                            battleId: battle.id,
                            deed: deed.name,
                            side,
                          }),
                        )
                      }
                    >
                      {campaign.armies.entities[battle[side].armyId]?.name ?? t(`log:winner.${side}`)}
                    </button>
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p data-testid="deeds-glory">
        {t('deeds.glory', {
          attacker: battleSideName(campaign, battle, 'attacker'),
          attackerGlory: glory.attacker,
          defender: battleSideName(campaign, battle, 'defender'),
          defenderGlory: glory.defender,
        })}
      </p>
    </div>
  );
}
