import type { ExportFormat } from './exportFiles';
import { MAP_EXPORT_FORMATS } from '../../print/vector/mapExportFormat';
import { useTranslation } from '../../i18n';

/**
 * The file format, first in the export dialog: it decides what the GM gets (PDF pages, PNG sheets, one image, or a map for another tool),
 * so it stays in view even in an 800 × 600 window where the other fields scroll.
 */
export function FormatField({
  format,
  onFormat,
}: {
  format: ExportFormat;
  onFormat: (format: ExportFormat) => void;
}) {
  const { t } = useTranslation('mapExport');
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
        <optgroup label={t('formats.group')}>
          {MAP_EXPORT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {t(`formats.${f}`)}
            </option>
          ))}
        </optgroup>
      </select>
    </label>
  );
}
