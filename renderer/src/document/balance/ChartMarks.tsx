import { fixed, type Distribution, type Rate } from '@shared/balance';
import { formatNumber } from '@shared/i18n';
import { useTranslation } from '../../i18n';
import { pct, rateWithInterval } from './rateWithInterval';

/**
 * Whole percents for shares of one whole (who wins, how runs end) that add up as the shares do: largest remainder,
 * so two outcomes of 40.5 % and 59.5 % read 41 % and 59 %, never 41 % and 60 %.
 */
export function wholePercents(rates: readonly Rate[]): number[] {
  if (rates.some((r) => r.of <= 0)) return rates.map(() => 0);
  // In whole numbers (count × 100 over `of`), so no share is floored a point low by a floating-point error.
  const parts = rates.map((r) => ({
    floor: Math.floor((r.count * 100) / r.of),
    rest: (r.count * 100) % r.of,
    of: r.of,
  }));
  const shown = parts.map((p) => p.floor);
  const target = Math.round(rates.reduce((t, r) => t + (r.count * 100) / r.of, 0));
  const byRemainder = parts.map((p, i) => ({ i, rest: p.rest / p.of })).sort((a, b) => b.rest - a.rest);
  const missing = target - shown.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing && k < byRemainder.length; k++) shown[byRemainder[k]!.i]! += 1;
  return shown;
}

/** What a histogram's values count (`balance:unit.*`): a plain unit name and an amount of it. */
export type ReportUnit = 'sideTurns' | 'turns' | 'assaultTurns' | 'battles' | 'troops' | 'influence';
/** What one run of a report is (`balance:runs.*`). */
export type ReportRuns = 'campaigns' | 'assaults' | 'games';

/** Rate bars that share one whole: each labelled with its whole percent from wholePercents. */
export function ShareBars({
  bars,
  fair,
}: {
  bars: readonly { label: string; rate: Rate; color: string }[];
  fair?: number;
}) {
  const shown = wholePercents(bars.map((b) => b.rate));
  const { t } = useTranslation('balance');
  return (
    <>
      {bars.map((b, i) => (
        <RateBar
          key={b.label}
          {...b}
          shown={t('chart.percent', { value: shown[i] })}
          {...(fair === undefined ? {} : { fair })}
        />
      ))}
    </>
  );
}

/** One horizontal bar with its 95 % interval as a whisker: the report's basic mark (SVG, scales with the dialog). */
/** `fair`: where the dashed line stands, the share a side wins when nothing favours it (50 % unless given). */
export function RateBar(props: { label: string; rate: Rate; color: string; shown?: string; fair?: number }) {
  const { label, rate, color, shown = pct(rate.rate), fair = 0.5 } = props;
  const { t } = useTranslation('balance');
  const w = 300;
  return (
    <div
      className="balance-row"
      title={t('chart.rateTooltip', {
        label,
        rate: rateWithInterval(rate, shown),
        count: rate.count,
        of: rate.of,
      })}
    >
      <span className="balance-label">{label}</span>
      <svg width={w} height={18} role="img" aria-label={`${label} ${shown}`}>
        <rect x={0} y={3} width={w} height={12} fill="#eee" />
        <rect x={0} y={3} width={rate.rate * w} height={12} fill={color} stroke="#333" strokeWidth={0.5} />
        <line x1={fair * w} x2={fair * w} y1={0} y2={18} stroke="#999" strokeDasharray="2 2" />
        <line x1={rate.low * w} x2={rate.high * w} y1={9} y2={9} stroke="#000" strokeWidth={1.5} />
        <line x1={rate.low * w} x2={rate.low * w} y1={5} y2={13} stroke="#000" />
        <line x1={rate.high * w} x2={rate.high * w} y1={5} y2={13} stroke="#000" />
      </svg>
      <span className="balance-value">{shown}</span>
    </div>
  );
}

/** Whole-number bins of at most 20 bars from the lowest value to the highest. */
function bins(counts: Distribution['counts']) {
  const lo = Math.floor(counts[0]?.value ?? 0);
  const hi = Math.floor(counts.at(-1)?.value ?? 0);
  const size = Math.max(1, Math.ceil((hi - lo + 1) / 20));
  const runs = Array.from({ length: Math.floor((hi - lo) / size) + 1 }, () => 0);
  for (const { value, runs: n } of counts) runs[Math.floor((Math.floor(value) - lo) / size)]! += n;
  return { lo, size, runs };
}

/**
 * A distribution as a histogram (campaign lengths, assault turns, losses, Influence), with its mean marked:
 * binned to at most 20 bars, labelled at both ends in `unit`.
 */
