import { hexName, parseHexKey, type HexKey } from '@shared/hex';
import { useAppSelector } from '../../store/hooks';
import { selectInspectedHex, selectMap, selectPlayers } from '../../document/map/selectors';
import { AssaultValuesFields } from './AssaultValuesFields';
import { RenameField } from './RenameField';
import { selectCampaign } from '../../campaign/playSelectors';
import { HexNotesSection } from '../../document/notes/HexNotesFields';

/** Facts about the hovered hex, or the selected one when the pointer is off the map. */
export function InfoPanel() {
  const key = useAppSelector(selectInspectedHex);
  const selectedHex = useAppSelector((state) => state.view.selectedHex);
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
        <h2>Hex</h2>
        <p className="muted">Point at a hex to see it here.</p>
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
        Hex <span data-testid="info-offset">{hexName(key)}</span>
      </h2>
      <dl className="facts">
        <dt>Axial q, r</dt>
        <dd data-testid="info-axial">
          {q}, {r}
        </dd>
        <dt>Terrain</dt>
        <dd data-testid="info-terrain">{hex.terrain}</dd>
        <dt>River</dt>
        <dd data-testid="info-river">{hex.river ? (hex.bridge ? 'river, bridge' : 'river') : 'none'}</dd>
        <dt>Settlement</dt>
        <dd data-testid="info-settlement">
          {settlement ? `${settlement.type}${settlement.name ? ` “${settlement.name}”` : ''}` : 'none'}
        </dd>
        {settlement && (
          <>
            <dt>Controller</dt>
            <dd data-testid="info-controller">
              {controller ? (
                <>
                  <span className="swatch" style={{ background: controller.color }} /> {controller.name} (
                  {controller.sideName})
                </>
              ) : (
                'neutral'
              )}
            </dd>
          </>
        )}
        {hex.label && (
          <>
            <dt>Map label</dt>
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
