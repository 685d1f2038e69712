import type { ExportFormat } from './exportFiles';
import { MAP_EXPORT_FORMATS } from '../../print/vector/mapExportFormat';
import { useTranslation } from '../../i18n';
import { t as translate } from '@shared/i18n';

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
      <span>{translate('menus:export.format')}</span>
      <select
        data-testid="export-format"
        value={format}
        onChange={(e) => onFormat(e.target.value as ExportFormat)}
      >
        <option value="pdf">{translate('menus:export.pdf')}</option>
        <option value="png-sheets">{translate('menus:export.pngSheets')}</option>
        <option value="png-single">{translate('menus:export.pngSingle')}</option>
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
