import { hexName } from '@shared/hex';
import { decideForMe } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { issueCommand } from '../../campaign/issueCommand';
import { selectCampaign, selectReplayTurn } from '../../campaign/playSelectors';
import { selectRetreatChoices } from './coreSelectors';
import { Trans, useTranslation } from '../../i18n';

/** RETREAT-4: the owner picks one of the highlighted hexes (on the map, or here by keyboard); BOT-2 can pick. */
export function RetreatPanel() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const choices = useAppSelector(selectRetreatChoices);
  const replay = useAppSelector(selectReplayTurn);
  const awaiting = campaign?.turn.awaiting;
  const { t } = useTranslation('coreScreens');
  if (!campaign || !awaiting || replay !== null) return null;
  const army = campaign.armies.entities[awaiting.armyId]!;
  const auto = decideForMe(campaign);
  return (
    <section className="panel retreat-panel" data-testid="retreat-panel" data-army={army.id}>
      <h2>{t('retreat.title')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey={awaiting.retreatKind === 'draw' ? 'retreat.mustDraw' : 'retreat.must'}
          values={{ army: army.name }}
          components={[<strong key="army" />]}
        />
      </p>
      <div className="army-list">
        {choices.map((option) => (
          <button
            key={`${option.via ?? ''}>${option.to}`}
            type="button"
            data-testid={`retreat-${option.to}`}
            onClick={() => dispatch(issueCommand({ type: 'ChooseRetreat', armyId: army.id, hex: option.to }))}
          >
            {option.via
              ? t('retreat.via', { hex: hexName(option.to), via: hexName(option.via) })
              : hexName(option.to)}
          </button>
        ))}
      </div>
      {auto && (
        <button type="button" data-testid="retreat-auto" onClick={() => dispatch(issueCommand(auto))}>
          {t('retreat.decide')}
        </button>
      )}
    </section>
  );
}
