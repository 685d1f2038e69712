import type { CoordinateStyle } from '@shared/print';
import type { PrintChoices } from '../../print/printContent';
import { t } from '@shared/i18n';

/** What is drawn on the sheets (the file format is FormatField, at the top of the dialog). */
export function ContentFields({
  choices,
  hasCampaign,
  hasNotes = false,
  firestorm = false,
  onChange,
}: {
  choices: PrintChoices;
  hasCampaign: boolean;
  /** The document has hex labels or notes (HEX-7): only then is there anything to print. */
  hasNotes?: boolean;
  /** A Firestorm campaign prints banners (issue 12) and has no Lords. */
  firestorm?: boolean;
  onChange: (choices: PrintChoices) => void;
}) {
  const set = (change: Partial<PrintChoices>) => onChange({ ...choices, ...change });
  const toggle = (
    key: 'showArmies' | 'showLords' | 'showTurn' | 'showNotes',
    label: string,
    testId: string,
    enabled = hasCampaign,
    title?: string,
  ) => (
    <label className="check" title={title}>
      <input
        type="checkbox"
        data-testid={testId}
        checked={choices[key]}
        disabled={!enabled}
        onChange={() => set({ [key]: !choices[key] })}
      />
      {label}
    </label>
  );
  return (
    <fieldset>
      <legend>{t('menus:export.content')}</legend>
      <label className="field">
        <span>{t('menus:export.titleField')}</span>
        <input
          type="text"
          data-testid="export-title"
          placeholder={t('menus:export.titlePlaceholder')}
          value={choices.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('menus:export.coordinates')}</span>
        <select
          data-testid="export-coordinates"
          value={choices.coordinates ?? 'none'}
          onChange={(e) =>
            set({ coordinates: e.target.value === 'none' ? null : (e.target.value as CoordinateStyle) })
          }
        >
          <option value="none">{t('menus:export.none')}</option>
          <option value="classic">{t('menus:export.classic')}</option>
          <option value="axial">q,r</option>
        </select>
      </label>
      {toggle(
        'showArmies',
        firestorm ? t('menus:export.bannersOrders') : t('menus:export.armies'),
        'export-armies',
      )}
      {!firestorm && toggle('showLords', t('menus:export.lords'), 'export-lords')}
      {toggle('showTurn', t('menus:export.turn'), 'export-turn')}
      {toggle(
        'showNotes',
        t('menus:export.notes'),
        'export-notes',
        hasNotes,
        hasNotes ? t('menus:export.notesTooltip') : t('menus:export.noNotes'),
      )}
    </fieldset>
  );
}
