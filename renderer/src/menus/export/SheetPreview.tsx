import { useEffect, useState } from 'react';
import type { HexmarchDocument } from '@shared/document';
import { paperSize, type PrintDpi, type PrintSettings } from '@shared/print';
import { useDebounced } from '../../kit/useDebounced';
import { browserPrintEnvironment } from '../../print/browserPrintEnvironment';
import { preparePrint } from '../../print/exportPrint';
import type { PrintChoices } from '../../print/printContent';
import { renderSheet } from '../../print/renderSheet';
import { t } from '@shared/i18n';

/** The preview's longer side in screen pixels. */
const PREVIEW_PX = 420;

interface Shown {
  readonly url: string;
  readonly label: string;
  readonly landscape: boolean;
}

/**
 * The first sheet drawn exactly as it will print (issue 15: a preview of the actual sheet), at a resolution just
 * big enough for the dialog: the same drawing code as the export, only a lower DPI. Redrawn when the settings
 * stop changing.
 */
export function SheetPreview(props: {
  document: HexmarchDocument;
  settings: PrintSettings;
  choices: PrintChoices;
}) {
  // Each value debounced on its own: the parent keeps their identities stable (state and memos).
  const document = useDebounced(props.document, 250);
  const settings = useDebounced(props.settings, 250);
  const choices = useDebounced(props.choices, 250);
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    try {
      const art = preparePrint(browserPrintEnvironment, document, previewSettings(settings), choices);
      if (!art.ok) return;
      const page = art.value.plan.pages[0]!;
      const { width, height } = art.value.plan.pixels;
      const surface = renderSheet(browserPrintEnvironment, art.value, page);
      void surface.encodePng().then(
        (bytes) => {
          if (cancelled) return;
          url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'image/png' }));
          setShown({ url, label: page.label, landscape: width >= height });
        },
        () => setShown(null),
      );
    } catch {
      // A browser without canvas drawing: the dialog still works, with the page grid and the figures.
    }
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [document, settings, choices]);
  if (!shown) return <p className="muted preview-placeholder">{t('menus:export.drawingSheetPreview')}</p>;
  return (
    <figure className="sheet-preview">
      <img
        src={shown.url}
        data-testid="export-print-preview"
        data-orientation={shown.landscape ? 'landscape' : 'portrait'}
        alt={t('menus:export.sheetAlt', { label: shown.label })}
      />
      <figcaption className="muted">
        {t('menus:export.sheetCaption', {
          label: shown.label,
          orientation: t(`menus:export.orientationWord.${shown.landscape ? 'landscape' : 'portrait'}`),
        })}
      </figcaption>
    </figure>
  );
}

/** The same sheet at a DPI that makes its longer side PREVIEW_PX (drawing is in millimetres, so only detail changes). */
function previewSettings(settings: PrintSettings): PrintSettings {
  // A4's 297 mm: about 36 dpi. The plan scales every mm length by the DPI, so any positive DPI draws the same sheet.
  let longestMm = 297;
  try {
    const paper = paperSize(settings.paper, settings.orientation, settings.customSize);
    longestMm = Math.max(paper.widthMm, paper.heightMm);
  } catch {
    // An unusable custom paper: the dialog reports it; the preview keeps A4's scale.
  }
  return { ...settings, dpi: Math.max(12, Math.round((PREVIEW_PX * 25.4) / longestMm)) as PrintDpi };
}
