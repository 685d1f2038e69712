import { hexName, parseHexKey, type HexKey } from '@shared/hex';
import { useAppSelector } from '../../store/hooks';
import { selectInspectedHex, selectMap, selectPlayers } from '../../document/map/selectors';
import { AssaultValuesFields } from './AssaultValuesFields';
import { RenameField } from './RenameField';
import { selectCampaign } from '../../campaign/playSelectors';
import { HexNotesSection } from '../../document/notes/HexNotesFields';
import { useTranslation } from '../../i18n';

/** Facts about the hovered hex, or the selected one when the pointer is off the map. */
export function InfoPanel() {
  const key = useAppSelector(selectInspectedHex);
  const selectedHex = useAppSelector((state) => state.view.selectedHex);
  const { t } = useTranslation('map');
  // While a campaign exists, its own map (fortresses where setup put them, captured settlements) is the truth.
  const campaign = useAppSelector(selectCampaign);
  const campaignMap = campaign?.map;
  const editorMap = useAppSelector(selectMap);
  const map = campaignMap ?? editorMap;
  const editorPlayers = useAppSelector(selectPlayers);
  const players = campaign
    ? campaign.players.map((p) => ({
        ...p,
        sideName: campaign.sides.find((side) => side.id === p.sideId)?.name ?? '',
      }))
    : editorPlayers;
  const hex = key ? map.hexes[key] : undefined;

  if (!key || !hex) {
    return (
      <section className="panel" data-testid="info-panel">
        <h2>{t('info.hex')}</h2>
        <p className="muted">{t('info.pointAt')}</p>
      </section>
    );
  }
  const { q, r } = parseHexKey(key);
  const settlement = hex.settlement;
  const controller = settlement?.controller ? players.find((p) => p.id === settlement.controller) : undefined;
  const canRename = settlement !== undefined && key === selectedHex;

  return (
    <section className="panel" data-testid="info-panel" data-hex={key} data-terrain={hex.terrain}>
      <h2>
        {t('info.hex')} <span data-testid="info-offset">{hexName(key)}</span>
      </h2>
      <dl className="facts">
        <dt>{t('info.axial')}</dt>
        <dd data-testid="info-axial">
          {q}, {r}
        </dd>
        <dt>{t('info.terrain')}</dt>
        <dd data-testid="info-terrain">{t(`terrain.${hex.terrain}`)}</dd>
        <dt>{t('info.river')}</dt>
        <dd data-testid="info-river">
          {hex.river ? (hex.bridge ? t('info.riverBridge') : t('info.riverYes')) : t('info.none')}
        </dd>
        <dt>{t('info.settlement')}</dt>
        <dd data-testid="info-settlement">
          {settlement
            ? settlement.name
              ? t('info.namedSettlement', { type: t(`settlement.${settlement.type}`), name: settlement.name })
              : t(`settlement.${settlement.type}`)
            : t('info.none')}
        </dd>
        {settlement && (
          <>
            <dt>{t('info.controller')}</dt>
            <dd data-testid="info-controller">
              {controller ? (
                <>
                  <span className="swatch" style={{ background: controller.color }} />{' '}
                  {t('info.controllerOf', { player: controller.name, side: controller.sideName })}
                </>
              ) : (
                t('info.neutral')
              )}
            </dd>
          </>
        )}
        {hex.label && (
          <>
            <dt>{t('info.mapLabel')}</dt>
            <dd>{hex.label}</dd>
          </>
        )}
      </dl>
      <HexNotesSection hex={key as HexKey} />
      {canRename && settlement.type === 'fortress' && (
        <AssaultValuesFields
          key={`${key}:${settlement.assault?.unitCapacity}:${settlement.assault?.breaches}`}
          hex={key as HexKey}
          values={settlement.assault}
        />
      )}
      {canRename && (
        <RenameField
          key={`${key}:${settlement.name ?? ''}`}
          hex={key as HexKey}
          name={settlement.name ?? ''}
        />
      )}
    </section>
  );
}
