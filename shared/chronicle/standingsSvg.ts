import { t } from '../i18n';
import { escapeXml } from './chronicleMap';
import type { ChronicleStandings } from './chronicleTypes';

const W = 640;
const H = 240;
const LEFT = 36;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 30;

/**
 * The standings chart as inline SVG (issue 33): one line per series over the turns, dashed series drawn dashed so
 * they differ without colour; the page lists the series and gives the same figures as a table (standingsTable).
 * Decision: hand-drawn rather than an inlined chart library, since a few polylines and axes are all it needs and
 * the site must stay small and open offline.
 */
export function standingsSvg(standings: ChronicleStandings): string {
  const count = standings.turns.length;
  const max = Math.max(1, ...standings.series.flatMap((s) => s.points));
  const top = niceCeiling(max);
  const x = (i: number) => LEFT + (count <= 1 ? 0 : (i * (W - LEFT - RIGHT)) / (count - 1));
  const y = (v: number) => TOP + (H - TOP - BOTTOM) * (1 - v / top);
  const parts: string[] = [];
  const step = Math.max(1, Math.ceil(top / 5));
  for (let v = 0; v <= top; v += step)
    parts.push(
      `<line x1="${LEFT}" x2="${W - RIGHT}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" class="grid"/><text x="${LEFT - 4}" y="${(y(v) + 3).toFixed(1)}" class="ya">${v}</text>`,
    );
  const every = Math.max(1, Math.ceil(count / 10));
  standings.turns.forEach((turn, i) => {
    if (i % every === 0 || i === count - 1)
      parts.push(
        `<text x="${x(i).toFixed(1)}" y="${H - BOTTOM + 14}" class="xa">${turn === 0 ? escapeXml(t('chronicle:page.start')) : turn}</text>`,
      );
  });
  parts.push(
    `<text x="${(LEFT + W - RIGHT) / 2}" y="${H - 3}" class="xl">${escapeXml(t('chronicle:page.chartTurn'))}</text>`,
  );
  for (const s of standings.series) {
    const points = s.points.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
    parts.push(
      `<polyline points="${points}" stroke="${escapeXml(s.color)}"${s.dashed ? ' stroke-dasharray="6 4"' : ''} class="line"><title>${escapeXml(s.name)}</title></polyline>`,
    );
  }
  return `<svg viewBox="0 0 ${W} ${H}" class="chart" role="img" aria-labelledby="standings-title">${parts.join('')}</svg>`;
}

function niceCeiling(value: number): number {
  if (value <= 5) return 5;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * magnitude >= value) return m * magnitude;
  return 10 * magnitude;
}
