import type { Faction } from '@shared/rulesets/firestorm';
import { FACTION_LOOKS } from '../canvas/territoryBoard';
import type { GloryPoint } from './gloryHistory';
import { formatNumber } from '@shared/i18n';
import { useTranslation } from '../../../i18n';

const W = 300;
const H = 150;
const PAD = { left: 30, right: 10, top: 10, bottom: 24 };
/** Marker shapes per faction slot, so lines differ by more than colour (with their dash). */
const MARKERS = ['circle', 'square', 'triangle', 'diamond'] as const;

/**
 * A line per faction over the turns (SVG, like the balance report's charts): each faction in its colour, its
 * border's dash and its own marker shape, so the chart reads in greyscale too. `threshold` draws a goal line
 * (FS-GLORY-4: 30 glory).
 */
export function GloryChart(props: {
  readonly title: string;
  readonly factions: readonly Faction[];
  readonly points: readonly GloryPoint[];
  readonly value: (point: GloryPoint, factionId: string) => number;
  readonly threshold?: number;
  readonly testId: string;
}) {
  const { t } = useTranslation('fsSiege');
  const { title, factions, points, value, threshold, testId } = props;
  const maxTurn = Math.max(1, ...points.map((p) => p.turn));
  const maxValue = Math.max(threshold ?? 0, 1, ...points.flatMap((p) => factions.map((f) => value(p, f.id))));
  const x = (turn: number) => PAD.left + (turn / maxTurn) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / maxValue) * (H - PAD.top - PAD.bottom);
  const ticks = [0, Math.round(maxValue / 2), maxValue];
  return (
    <figure className="fs-chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} width="100%">
        <line x1={PAD.left} y1={y(0)} x2={W - PAD.right} y2={y(0)} stroke="#888" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={y(0)} stroke="#888" />
        {ticks.map((tick) => (
          <text key={tick} x={PAD.left - 4} y={y(tick) + 3} fontSize="9" textAnchor="end" fill="currentColor">
            {formatNumber(tick)}
          </text>
        ))}
        <text x={(W + PAD.left) / 2} y={H - 4} fontSize="9" textAnchor="middle" fill="currentColor">
          {t('chart.turnAxis', { last: maxTurn })}
        </text>
        {threshold !== undefined && (
          <g>
            <line
              x1={PAD.left}
              y1={y(threshold)}
              x2={W - PAD.right}
              y2={y(threshold)}
              stroke="#D55E00"
              strokeDasharray="2 3"
            />
            <text x={W - PAD.right} y={y(threshold) - 3} fontSize="9" textAnchor="end" fill="#D55E00">
              {t('chart.victoryAt', { threshold })}
            </text>
          </g>
        )}
        {factions.map((f, i) => {
          const line = points.map((p) => `${x(p.turn)},${y(value(p, f.id))}`).join(' ');
          return (
            <g key={f.id}>
              <polyline
                points={line}
                fill="none"
                stroke={f.color}
                strokeWidth="2.2"
                strokeDasharray={FACTION_LOOKS[i % 4]!.dash.join(' ')}
              />
              {points.map((p) => (
                <Marker
                  key={p.turn}
                  shape={MARKERS[i % 4]!}
                  x={x(p.turn)}
                  y={y(value(p, f.id))}
                  color={f.color}
                />
              ))}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

function Marker({
  shape,
  x,
  y,
  color,
}: {
  shape: (typeof MARKERS)[number];
  x: number;
  y: number;
  color: string;
}) {
  const common = { fill: color, stroke: '#1d1d1d', strokeWidth: 0.8 };
  if (shape === 'square') return <rect x={x - 3} y={y - 3} width={6} height={6} {...common} />;
  if (shape === 'triangle')
    return <polygon points={`${x},${y - 4} ${x + 4},${y + 3} ${x - 4},${y + 3}`} {...common} />;
  if (shape === 'diamond')
    return <polygon points={`${x},${y - 4} ${x + 4},${y} ${x},${y + 4} ${x - 4},${y}`} {...common} />;
  return <circle cx={x} cy={y} r={3.2} {...common} />;
}

/** The marker shape of a faction slot, for the legend next to the chart. */
export const markerOf = (index: number) => MARKERS[index % 4]!;
