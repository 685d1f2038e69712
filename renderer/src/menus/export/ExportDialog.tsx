import { Dialog } from '../../kit/Dialog';
import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectHexmarchDocument } from '../../document/document';
import type { PrintSettings } from '@shared/print';
import { browserPrintEnvironment } from '../../print/browserPrintEnvironment';
import { planFor, posterPixels } from '../../print/exportPrint';
import {
  DEFAULT_PRINT_CHOICES,
  handoutAudiences,
  hasHexNotes,
  type PrintChoices,
} from '../../print/printContent';
import { ContentFields } from './ContentFields';
import { FormatField } from './FormatField';
import { deliverFiles } from '../../kit/deliverFiles';
import { exportFiles, fileStem, isMapExport, type ExportFile, type ExportFormat } from './exportFiles';
import { mapExportSummary } from './mapExportSummary';
import { autoOrientation } from './autoOrientation';
import { loadExportPreferences, saveExportPreferences, type OrientationChoice } from './exportPreferences';
import { PageGridPreview } from './PageGridPreview';
import { SheetPreview } from './SheetPreview';
import { coordinatesLeftOff } from './coordinatesNote';
import { DialogActions } from '../../kit/DialogActions';
import { useEscapeKey } from '../../kit/useEscapeKey';
import { SheetFields } from './SheetFields';
import { firestormCampaignOf } from '@shared/document';
import { t } from '@shared/i18n';

/**
 * "Export": paper, scale and content of a printout with a live page-grid preview; Export writes the GM's map,
 * Handouts writes one file per side showing only that side's armies (issue 6 §5).
 */
