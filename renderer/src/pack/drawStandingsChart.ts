import type { PackChart } from '@shared/pack';
import type { DrawContext } from '../canvas/draw/drawContext';

/** Marks per series, so lines of the same colour still differ in greyscale: dots for armies, squares otherwise. */
function drawMark(ctx: DrawContext, x: number, y: number, r: number, square: boolean): void {
  ctx.beginPath();
  if (square) ctx.rect(x - r, y - r, 2 * r, 2 * r);
  else {
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, 2 * Math.PI);
  }
  ctx.fill();
}

/** Whole-number ticks from 0 to at least `max`, about five of them. */
export function chartTicks(max: number): number[] {
  const top = Math.max(1, max);
  const step = top <= 5 ? 1 : top <= 10 ? 2 : Math.ceil(top / 5);
  const ticks: number[] = [];
  for (let v = 0; v <= top + step - 1 && ticks.length < 12; v += step) ticks.push(v);
  return ticks;
}

/**
 * A line chart of the standings over the campaign (issue 17), drawn against the map code's DrawContext in
 * millimetres (the caller scales to device pixels), so the same function draws the PDF image and the app's
 * preview. No chart library: a dozen lines of axes and polylines need none (decision in the report).
 */
export function drawStandingsChart(ctx: DrawContext, chart: PackChart, width: number, height: number): void {
  const font = (mm: number, bold = false) => `${bold ? 'bold ' : ''}${mm}px sans-serif`;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const legendRows = Math.ceil(chart.series.length / 2);
  const left = 7;
  const right = width - 3;
  const top = 7;
  const bottom = height - 8 - legendRows * 3.6;
  const xs = chart.series.flatMap((s) => s.points.map((p) => p.x));
  const ys = chart.series.flatMap((s) => s.points.map((p) => p.y));
  const minX = Math.min(...xs, 0);
  const maxX = Math.max(...xs, minX + 1);
  const ticks = chartTicks(Math.max(...ys, 1));
  const maxY = ticks.at(-1)!;
  // The data stand 3 mm clear of the axis, so the first marks never sit on the tick labels.
  const px = (x: number) => left + 3 + ((x - minX) / (maxX - minX)) * (right - left - 5);
  const py = (y: number) => bottom - (y / maxY) * (bottom - top);

  ctx.fillStyle = '#161616';
  ctx.font = font(3, true);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillText(chart.title, 0, 0.5);
  ctx.font = font(2.4);
  ctx.lineWidth = 0.15;
  ctx.setLineDash([]);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  for (const v of ticks) {
    ctx.strokeStyle = v === 0 ? '#444444' : '#d0d0d0';
    ctx.beginPath();
    ctx.moveTo(left, py(v));
    ctx.lineTo(right, py(v));
    ctx.stroke();
    ctx.fillText(String(v), left - 1.2, py(v));
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const xStep = Math.max(1, Math.ceil((maxX - minX) / 10));
  for (let x = minX; x <= maxX; x += xStep) ctx.fillText(String(x), px(x), bottom + 1);
  ctx.fillText(chart.xLabel, (left + right) / 2, bottom + 4);

  // Earlier series are drawn wider, so a later one lying on the same values leaves them showing as a border.
  const count = chart.series.length;
  chart.series.forEach((series, i) => {
    ctx.strokeStyle = series.color;
    ctx.fillStyle = series.color;
    ctx.lineWidth = 0.5 + 0.4 * (count - 1 - i);
    ctx.setLineDash(series.dashed ? [1.6, 1] : []);
    ctx.beginPath();
    series.points.forEach((p, i) => (i === 0 ? ctx.moveTo(px(p.x), py(p.y)) : ctx.lineTo(px(p.x), py(p.y))));
    ctx.stroke();
    ctx.setLineDash([]);
    for (const p of series.points) drawMark(ctx, px(p.x), py(p.y), 0.5 + 0.25 * (count - i), series.dashed);
  });

  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.font = font(2.5);
  chart.series.forEach((series, i) => {
    const x = (i % 2) * (width / 2) + 1;
    const y = bottom + 8.5 + Math.floor(i / 2) * 3.6;
    ctx.strokeStyle = series.color;
    ctx.fillStyle = series.color;
    ctx.lineWidth = 0.55;
    ctx.setLineDash(series.dashed ? [1.6, 1] : []);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 6, y);
    ctx.stroke();
    ctx.setLineDash([]);
    drawMark(ctx, x + 3, y, 0.7, series.dashed);
    ctx.fillStyle = '#161616';
    ctx.fillText(series.name, x + 8, y);
  });
}
