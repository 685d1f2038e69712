import type { ExportFormat } from './exportFiles';
import { t } from '@shared/i18n';

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
      <span>{t('menus:export.format')}</span>
      <select
        data-testid="export-format"
        value={format}
        onChange={(e) => onFormat(e.target.value as ExportFormat)}
      >
        <option value="pdf">{t('menus:export.pdf')}</option>
        <option value="png-sheets">{t('menus:export.pngSheets')}</option>
        <option value="png-single">{t('menus:export.pngSingle')}</option>
      </select>
    </label>
  );
}
