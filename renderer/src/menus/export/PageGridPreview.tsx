import type { WorldRect } from '@shared/layout';
import type { PrintPlan } from '@shared/print';
import { t } from '@shared/i18n';

/**
 * The page grid over the map's outline, to scale: each sheet's map window as a labelled frame, so the GM sees
 * how many sheets the map takes and where they overlap before rendering anything.
 */
export function PageGridPreview({ plan, map }: { plan: PrintPlan; map: WorldRect }) {
  const first = plan.pages[0]!;
  const toMm = (x: number, y: number) => ({
    x: (x - first.world.minX) * plan.mmPerWorld,
    y: (y - first.world.minY) * plan.mmPerWorld,
  });
  const last = plan.pages[plan.pages.length - 1]!;
  const extent = toMm(last.world.maxX, last.world.maxY);
  const mapTopLeft = toMm(map.minX, map.minY);
  const mapBottomRight = toMm(map.maxX, map.maxY);
  const font = Math.min(plan.window.width, plan.window.height) / 4;
  return (
    <svg
      className="export-preview"
      data-testid="export-preview"
      viewBox={`-2 -2 ${extent.x + 4} ${extent.y + 4}`}
      width={420}
      height={300}
      role="img"
      aria-label={t('menus:export.grid', {
        count: plan.pages.length,
        columns: plan.columns,
        rows: plan.rows,
      })}
    >
      <rect
        x={mapTopLeft.x}
        y={mapTopLeft.y}
        width={mapBottomRight.x - mapTopLeft.x}
        height={mapBottomRight.y - mapTopLeft.y}
        fill="#7fa36b"
      />
      {plan.pages.map((page) => {
        const topLeft = toMm(page.world.minX, page.world.minY);
        return (
          <g key={page.label} data-testid={`export-sheet-${page.label}`}>
            <rect
              x={topLeft.x}
              y={topLeft.y}
              width={plan.window.width}
              height={plan.window.height}
              fill="rgba(255,255,255,0.12)"
              stroke="#f4f4f4"
              strokeWidth={Math.max(0.6, font / 20)}
            />
            <text
              x={topLeft.x + plan.window.width / 2}
              y={topLeft.y + plan.window.height / 2}
              fontSize={font}
              fill="#ffffff"
              textAnchor="middle"
              dominantBaseline="middle"
            >
              {page.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
