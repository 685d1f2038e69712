import { useEffect, useMemo, useState } from 'react';
import {
  describeAzgaarWorld,
  importAzgaarWorld,
  type AzgaarImport,
  type AzgaarImportSummary,
} from '@shared/interchange/azgaar';
import { StillMap } from '../../canvas';
import type { PickedAzgaarWorld } from '../../document/files/fileSession';
import { Dialog } from '../../kit/Dialog';
import { NumberInput } from '../../kit/NumberInput';
import { useDebounced } from '../../kit/useDebounced';
import { useTranslation } from '../../i18n';
import './azgaarImport.css';

const PREVIEW = { width: 420, height: 280 } as const;

/** What the import will make, in the GM's words (the dialog's list under the preview). */
function SummaryList({ summary }: { summary: AzgaarImportSummary }) {
  const { t } = useTranslation('azgaar');
  const { settlements: s, burgs, rivers } = summary;
  const left = burgs.outside + burgs.crowded + burgs.beyondCount;
  return (
    <ul className="azgaar-summary" data-testid="azgaar-summary">
      <li>
        {t('dialog.settlements', {
          cities: t('count.city', { count: s.city }),
          towns: t('count.town', { count: s.town }),
          villages: t('count.village', { count: s.village }),
        })}
      </li>
      {summary.fortresses.map((f) => (
        <li key={f}>{t('dialog.fortress', { fortress: f })}</li>
      ))}
      <li>{t('dialog.courses', { count: rivers.laid })}</li>
      {left > 0 && <li className="muted">{t('dialog.leftOut', { count: left })}</li>}
      {summary.notes.map((note) => (
        <li key={note} className="azgaar-note">
          {note}
        </li>
      ))}
    </ul>
  );
}

/**
 * File › Import Azgaar world…, after the file is picked (issue 31): what the world holds, the hex map's size
 * (proposed from the world's shape, about 1,800 hexes) and whether the sea around the land is cut away, with a live
 * preview of the map it makes. Import hands the made map to `onImport`; nothing is replaced before.
 */
export function AzgaarImportDialog({
  picked,
  onImport,
  onClose,
}: {
  picked: PickedAzgaarWorld;
  onImport: (made: AzgaarImport) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('azgaar');
  const facts = useMemo(() => describeAzgaarWorld(picked.world), [picked.world]);
  const [cropToLand, setCropToLand] = useState(true);
  const [size, setSize] = useState(facts.proposed.land);
  const wanted = useDebounced({ ...size, cropToLand }, 150);
  const made = useMemo(() => importAzgaarWorld(picked.world, wanted), [picked.world, wanted]);
  const stale =
    wanted.width !== size.width || wanted.height !== size.height || wanted.cropToLand !== cropToLand;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const name = facts.name || picked.fileName;
  const importNow = () => {
    const final = stale ? importAzgaarWorld(picked.world, { ...size, cropToLand }) : made;
    if (final.ok) onImport(final.value);
  };

  return (
    <Dialog labelledBy="azgaar-title" testId="azgaar-dialog" onSubmit={importNow}>
      <h1 id="azgaar-title">{t('dialog.title')}</h1>
      <div className="dialog-body">
        <div className="dialog-form">
          <p className="azgaar-facts" data-testid="azgaar-facts">
            <strong>{name}</strong> <span className="muted">({picked.fileName})</span>
            <br />
            {t('dialog.facts', {
              cells: t('dialog.cells', { count: facts.cells }),
              burgs: t('dialog.burgs', { count: facts.burgs }),
              capitals: t('dialog.capitals', { count: facts.capitals }),
              rivers: t('dialog.rivers', { count: facts.rivers }),
            })}
            {facts.removedBurgs > 0 && (
              <>
                <br />
                <span className="muted">{t('dialog.removed', { count: facts.removedBurgs })}</span>
              </>
            )}
          </p>
          <fieldset>
            <legend>{t('dialog.hexMap')}</legend>
            <label className="field">
              <span>{t('dialog.width')}</span>
              <NumberInput
                data-testid="azgaar-width"
                min={8}
                max={400}
                value={size.width}
                onValue={(width) => setSize((s) => ({ ...s, width }))}
              />
              <span className="suffix">{t('dialog.hexes')}</span>
            </label>
            <label className="field">
              <span>{t('dialog.height')}</span>
              <NumberInput
                data-testid="azgaar-height"
                min={8}
                max={400}
                value={size.height}
                onValue={(height) => setSize((s) => ({ ...s, height }))}
              />
              <span className="suffix">{t('dialog.hexes')}</span>
            </label>
            <label className="field">
              <input
                type="checkbox"
                data-testid="azgaar-crop"
                checked={cropToLand}
                onChange={(e) => {
                  setCropToLand(e.target.checked);
                  setSize(e.target.checked ? facts.proposed.land : facts.proposed.whole);
                }}
              />
              <span>{t('dialog.landOnly')}</span>
            </label>
            <button
              type="button"
              data-testid="azgaar-propose"
              onClick={() => setSize(cropToLand ? facts.proposed.land : facts.proposed.whole)}
            >
              {t('dialog.propose')}
            </button>
          </fieldset>
          <p className="muted azgaar-help">{t('dialog.help')}</p>
        </div>
        <div className="dialog-preview">
          {made.ok ? (
            <>
              <div className="map-preview" data-testid="azgaar-preview">
                <StillMap
                  map={made.value.mapDocument.map}
                  sides={made.value.mapDocument.sides}
                  size={PREVIEW}
                />
              </div>
              <SummaryList summary={made.value.summary} />
            </>
          ) : (
            <p className="problems" data-testid="azgaar-problem">
              {made.ok ? '' : made.error}
            </p>
          )}
        </div>
      </div>
      <div className="dialog-actions">
        <span className="muted">{stale ? t('dialog.updating') : t('dialog.replaces')}</span>
        <button type="button" data-testid="azgaar-cancel" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
        <button type="submit" className="primary" data-testid="azgaar-import" disabled={!made.ok && !stale}>
          {t('dialog.import')}
        </button>
      </div>
    </Dialog>
  );
}
