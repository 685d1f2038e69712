import { useState } from 'react';
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
  if (!blob) throw new Error('The browser could not make the PNG.');
  return new Uint8Array(await blob.arrayBuffer());
}

/** Saves the plan as the exports are saved (the desktop's Save dialog, a download in the browser). */
async function exportPlan(plan: BattlefieldPlan, kind: 'svg' | 'png'): Promise<string> {
  const name = `${fileStem(plan.site.title, 'battle')}-plan.${kind}`;
  const bytes = kind === 'svg' ? new TextEncoder().encode(battlefieldSvg(plan)) : await pngBytes(plan);
  const platform = getPlatform();
  if (platform.edition !== 'desktop') {
    downloadFiles([{ name, bytes }], document);
    return `Downloaded ${name} (1″ = 10 px).`;
  }
  const result = await platform.saveExport([{ name, bytes }]);
  if ('saved' in result) return `Saved ${result.saved.join(', ')} (1″ = 10 px).`;
  if ('cancelled' in result) return 'Nothing was saved.';
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
      <h1 id="battlefield-title">Table plan: {plan.site.title.replace(/^Battle at /, '')}</h1>
      <div className="battlefield-tools">
        <label>
          Table{' '}
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
            <option value="other">Other size…</option>
          </select>
        </label>
        {(!presetKey || custom !== '') && (
          <>
            <input
              aria-label="Table size in inches, width x depth"
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
              Use size
            </button>
          </>
        )}
        <button
          type="button"
          data-testid="battlefield-reroll"
          onClick={() => dispatch(battlefieldRerolled({ battleId, seed: (plan.seed + 1) | 0 }))}
        >
          Re-roll
        </button>
        <button type="button" onClick={() => dispatch(battlefieldNudgesCleared({ battleId }))}>
          Put pieces back
        </button>
        <button
          type="button"
          onClick={() => void exportPlan(plan, 'svg').then(setSaid, (e: Error) => setSaid(e.message))}
        >
          Export SVG
        </button>
        <button
          type="button"
          onClick={() => void exportPlan(plan, 'png').then(setSaid, (e: Error) => setSaid(e.message))}
        >
          Export PNG
        </button>
      </div>
      {problem && (
        <p className="problems" role="alert">
          {problem}
        </p>
      )}
      <p className="battlefield-hint">
        Seed {plan.seed}.{' '}
        <span data-testid="battlefield-nudges">
          {moved === 0 ? 'No piece moved by hand.' : `${moved} piece${moved === 1 ? '' : 's'} moved by hand.`}
        </span>{' '}
        Drag a piece to move it, or click it and use the arrow keys (1″ a press); Undo takes a move back.
        Re-roll or another table lays the table out afresh.
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
          Close
        </button>
      </div>
    </Dialog>
  );
}
