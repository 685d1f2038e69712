import { hexName } from '@shared/hex';
import { armiesAt, type Campaign } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { defendSettlement, defenseLaunchFor } from './coreDefense';
import { selectInspectedHex } from '../../document/map/selectors';
import { selectReplayTurn } from '../../campaign/playSelectors';
import { selectShownCampaign } from './coreSelectors';
import { HexNotesSection } from '../../document/notes/HexNotesFields';
import { useTranslation } from '../../i18n';

/**
 * The hovered (or selected) hex as the campaign sees it: terrain, settlement and controller, armies there. Before
 * Start, as the setup form would start it (the fortresses with their names, the armies where they will stand).
 */
export function CampaignHexInfo() {
  const shown = useAppSelector(selectShownCampaign);
  const preview = useAppSelector((state) => state.setupPreview.preview);
  const campaign = shown ?? (preview && 'status' in preview ? (preview as Campaign) : null);
  const key = useAppSelector(selectInspectedHex);
  const replaying = useAppSelector(selectReplayTurn) !== null;
  const selectedHex = useAppSelector((state) => state.view.selectedHex);
  const dispatch = useAppDispatch();
  const { t } = useTranslation(['coreScreens', 'log', 'map']);
  if (!campaign || !key) return null;
  const hex = campaign.map.hexes[key];
  if (!hex) return null;
  const settlement = hex.settlement;
  const controller = settlement?.controller
    ? campaign.players.find((p) => p.id === settlement.controller)
    : undefined;
  const armies = armiesAt(campaign, key);
  // ANV-1: a settlement a side controls can be defended in the settlement defense game (the live campaign only;
  // the clicked hex, so the button does not vanish while the pointer goes to it).
  const live = !replaying && campaign.status === 'running' && key === selectedHex;
  const launch = live ? defenseLaunchFor(campaign, key) : null;
  return (
    <section className="panel" data-testid="campaign-hex-info" data-hex={key}>
      <h2>{t('hexInfo.title', { hex: hexName(key) })}</h2>
      <dl className="facts">
        <dt>{t('hexInfo.terrain')}</dt>
        <dd>
          {t(
            hex.river
              ? hex.bridge
                ? 'hexInfo.terrainBridge'
                : 'hexInfo.terrainRiver'
              : 'hexInfo.terrainOnly',
            {
              terrain: t(`map:terrain.${hex.terrain}`),
            },
          )}
        </dd>
        {settlement && (
          <>
            <dt>{t(`map:settlement.${settlement.type}`)}</dt>
            <dd>
              {settlement.name ?? ''} ·{' '}
              {controller ? (
                <>
                  <span className="swatch" style={{ background: controller.color }} /> {controller.name}
                </>
              ) : (
                t('map:info.neutral')
              )}
            </dd>
          </>
        )}
        {armies.map((army) => (
          <span key={army.id} style={{ display: 'contents' }}>
            <dt>{t('hexInfo.army')}</dt>
            <dd>
              {t('hexInfo.armyLine', {
                army: army.name,
                status: t(`log:status.${army.status}`),
                count: army.points,
              })}
            </dd>
          </span>
        ))}
      </dl>
      <HexNotesSection hex={key} />
      {launch && (
        <button
          type="button"
          data-testid="defend-settlement"
          title={t('hexInfo.defendTooltip')}
          onClick={() => dispatch(defendSettlement(key))}
        >
          {t(`hexInfo.defend.${settlement!.type}`)}
        </button>
      )}
    </section>
  );
}
