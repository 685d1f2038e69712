import { hexName } from '@shared/hex';
import {
  bannersAt,
  garrisonPoints,
  openBattleAt,
  siegeOf,
  territoryAt,
  visibleCharacters,
  visibleOrder,
  type FsCommand,
} from '@shared/rulesets/firestorm';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { defendTerritory, fsDefenseLaunchFor } from './fsDefense';
import { BannerCharacters } from './BannerCharacters';
import { bannerName, territoryName } from './fsBoard';
import { issueCommand } from '../../campaign/issueCommand';
import { ITEM_NAMES, ORDER_NAMES, RELIC_NAMES } from './fsNames';
import { selectFirestorm, selectFsViewer } from './fsSelectors';
import { formatList } from '@shared/i18n';
import { useTranslation } from '../../i18n';

/**
 * The selected hex: its owner, items and garrison (FS-GARR-1), special status, banners (points, fatigue and the
 * order the viewer may see, FS-ORDER-2) and any battle or siege on it.
 */
export function FsHexInfo() {
  const { t } = useTranslation('firestorm');
  const fs = useAppSelector(selectFirestorm);
  const viewer = useAppSelector(selectFsViewer);
  const hex = useAppSelector((state) => state.view.selectedHex);
  const dispatch = useAppDispatch();
  if (!fs || !hex) return null;
  const issue = (command: FsCommand) => dispatch(issueCommand(command));
  const territory = territoryAt(fs, hex);
  const owner = fs.factions.find((f) => f.id === territory?.owner);
  const battle = openBattleAt(fs, hex);
  const siege = battle ? siegeOf(fs, battle.id) : undefined;
  return (
    <section className="panel" data-testid="fs-hex-info">
      <h2>{territoryName(fs, hex)}</h2>
      {!territory ? (
        <p className="muted">{t('hexInfo.impassable', { rule: 'FS-MAP-1' })}</p>
      ) : (
        <ul className="plain">
          <li>
            {t('hexInfo.owner')} {owner ? <strong>{owner.name}</strong> : t('hexInfo.unclaimed')}
            {territory.special && t('hexInfo.special', { count: territory.special.glory })}
            {territory.special?.relic && t('hexInfo.relic', { relic: RELIC_NAMES[territory.special.relic] })}
          </li>
          <li>
            {t('hexInfo.items')}{' '}
            {territory.items.length === 0
              ? t('hexInfo.none')
              : formatList(territory.items.map((i) => ITEM_NAMES[i.type].name))}
            {garrisonPoints(territory) > 0 && t('hexInfo.garrison', { count: garrisonPoints(territory) })}
          </li>
          {bannersAt(fs, hex).map((b) => {
            const order = visibleOrder(fs, viewer, b);
            return (
              <li key={b.id} data-testid="fs-hex-banner">
                {t(b.fatigued ? 'hexInfo.bannerFatigued' : 'hexInfo.banner', {
                  banner: bannerName(fs, b.id),
                  count: b.points,
                })}
                {order
                  ? order.path
                    ? t('hexInfo.orderTo', {
                        order: ORDER_NAMES[order.type],
                        hex: hexName(order.path.at(-1)!),
                      })
                    : t('hexInfo.order', { order: ORDER_NAMES[order.type] })
                  : ''}
                {/* Keyed by what the viewer sees: the edit box starts from the list anew when it changes. */}
                <BannerCharacters
                  key={visibleCharacters(fs, viewer, b).join()}
                  state={fs}
                  banner={b}
                  viewer={viewer}
                  issue={issue}
                />
              </li>
            );
          })}
          {battle && (
            <li>
              {t(siege && siege.state !== 'ended' ? 'hexInfo.siegePending' : 'hexInfo.battlePending', {
                level: siege?.level,
                attacker: fs.factions.find((f) => f.id === battle.attacker.factionId)?.name,
                defender: fs.factions.find((f) => f.id === battle.defender.factionId)?.name,
              })}
            </li>
          )}
        </ul>
      )}
      {fsDefenseLaunchFor(fs, hex) && (
        <button
          type="button"
          data-testid="fs-defend-territory"
          title={t('hexInfo.defendTooltip', { rule: 'ANV-1' })}
          onClick={() => dispatch(defendTerritory(hex))}
        >
          {t('hexInfo.defend')}
        </button>
      )}
    </section>
  );
}
