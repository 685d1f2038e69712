import { useState } from 'react';
import { t as translate } from '@shared/i18n';
import {
  battlefieldSvg,
  drawBattlefield,
  parseTableSize,
  planLayout,
  TABLE_PRESETS,
  tableText,
  type BattlefieldPlan,
  type PlanContext,
} from '@shared/battlefield';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Dialog } from '../../kit/Dialog';
import { downloadFiles, getPlatform } from '../../platform';
import { fileStem } from '../../kit/deliverText';
import { useTranslation } from '../../i18n';
import { BattlefieldCanvas } from './BattlefieldCanvas';
import {
  battlefieldNudgesCleared,
  battlefieldPieceNudged,
  battlefieldRerolled,
  battlefieldTableChosen,
} from './battlefieldsPart';

async function pngBytes(plan: BattlefieldPlan): Promise<Uint8Array> {
  const layout = planLayout(plan);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  drawBattlefield(canvas.getContext('2d') as unknown as PlanContext, plan);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error(translate('battlefield:dialog.pngFailed'));
  return new Uint8Array(await blob.arrayBuffer());
}

/** Saves the plan as the exports are saved (the desktop's Save dialog, a download in the browser). */
async function exportPlan(plan: BattlefieldPlan, kind: 'svg' | 'png'): Promise<string> {
  const name = `${fileStem(plan.site.title, 'battle')}-plan.${kind}`;
  const bytes = kind === 'svg' ? new TextEncoder().encode(battlefieldSvg(plan)) : await pngBytes(plan);
  const platform = getPlatform();
  if (platform.edition !== 'desktop') {
    downloadFiles([{ name, bytes }], document);
    return translate('battlefield:dialog.downloaded', { name });
  }
  const result = await platform.saveExport([{ name, bytes }]);
  if ('saved' in result) return translate('battlefield:dialog.saved', { name: result.saved.join(', ') });
  if ('cancelled' in result) return translate('battlefield:dialog.nothingSaved');
  return result.message;
}

/**
 * Issue 29: a battle's table plan, large: pick the table, Re-roll for a fresh layout, drag pieces (or pick one and
 * use the arrow keys), put them back, and export the plan as SVG or PNG at tabletop scale.
 */
export function BattlefieldDialog({
  battleId,
  plan,
  onClose,
}: {
  battleId: string;
  plan: BattlefieldPlan;
  onClose: () => void;
}) {
  const { t } = useTranslation('battlefield');
  const dispatch = useAppDispatch();
  const presetKey = TABLE_PRESETS.find((t) => t.width === plan.table.width && t.height === plan.table.height);
  const [custom, setCustom] = useState(presetKey ? '' : `${plan.table.width}x${plan.table.height}`);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const moved = useAppSelector(
    (state) => Object.keys(state.document.present.battlefields?.[battleId]?.nudges ?? {}).length,
  );
  const chooseCustom = () => {
    const parsed = parseTableSize(custom);
    if (!parsed.ok) return setProblem(parsed.error);
    setProblem(null);
    dispatch(battlefieldTableChosen({ battleId, table: parsed.value }));
  };
  return (
    <Dialog labelledBy="battlefield-title" testId="battlefield-dialog" onSubmit={onClose}>
      <h1 id="battlefield-title">{t('dialog.title', { title: plan.site.place ?? plan.site.title })}</h1>
      <div className="battlefield-tools">
        <label>
          {t('dialog.tableLabel')}{' '}
          <select
            data-testid="battlefield-table"
            value={presetKey ? tableText(presetKey) : 'other'}
            onChange={(e) => {
              const preset = TABLE_PRESETS.find((t) => tableText(t) === e.target.value);
              if (preset) {
                setCustom('');
                setProblem(null);
                dispatch(battlefieldTableChosen({ battleId, table: preset }));
              } else setCustom(`${plan.table.width}x${plan.table.height}`);
            }}
          >
            {TABLE_PRESETS.map((t) => (
              <option key={tableText(t)} value={tableText(t)}>
                {tableText(t)}
              </option>
            ))}
            <option value="other">{t('dialog.otherSize')}</option>
          </select>
        </label>
        {(!presetKey || custom !== '') && (
          <>
            <input
              aria-label={t('dialog.sizeLabel')}
              data-testid="battlefield-custom-table"
              value={custom}
              placeholder="72x48"
              onChange={(e) => setCustom(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  chooseCustom();
                }
              }}
            />
            <button type="button" onClick={chooseCustom}>
              {t('dialog.useSize')}
            </button>
          </>
        )}
        <button
          type="button"
          data-testid="battlefield-reroll"
          onClick={() => dispatch(battlefieldRerolled({ battleId, seed: (plan.seed + 1) | 0 }))}
        >
          {t('dialog.reroll')}
        </button>
        <button type="button" onClick={() => dispatch(battlefieldNudgesCleared({ battleId }))}>
          {t('dialog.putBack')}
        </button>
        <button
          type="button"
          onClick={() => void exportPlan(plan, 'svg').then(setSaid, (e: Error) => setSaid(e.message))}
        >
          {t('dialog.exportSvg')}
        </button>
        <button
          type="button"
          onClick={() => void exportPlan(plan, 'png').then(setSaid, (e: Error) => setSaid(e.message))}
        >
          {t('dialog.exportPng')}
        </button>
      </div>
      {problem && (
        <p className="problems" role="alert">
          {problem}
        </p>
      )}
      <p className="battlefield-hint">
        {t('dialog.seedLine', { seed: plan.seed })}{' '}
        <span data-testid="battlefield-nudges">
          {moved === 0 ? t('dialog.noneMoved') : t('dialog.moved', { count: moved })}
        </span>{' '}
        {t('dialog.help')}
        {said ? ` ${said}` : ''}
      </p>
      <div className="battlefield-large">
        <BattlefieldCanvas
          plan={plan}
          onNudge={(pieceId, dx, dy) => dispatch(battlefieldPieceNudged({ battleId, pieceId, dx, dy }))}
        />
      </div>
      <div className="dialog-actions">
        <button type="submit" data-testid="battlefield-close">
          {t('dialog.close')}
        </button>
      </div>
    </Dialog>
  );
}
