import {
  PAPER_NAMES,
  PRINT_DPIS,
  type Orientation,
  type PaperName,
  type PrintDpi,
  type PrintSettings,
} from '@shared/print';
import { NumberInput } from '../../kit/NumberInput';
import type { OrientationChoice } from './exportPreferences';
import { t } from '@shared/i18n';

/** Paper, orientation (automatic from the map's shape unless the GM picks one), margins, resolution and scale. */
export function SheetFields({
  settings,
  onChange,
  orientation,
  automatic,
  onOrientation,
}: {
  settings: PrintSettings;
  onChange: (settings: PrintSettings) => void;
  orientation: OrientationChoice;
  /** What "Automatic" chooses for this map and these settings. */
  automatic: Orientation;
  onOrientation: (choice: OrientationChoice) => void;
}) {
  const set = (change: Partial<PrintSettings>) => onChange({ ...settings, ...change });
  const { sizing } = settings;
  const custom = settings.customSize ?? { widthMm: 600, heightMm: 900 };
  return (
    <>
      <fieldset>
        <legend>{t('menus:export.sheetsLegend')}</legend>
        <label className="field">
          <span>{t('menus:export.paper')}</span>
          <select
            data-testid="export-paper"
            value={settings.paper}
            onChange={(e) => set({ paper: e.target.value as PaperName, customSize: custom })}
          >
            {PAPER_NAMES.map((name) => (
              <option key={name} value={name}>
                {name === 'custom' ? t('menus:export.custom') : name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('menus:export.orientation')}</span>
          <select
            data-testid="export-orientation"
            value={orientation}
            onChange={(e) => onOrientation(e.target.value as OrientationChoice)}
          >
            <option value="auto">
              {t('menus:export.automatic', { orientation: t(`menus:export.orientationWord.${automatic}`) })}
            </option>
            <option value="portrait">{t('menus:export.portrait')}</option>
            <option value="landscape">{t('menus:export.landscape')}</option>
          </select>
        </label>
        {settings.paper === 'custom' && (
          <label className="field">
            <span>{t('menus:export.sizeMm')}</span>
            <NumberInput
              data-testid="export-custom-width"
              value={custom.widthMm}
              onValue={(n) => set({ customSize: { ...custom, widthMm: n } })}
            />
            ×
            <NumberInput
              data-testid="export-custom-height"
              value={custom.heightMm}
              onValue={(n) => set({ customSize: { ...custom, heightMm: n } })}
            />
          </label>
        )}
        <label className="field">
          <span>{t('menus:export.margins')}</span>
          <NumberInput
            data-testid="export-margin"
            value={settings.marginMm}
            onValue={(n) => set({ marginMm: n })}
          />
        </label>
        <label className="field">
          <span>{t('menus:export.resolution')}</span>
          <select
            data-testid="export-dpi"
            value={settings.dpi}
            onChange={(e) => set({ dpi: Number(e.target.value) as PrintDpi })}
          >
            {PRINT_DPIS.map((dpi) => (
              <option key={dpi} value={dpi}>
                {t('menus:export.dpi', { dpi })}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('menus:export.size')}</legend>
        <label className="field">
          <input
            type="radio"
            name="export-sizing"
            data-testid="export-fit-pages"
            checked={sizing.mode === 'fitPages'}
            onChange={() => set({ sizing: { mode: 'fitPages', columns: 1, rows: 1 } })}
          />
          <span>{t('menus:export.fitPages')}</span>
          {sizing.mode === 'fitPages' && (
            <>
              <NumberInput
                data-testid="export-columns"
                value={sizing.columns}
                onValue={(n) => set({ sizing: { ...sizing, columns: n } })}
              />
              ×
              <NumberInput
                data-testid="export-rows"
                value={sizing.rows}
                onValue={(n) => set({ sizing: { ...sizing, rows: n } })}
              />
            </>
          )}
        </label>
        <label className="field">
          <input
            type="radio"
            name="export-sizing"
            data-testid="export-hex-size"
            checked={sizing.mode === 'hexSize'}
            onChange={() => set({ sizing: { mode: 'hexSize', hexAcrossFlatsMm: 25 } })}
          />
          <span>{t('menus:export.hexSize')}</span>
          {sizing.mode === 'hexSize' && (
            <NumberInput
              data-testid="export-hex-mm"
              value={sizing.hexAcrossFlatsMm}
              onValue={(n) => set({ sizing: { mode: 'hexSize', hexAcrossFlatsMm: n } })}
            />
          )}
        </label>
        <label className="field">
          <span>{t('menus:export.overlap')}</span>
          <NumberInput
            data-testid="export-overlap"
            value={settings.overlapMm}
            onValue={(n) => set({ overlapMm: n })}
          />
        </label>
        <label className="check">
          <input
            type="checkbox"
            data-testid="export-crop-marks"
            checked={settings.cropMarks}
            onChange={() => set({ cropMarks: !settings.cropMarks })}
          />
          {t('menus:export.cropMarks')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            data-testid="export-legend"
            checked={settings.legend}
            onChange={() => set({ legend: !settings.legend })}
          />
          {t('menus:export.legend')}
        </label>
      </fieldset>
    </>
  );
}
