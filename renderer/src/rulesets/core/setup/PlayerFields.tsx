import { hexName } from '@shared/hex';
import { RuleCite } from '../../../kit/RuleCite';
import { MAX_LOADOUT_LENGTH, type PlayerSetupOptions } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { setupPlacingChosen } from '../../../campaign/playSlice';
import { SAFE_PALETTE, type PlayerDraft } from './setupDraft';
import { useTranslation } from '../../../i18n';

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
  const { t } = useTranslation('coreScreens');
  return (
    <div className="setup-player">
      <label className="field">
        <span>{t('setup.player')}</span>
        <input value={p.name} onChange={(e) => onChange({ name: e.target.value })} />
      </label>
      <div className="field">
        <span>{t('setup.colourLabel')}</span>
        <select
          aria-label={t('setup.colourOf', { name: p.name })}
          value={p.color}
          style={{ borderColor: p.color }}
          onChange={(e) => onChange({ color: e.target.value })}
        >
          {SAFE_PALETTE.map((c) => (
            <option key={c.color} value={c.color}>
              {t(`setup.colour.${c.name}`)}
            </option>
          ))}
          {!SAFE_PALETTE.some((c) => c.color === p.color) && <option value={p.color}>{p.color}</option>}
        </select>
        <input
          type="color"
          aria-label={t('setup.ownColourOf', { name: p.name })}
          value={p.color.toLowerCase()}
          onChange={(e) => onChange({ color: e.target.value })}
        />
      </div>
      <label className="field">
        <span>
          {t('setup.lord')}
          <RuleCite ids="SETUP-5" />
        </span>
        <input value={p.lordName} onChange={(e) => onChange({ lordName: e.target.value })} />
      </label>
      <label className="field">
        <span>
          {t('setup.loadout')}
          <RuleCite ids="LORD-3" />
        </span>
        <input
          data-testid={`setup-loadout-${p.id}`}
          value={p.lordLoadout}
          maxLength={MAX_LOADOUT_LENGTH}
          placeholder={t('setup.loadoutPlaceholder')}
          title={t('setup.loadoutTooltip')}
          onChange={(e) => onChange({ lordLoadout: e.target.value })}
        />
      </label>
      <label className="field">
        <span>
          {t('setup.fortress')}
          <RuleCite ids="SETUP-3" />
        </span>
        <select
          value={p.fortress}
          onChange={(e) => onChange({ fortress: e.target.value as PlayerDraft['fortress'] })}
        >
          <option value="">{t('setup.letAppPlace')}</option>
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
          title={t('setup.clickHex')}
          aria-pressed={placing?.playerId === p.id}
          onClick={() =>
            dispatch(
              setupPlacingChosen({ playerId: p.id, what: 'fortress', legal: [...options.fortressHexes] }),
            )
          }
        >
          {t('setup.onMap')}
        </button>
        {onRemove && (
          <button
            type="button"
            className="link"
            aria-label={t('setup.remove', { name: p.name })}
            onClick={onRemove}
          >
            ×
          </button>
        )}
      </label>
      <div className="field">
        <span>
          {t('setup.armies')}
          <RuleCite ids="SETUP-4" />
        </span>
        <span data-testid={`armies-${p.id}`}>
          {p.armies.length === 0
            ? t('setup.placedByApp')
            : t('setup.armiesPlaced', {
                hexes: p.armies.map(hexName).join(', '),
                count: p.armies.length,
                of: armiesPerPlayer,
              })}
        </span>
        {p.fortress && (
          <button
            type="button"
            className="link"
            data-testid={`place-armies-${p.id}`}
            title={t('setup.clickHexes')}
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
            {placing?.playerId === p.id && placing.what === 'army' ? t('setup.done') : t('setup.onMap')}
          </button>
        )}
        {p.armies.length > 0 && (
          <button type="button" className="link" onClick={() => onChange({ armies: [] })}>
            {t('setup.auto')}
          </button>
        )}
      </div>
    </div>
  );
}
