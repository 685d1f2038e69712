import { hexName } from '@shared/hex';
import { MAX_LOADOUT_LENGTH, type PlayerSetupOptions } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { setupPlacingChosen } from '../../../campaign/playSlice';
import { SAFE_PALETTE, type PlayerDraft } from './setupDraft';

interface PlayerFieldsProps {
  readonly player: PlayerDraft;
  /** SETUP-3/4: the hexes this player's fortress and armies may take (the shared setupOptions query). */
  readonly options: PlayerSetupOptions;
  readonly armiesPerPlayer: number;
  onChange(change: Partial<PlayerDraft>): void;
  /** Absent for a side's last player (SETUP-2: at least one each). */
  readonly onRemove?: () => void;
}

/**
 * One player of the setup form: name, colour (SETUP-2), Lord (SETUP-5), fortress (SETUP-3) and armies (SETUP-4),
 * the last two chosen from a list or by clicking highlighted hexes on the map.
 */
export function PlayerFields({ player: p, options, armiesPerPlayer, onChange, onRemove }: PlayerFieldsProps) {
  const dispatch = useAppDispatch();
  const placing = useAppSelector((state) => state.play.setupPlacing);
  return (
    <div className="setup-player">
      <label className="field">
        <span>Player</span>
        <input value={p.name} onChange={(e) => onChange({ name: e.target.value })} />
      </label>
      <div className="field">
        <span>Colour</span>
        <select
          aria-label={`${p.name}'s colour`}
          value={p.color}
          style={{ borderColor: p.color }}
          onChange={(e) => onChange({ color: e.target.value })}
        >
          {SAFE_PALETTE.map((c) => (
            <option key={c.color} value={c.color}>
              {c.name}
            </option>
          ))}
          {!SAFE_PALETTE.some((c) => c.color === p.color) && <option value={p.color}>{p.color}</option>}
        </select>
        <input
          type="color"
          aria-label={`${p.name}'s own colour`}
          value={p.color.toLowerCase()}
          onChange={(e) => onChange({ color: e.target.value })}
        />
      </div>
      <label className="field">
        <span>Lord (SETUP-5)</span>
        <input value={p.lordName} onChange={(e) => onChange({ lordName: e.target.value })} />
      </label>
      <label className="field">
        <span>Lord's loadout (LORD-3)</span>
        <input
          data-testid={`setup-loadout-${p.id}`}
          value={p.lordLoadout}
          maxLength={MAX_LOADOUT_LENGTH}
          placeholder="Mount, wargear, magic items"
          title="Fixed for the whole campaign once the Lord's army fights its first battle (LORD-3)"
          onChange={(e) => onChange({ lordLoadout: e.target.value })}
        />
      </label>
      <label className="field">
        <span>Fortress (SETUP-3)</span>
        <select
          value={p.fortress}
          onChange={(e) => onChange({ fortress: e.target.value as PlayerDraft['fortress'] })}
        >
          <option value="">Let the app place it</option>
          {options.fortressHexes.map((h) => (
            <option key={h} value={h}>
              {hexName(h)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="link"
          data-testid={`place-fortress-${p.id}`}
          title="Click a highlighted hex on the map"
          aria-pressed={placing?.playerId === p.id}
          onClick={() =>
            dispatch(
              setupPlacingChosen({ playerId: p.id, what: 'fortress', legal: [...options.fortressHexes] }),
            )
          }
        >
          on map
        </button>
        {onRemove && (
          <button type="button" className="link" aria-label={`Remove ${p.name}`} onClick={onRemove}>
            ×
          </button>
        )}
      </label>
      <div className="field">
        <span>Armies (SETUP-4)</span>
        <span data-testid={`armies-${p.id}`}>
          {p.armies.length === 0
            ? 'placed by the app (BOT-1)'
            : `${p.armies.map(hexName).join(', ')} (${p.armies.length} of ${armiesPerPlayer})`}
        </span>
        {p.fortress && (
          <button
            type="button"
            className="link"
            data-testid={`place-armies-${p.id}`}
            title="Click highlighted hexes on the map, one per army"
            aria-pressed={placing?.playerId === p.id && placing.what === 'army'}
            onClick={() =>
              dispatch(
                placing?.playerId === p.id && placing.what === 'army'
                  ? setupPlacingChosen(null)
                  : setupPlacingChosen({
                      playerId: p.id,
                      what: 'army',
                      legal: [...options.armyHexes],
                    }),
              )
            }
          >
            {placing?.playerId === p.id && placing.what === 'army' ? 'done' : 'on map'}
          </button>
        )}
        {p.armies.length > 0 && (
          <button type="button" className="link" onClick={() => onChange({ armies: [] })}>
            auto
          </button>
        )}
      </div>
    </div>
  );
}