export function ExportDialog({ onClose }: { onClose: () => void }) {
  const document = useAppSelector(selectHexmarchDocument);
  // Remembered between openings and sessions (issue 15); the title starts empty for each printout.
  const [remembered] = useState(loadExportPreferences);
  const [chosen, setSettings] = useState<PrintSettings>(remembered.settings);
  const [choices, setChoices] = useState<PrintChoices>({ ...DEFAULT_PRINT_CHOICES, ...remembered.choices });
  const [format, setFormat] = useState<ExportFormat>(remembered.format);
  const [orientation, setOrientation] = useState<OrientationChoice>(remembered.orientation);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const automatic = useMemo(() => autoOrientation(document, chosen, choices), [document, chosen, choices]);
  const settings = useMemo(
    () => ({ ...chosen, orientation: orientation === 'auto' ? automatic : orientation }),
    [chosen, orientation, automatic],
  );
  const planned = useMemo(() => planFor(document, settings, choices), [document, settings, choices]);
  const sides = useMemo(() => handoutAudiences(document), [document]);
  // A Firestorm campaign hands out per faction, each sheet with that faction's own orders (issue 12, FS-ORDER-2).
  const firestorm = firestormCampaignOf(document) !== null;

  useEffect(() => {
    const { showTurn, showArmies, showLords, coordinates, showNotes } = choices;
    saveExportPreferences({
      settings: chosen,
      choices: { showTurn, showArmies, showLords, coordinates, showNotes },
      format,
      orientation,
    });
  }, [chosen, choices, format, orientation]);

  useEscapeKey(onClose, busy === null);

  const run = async (handouts: boolean) => {
    if (!planned.ok) return;
    setFailure(null);
    const title = planned.value.content.title;
    const jobs = handouts
      ? sides.map((side) => ({
          choices: { ...choices, side: side.id },
          stem: `${fileStem(title)}-${fileStem(side.name)}`,
        }))
      : [{ choices, stem: fileStem(title) }];
    try {
      // Collected first, so the desktop asks once where the whole export goes (one folder for every handout).
      const files: ExportFile[] = [];
      for (const [index, job] of jobs.entries()) {
        const what =
          jobs.length > 1
            ? t('menus:export.handoutN', { index: index + 1, total: jobs.length })
            : t('menus:export.theMap');
        setBusy(t('menus:export.drawingWhat', { what }));
        const jobFiles = await exportFiles(
          browserPrintEnvironment,
          document,
          settings,
          job.choices,
          format,
          job.stem,
          (done, total) => setBusy(t('menus:export.drawingSheet', { what, done, total })),
        );
        files.push(...jobFiles);
      }
      setBusy(t('menus:export.saving'));
      const delivered = await deliverFiles(files);
      setBusy(null);
      if ('message' in delivered) setFailure(delivered.message);
      else if ('saved' in delivered) onClose();
    } catch (error) {
      setBusy(null);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const plan = planned.ok ? planned.value.plan : null;
  const poster =
    planned.ok && format === 'png-single'
      ? posterPixels(settings, { plan: planned.value.plan, content: planned.value.content })
      : null;
  const notesPages = plan?.notesPages.length ?? 0;
  // HEX-7: the notes are listed on pages after the map, said here so the count of files is no surprise.
  const notes = notesPages === 0 ? '' : t('menus:export.notesPages', { count: notesPages });
  // Issue 31: a map for another tool says what it writes; only the SVG is a sheet (paper settings set its scale).
  const forTool = isMapExport(format) ? mapExportSummary(format, document, settings, choices) : null;
  const sheetless = isMapExport(format) && format !== 'svg';
  const summary = forTool
    ? forTool
    : plan
      ? format === 'png-single' && poster
        ? poster.fits
          ? t('menus:export.oneImage', { width: poster.width, height: poster.height, notes })
          : t('menus:export.tooBig', { width: poster.width, height: poster.height })
        : t('menus:export.sheets', {
            count: plan.pages.length,
            columns: plan.columns,
            rows: plan.rows,
            notes,
            width: plan.pixels.width,
            height: plan.pixels.height,
          })
      : '';
  const problem = !planned.ok ? planned.error : poster && !poster.fits ? summary : failure;

  return (
    <Dialog
      labelledBy="export-title-heading"
      testId="export-dialog"
      onSubmit={() => {
        void run(false);
      }}
    >
      <h1 id="export-title-heading">{t('menus:export.title')}</h1>
      <div className="dialog-body">
        <div className="dialog-form">
          {/* Format, then content, then paper: the choices a GM checks before every export come first, so a
              small window (800 × 600) scrolls only past margins, DPI and sizing. */}
          <FormatField format={format} onFormat={setFormat} />
          <ContentFields
            choices={choices}
            hasCampaign={document.campaign !== null}
            hasNotes={hasHexNotes(document)}
            firestorm={firestorm}
            onChange={setChoices}
          />
          {!sheetless && (
            <SheetFields
              settings={chosen}
              onChange={setSettings}
              orientation={orientation}
              automatic={automatic}
              onOrientation={setOrientation}
            />
          )}
        </div>
        <div className="dialog-preview export-preview">
          {sheetless ? null : plan && planned.ok ? (
            <>
              <SheetPreview document={document} settings={settings} choices={choices} />
              {plan.pages.length > 1 && !isMapExport(format) && (
                <PageGridPreview plan={plan} map={planned.value.bounds} />
              )}
            </>
          ) : (
            <p className="muted preview-placeholder">{t('menus:export.fixSettings')}</p>
          )}
          <p data-testid="export-summary">{summary}</p>
          {plan && !sheetless && (
            <p data-testid="export-scale">{t('menus:export.scale', { mm: plan.hexAcrossFlatsMm })}</p>
          )}
          {plan && choices.coordinates && coordinatesLeftOff(choices.coordinates, plan.hexAcrossFlatsMm) && (
            <p className="note" data-testid="export-coordinates-note">
              {coordinatesLeftOff(choices.coordinates, plan.hexAcrossFlatsMm)}
            </p>
          )}
          {problem && (
            <p className="problems" role="alert" data-testid="export-problem">
              {problem}
            </p>
          )}
        </div>
      </div>
      <DialogActions
        prefix="export"
        busy={busy}
        onCancel={onClose}
        submitLabel={t('menus:export.run')}
        submitTestId="export-run"
        submitDisabled={!planned.ok || (poster !== null && !poster.fits)}
      >
        <button
          type="button"
          data-testid="export-handouts"
          disabled={busy !== null || !planned.ok || sides.length === 0}
          title={firestorm ? t('menus:export.handoutsFactionTooltip') : t('menus:export.handoutsSideTooltip')}
          onClick={() => void run(true)}
        >
          {firestorm ? t('menus:export.handoutsFaction') : t('menus:export.handoutsSide')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
