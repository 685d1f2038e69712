import type { ExportFormat } from './exportFiles';

/**
 * The file format, first in the export dialog: it decides what the GM gets (PDF pages, PNG sheets or one image),
 * so it stays in view even in an 800 × 600 window where the other fields scroll.
 */
export function FormatField({
  format,
  onFormat,
}: {
  format: ExportFormat;
  onFormat: (format: ExportFormat) => void;
}) {
  return (
    <label className="field export-format">
      <span>Format</span>
      <select
        data-testid="export-format"
        value={format}
        onChange={(e) => onFormat(e.target.value as ExportFormat)}
      >
        <option value="pdf">PDF (one page per sheet)</option>
        <option value="png-sheets">PNG (one per sheet)</option>
        <option value="png-single">PNG (whole map, one image)</option>
      </select>
    </label>
  );
}
