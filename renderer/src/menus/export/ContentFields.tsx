import type { CoordinateStyle } from '@shared/print';
import type { PrintChoices } from '../../print/printContent';

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
      <legend>Content</legend>
      <label className="field">
        <span>Title</span>
        <input
          type="text"
          data-testid="export-title"
          placeholder="The campaign's name"
          value={choices.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </label>
      <label className="field">
        <span>Coordinates</span>
        <select
          data-testid="export-coordinates"
          value={choices.coordinates ?? 'none'}
          onChange={(e) =>
            set({ coordinates: e.target.value === 'none' ? null : (e.target.value as CoordinateStyle) })
          }
        >
          <option value="none">None</option>
          <option value="classic">Classic (CCRR)</option>
          <option value="axial">q,r</option>
        </select>
      </label>
      {toggle('showArmies', firestorm ? 'Banners and orders' : 'Armies', 'export-armies')}
      {!firestorm && toggle('showLords', 'Lord markers', 'export-lords')}
      {toggle('showTurn', 'Turn number', 'export-turn')}
      {toggle(
        'showNotes',
        'Hex labels and notes',
        'export-notes',
        hasNotes,
        hasNotes
          ? 'Your labels on the map, numbered note marks, and the notes listed on a page after the map. Handouts never show them.'
          : 'This map has no hex labels or notes.',
      )}
    </fieldset>
  );
}
