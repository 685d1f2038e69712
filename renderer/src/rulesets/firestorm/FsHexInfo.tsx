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

/**
 * The selected hex: its owner, items and garrison (FS-GARR-1), special status, banners (points, fatigue and the
 * order the viewer may see, FS-ORDER-2) and any battle or siege on it.
 */
export function FsHexInfo() {
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
        <p className="muted">Impassable: not a territory (FS-MAP-1).</p>
      ) : (
        <ul className="plain">
          <li>
            Owner: {owner ? <strong>{owner.name}</strong> : 'unclaimed'}
            {territory.special && ` · special, worth ${territory.special.glory} glory`}
            {territory.special?.relic && ` · relic ${RELIC_NAMES[territory.special.relic]}`}
          </li>
          <li>
            Items:{' '}
            {territory.items.length === 0
              ? 'none'
              : territory.items.map((i) => ITEM_NAMES[i.type].name).join(', ')}
            {garrisonPoints(territory) > 0 && ` · garrison ${garrisonPoints(territory)} points`}
          </li>
          {bannersAt(fs, hex).map((b) => {
            const order = visibleOrder(fs, viewer, b);
            return (
              <li key={b.id} data-testid="fs-hex-banner">
                Banner {bannerName(fs, b.id)}: {b.points} points{b.fatigued ? ', fatigued' : ''}
                {order
                  ? ` · order: ${ORDER_NAMES[order.type]}${order.path ? ` to hex ${hexName(order.path.at(-1)!)}` : ''}`
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
              {siege && siege.state !== 'ended' ? `Siege (level ${siege.level})` : 'Battle'} pending:{' '}
              {fs.factions.find((f) => f.id === battle.attacker.factionId)?.name} attacks{' '}
              {fs.factions.find((f) => f.id === battle.defender.factionId)?.name}
            </li>
          )}
        </ul>
      )}
      {fsDefenseLaunchFor(fs, hex) && (
        <button
          type="button"
          data-testid="fs-defend-territory"
          title="Play the settlement defense game for this walled territory (RULES.md §9, ANV-1)"
          onClick={() => dispatch(defendTerritory(hex))}
        >
          Defend this territory…
        </button>
      )}
    </section>
  );
}
