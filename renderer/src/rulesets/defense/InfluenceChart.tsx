import { useTranslation } from '../../i18n';

const COLORS = ['#3b6ea8', '#b03030', '#2f8f4f', '#8a5a2b'];

/** The final score's chart: each player's Influence after every turn (an SVG line chart). */
export function InfluenceChart(props: { names: readonly string[]; rows: readonly number[][] }) {
  const { t } = useTranslation('defense');
  const width = 360;
  const height = 160;
  const max = Math.max(1, ...props.rows.flat());
  const step = props.rows.length > 1 ? width / (props.rows.length - 1) : width;
  return (
    <figure className="influence-chart" aria-label={t('side.chart')}>
      <svg width={width + 40} height={height + 24} role="img">
        <line x1={30} y1={height} x2={width + 30} y2={height} stroke="#888" />
        <line x1={30} y1={0} x2={30} y2={height} stroke="#888" />
        <text x={0} y={10} fontSize={10} fill="currentColor">
          {max}
        </text>
        <text x={30} y={height + 16} fontSize={10} fill="currentColor">
          {t('side.turns')}
        </text>
        {props.names.map((name, p) => (
          <polyline
            key={name}
            fill="none"
            stroke={COLORS[p % COLORS.length]}
            strokeWidth={2}
            points={props.rows
              .map((row, t) => `${30 + t * step},${height - (row[p]! / max) * height}`)
              .join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        {props.names.map((name, p) => (
          <span key={name} style={{ color: COLORS[p % COLORS.length], marginRight: '1em' }}>
            ■ {name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
