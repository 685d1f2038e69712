import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  drawBattlefield,
  nudgedPlan,
  pieceAt,
  pieceName,
  planLayout,
  type BattlefieldPlan,
  type PlanContext,
  type TablePoint,
} from '@shared/battlefield';
import { useTranslation } from '../../i18n';
import { useElementSize } from '../../kit/useElementSize';

/**
 * A battle's table plan on screen (issue 29): the shared drawing (the same as the PNG, SVG and pack), scaled to the
 * space it has. A piece can be dragged, or picked and moved with the arrow keys (1″ a press); the move is handed
 * to `onNudge` once, when the drag ends, so a drag is one undo step.
 */
export function BattlefieldCanvas({
  plan,
  onNudge,
}: {
  plan: BattlefieldPlan;
  onNudge?: (pieceId: string, dx: number, dy: number) => void;
}) {
  const { t } = useTranslation('battlefield');
  const [box, size] = useElementSize<HTMLDivElement>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drag, setDrag] = useState<{ id: string; from: TablePoint; by: TablePoint } | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const layout = planLayout(plan);
  // Fit the box: its width, and its height too when the box has one (the dialog's does).
  const fit =
    size.width > 0
      ? Math.min(1.6, size.width / layout.width, size.height > 40 ? size.height / layout.height : Infinity)
      : 0;
  const shown = drag ? nudgedPlan(plan, { [drag.id]: drag.by }) : plan;

  useEffect(() => {
    const element = canvas.current;
    if (!element || fit === 0) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(layout.width * fit * ratio);
    element.height = Math.round(layout.height * fit * ratio);
    const ctx = element.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(fit * ratio, 0, 0, fit * ratio, 0, 0);
    drawBattlefield(ctx as unknown as PlanContext, shown);
    const piece = shown.pieces.find((p) => p.id === (drag?.id ?? picked));
    if (piece) {
      // The picked piece gets a dashed ring, so the keyboard user sees what the arrows move.
      const f = piece.footprint;
      ctx.strokeStyle = '#111111';
      ctx.lineWidth = 2;
      ctx.setLineDash([5, 4]);
      const s = layout.scale;
      if (f.type === 'circle') {
        ctx.beginPath();
        ctx.arc(layout.tableX + f.x * s, layout.tableY + f.y * s, f.r * s + 3, 0, 2 * Math.PI);
        ctx.stroke();
      } else
        ctx.strokeRect(layout.tableX + f.x * s - 3, layout.tableY + f.y * s - 3, f.w * s + 6, f.h * s + 6);
      ctx.setLineDash([]);
    }
  }, [shown, fit, layout.width, layout.height, layout.scale, layout.tableX, layout.tableY, drag, picked]);

  const toTable = (event: PointerEvent<HTMLCanvasElement>): TablePoint => {
    const rect = event.currentTarget.getBoundingClientRect();
    const px = (event.clientX - rect.left) / fit;
    const py = (event.clientY - rect.top) / fit;
    return { x: (px - layout.tableX) / layout.scale, y: (py - layout.tableY) / layout.scale };
  };
  const pickedPiece = plan.pieces.find((p) => p.id === picked);
  const onKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!picked || !onNudge) return;
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!step) return;
    event.preventDefault();
    onNudge(picked, step[0]!, step[1]!);
  };
  return (
    <div ref={box} className="battlefield-canvas">
      <canvas
        ref={canvas}
        data-testid="battlefield-canvas"
        tabIndex={0}
        role="img"
        aria-label={
          t('dialog.canvasAria', {
            title: plan.site.title,
            pieces: t('dialog.canvasPieces', { count: plan.pieces.length }),
            deployment: plan.deployment,
          }) + (pickedPiece ? ` ${t('dialog.picked', { name: pieceName(pickedPiece.kind) })}` : '')
        }
        style={{
          width: layout.width * fit,
          height: layout.height * fit,
          cursor: drag ? 'grabbing' : 'default',
        }}
        onKeyDown={onKey}
        onPointerDown={(event) => {
          if (!onNudge) return;
          const at = toTable(event);
          const id = pieceAt(plan, at);
          setPicked(id);
          if (!id) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          setDrag({ id, from: at, by: { x: 0, y: 0 } });
        }}
        onPointerMove={(event) => {
          if (!drag) {
            const over = onNudge ? pieceAt(plan, toTable(event)) : null;
            event.currentTarget.style.cursor = over ? 'grab' : 'default';
            return;
          }
          const at = toTable(event);
          setDrag({ ...drag, by: { x: at.x - drag.from.x, y: at.y - drag.from.y } });
        }}
        onPointerUp={() => {
          if (!drag) return;
          const { id, by } = drag;
          setDrag(null);
          // Clamped by nudgedPlan: what the GM saw while dragging is what is kept.
          const before = plan.pieces.find((p) => p.id === id)!.footprint;
          const after = nudgedPlan(plan, { [id]: by }).pieces.find((p) => p.id === id)!.footprint;
          const dx = after.x - before.x;
          const dy = after.y - before.y;
          if (Math.abs(dx) + Math.abs(dy) >= 0.1) onNudge?.(id, dx, dy);
        }}
        onPointerCancel={() => setDrag(null)}
      />
    </div>
  );
}