export function Histogram(props: {
  title: string;
  distribution: Pick<Distribution, 'counts' | 'mean'>;
  unit: ReportUnit;
  runsNoun: ReportRuns;
  color?: string;
}) {
  const { title, distribution, unit, runsNoun, color = '#5b7fa6' } = props;
  const { t } = useTranslation('balance');
  const amount = (value: string) => t(`unit.${unit}.amount`, { value });
  const mean = amount(fixed(distribution.mean, 1));
  const w = 360;
  const h = 110;
  const { lo, size, runs } = bins(distribution.counts);
  const top = Math.max(1, ...runs);
  const bw = w / runs.length;
  const span = (i: number) =>
    size === 1
      ? formatNumber(lo + i * size)
      : `${formatNumber(lo + i * size)}–${formatNumber(lo + (i + 1) * size - 1)}`;
  // Value v's bar is centred on v + ½ (whole-number bins), so the mean line sits where its value's bar would.
  const meanX = ((distribution.mean - lo + 0.5) / (runs.length * size)) * w;
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <svg width={w} height={h + 18} role="img" aria-label={t('chart.meanAria', { title, amount: mean })}>
        {runs.map((n, i) => {
          const bh = (n / top) * h;
          return (
            <rect key={i} x={i * bw + 1} y={h - bh} width={Math.max(1, bw - 2)} height={bh} fill={color}>
              <title>
                {t('chart.bin', { amount: amount(span(i)), runs: t(`runs.${runsNoun}`, { count: n }) })}
              </title>
            </rect>
          );
        })}
        <line x1={0} x2={w} y1={h} y2={h} stroke="currentColor" />
        <line x1={meanX} x2={meanX} y1={0} y2={h} stroke="currentColor" strokeDasharray="3 2" />
        <text x={0} y={h + 14} fontSize={11}>
          {formatNumber(lo)}
        </text>
        <text x={w} y={h + 14} fontSize={11} textAnchor="end">
          {amount(formatNumber(lo + runs.length * size - 1))}
        </text>
      </svg>
      <p className="balance-note">{t('chart.meanNote', { amount: mean })}</p>
    </section>
  );
}

/** Labelled counts as bars, longest first as given. */
export function CountBars({
  title,
  rows,
}: {
  title: string;
  rows: readonly { label: string; count: number }[];
}) {
  const top = Math.max(1, ...rows.map((r) => r.count));
  const { t } = useTranslation('balance');
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 && <p className="balance-note">{t('chart.none')}</p>}
      {rows.map((row) => (
        <div className="balance-row" key={row.label}>
          <span className="balance-label wide">{row.label}</span>
          <svg width={200} height={14} aria-hidden="true">
            <rect x={0} y={2} width={(row.count / top) * 200} height={10} fill="#8a6d3b" />
          </svg>
          <span className="balance-value">{formatNumber(row.count)}</span>
        </div>
      ))}
    </section>
  );
}

/**
 * Spreads on one shared scale: per row the range of values (thin line), mean ± one standard deviation (thick bar)
 * and the mean (dot), so two armies' losses read side by side.
 */
export function SpreadRows(props: {
  title: string;
  rows: readonly { label: string; distribution: Distribution; color: string }[];
  unit: ReportUnit;
}) {
  const { t } = useTranslation('balance');
  const spread = (d: Distribution) =>
    t('chart.spread', { mean: formatNumber(Math.round(d.mean)), sd: formatNumber(Math.round(d.sd)) });
  const w = 220;
  const max = Math.max(1, ...props.rows.map((r) => r.distribution.counts.at(-1)?.value ?? 0));
  const x = (v: number) => (Math.max(0, Math.min(max, v)) / max) * w;
  return (
    <section aria-label={props.title}>
      <h3>{props.title}</h3>
      {props.rows.map(({ label, distribution: d, color }) => (
        <div
          className="balance-row"
          key={label}
          title={t('chart.labelled', { label, value: t(`unit.${props.unit}.amount`, { value: spread(d) }) })}
        >
          <span className="balance-label medium">{label}</span>
          <svg
            width={w}
            height={18}
            role="img"
            aria-label={t('chart.labelled', {
              label,
              value: t(`unit.${props.unit}.amount`, { value: formatNumber(Math.round(d.mean)) }),
            })}
          >
            <line
              x1={x(d.counts[0]?.value ?? 0)}
              x2={x(d.counts.at(-1)?.value ?? 0)}
              y1={9}
              y2={9}
              stroke="currentColor"
            />
            <rect
              x={x(d.mean - d.sd)}
              y={4}
              width={x(d.mean + d.sd) - x(d.mean - d.sd)}
              height={10}
              fill={color}
            />
            <circle cx={x(d.mean)} cy={9} r={4} fill="#fff" stroke="#000" />
          </svg>
          <span className="balance-value wide">{spread(d)}</span>
        </div>
      ))}
      <p className="balance-note">
        {t('chart.spreadNote', { unit: t(`unit.${props.unit}.name`), max: formatNumber(max) })}
      </p>
    </section>
  );
}
