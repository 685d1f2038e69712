import { SETTLEMENT_TYPES, TERRAINS, type SettlementType, type Terrain } from '@shared/map';
import { BRUSH_RADII, type BrushRadius } from '@shared/mapedit';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectSides } from '../document/map/selectors';
import {
  brushRadiusChosen,
  controllerChosen,
  fortressOwnerChosen,
  settlementTypeChosen,
  terrainChosen,
} from '../document/map/editorSlice';
import { useTranslation } from '../i18n';

const NEUTRAL = '';

/** The settings of the current tool, shown next to the tool buttons. */
export function ToolOptions() {
  const dispatch = useAppDispatch();
  const editor = useAppSelector((state) => state.editor);
  const sides = useAppSelector(selectSides);
  const { tool } = editor;
  const { t } = useTranslation('map');

  // Players grouped by side, so the options stay short enough for the one-row toolbar.
  const playerOptions = sides.map((side) => (
    <optgroup key={side.id} label={side.name}>
      {side.players.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </optgroup>
  ));

  return (
    <div className="tool-options" data-testid="tool-options">
      {(tool === 'brush' || tool === 'fill') && (
        <label>
          {t('toolOptions.terrain')}
          <select
            data-testid="terrain-select"
            value={editor.terrain}
            onChange={(e) => dispatch(terrainChosen(e.target.value as Terrain))}
          >
            {TERRAINS.map((terrain) => (
              <option key={terrain} value={terrain}>
                {t(`terrain.${terrain}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {tool === 'brush' && (
        <label>
          {t('toolOptions.size')}
          <select
            data-testid="brush-size"
            value={editor.brushRadius}
            onChange={(e) => dispatch(brushRadiusChosen(Number(e.target.value) as BrushRadius))}
          >
            {BRUSH_RADII.map((radius) => (
              <option key={radius} value={radius}>
                {radius + 1}
              </option>
            ))}
          </select>
        </label>
      )}
      {tool === 'settlement' && (
        <label>
          {t('toolOptions.type')}
          <select
            data-testid="settlement-type"
            value={editor.settlementType}
            onChange={(e) => dispatch(settlementTypeChosen(e.target.value as SettlementType))}
          >
            {SETTLEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`settlement.${type}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {tool === 'settlement' && editor.settlementType === 'fortress' && (
        <label>
          {t('toolOptions.owner')}
          <select
            data-testid="fortress-owner"
            value={editor.fortressOwner ?? NEUTRAL}
            onChange={(e) => dispatch(fortressOwnerChosen(e.target.value || null))}
          >
            <option value={NEUTRAL}>{t('toolOptions.choose')}</option>
            {playerOptions}
          </select>
        </label>
      )}
      {tool === 'controller' && (
        <label>
          {t('toolOptions.controller')}
          <select
            data-testid="controller-select"
            value={editor.controller ?? NEUTRAL}
            onChange={(e) => dispatch(controllerChosen(e.target.value || null))}
          >
            <option value={NEUTRAL}>{t('toolOptions.neutral')}</option>
            {playerOptions}
          </select>
        </label>
      )}
    </div>
  );
}
