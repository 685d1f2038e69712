import {
  reportKind,
  VICTORY_CAUSE_LABELS,
  type BalanceReport,
  type HexCount,
  type Rate,
} from '@shared/balance';

const pct = (x: number) => `${Math.round(x * 100)} %`;

/** One horizontal bar with its 95 % interval as a whisker: the report's basic mark (SVG, scales with the dialog). */
function RateBar({ label, rate, color }: { label: string; rate: Rate; color: string }) {
  const w = 300;
  return (
    <div
      className="balance-row"
      title={`${label}: ${pct(rate.rate)} (95 % interval ${pct(rate.low)}–${pct(rate.high)}, ${rate.count} of ${rate.of})`}
    >
      <span className="balance-label">{label}</span>
      <svg width={w} height={18} role="img" aria-label={`${label} ${pct(rate.rate)}`}>
        <rect x={0} y={3} width={w} height={12} fill="#eee" />
        <rect x={0} y={3} width={rate.rate * w} height={12} fill={color} stroke="#333" strokeWidth={0.5} />
        <line x1={w / 2} x2={w / 2} y1={0} y2={18} stroke="#999" strokeDasharray="2 2" />
        <line x1={rate.low * w} x2={rate.high * w} y1={9} y2={9} stroke="#000" strokeWidth={1.5} />
        <line x1={rate.low * w} x2={rate.low * w} y1={5} y2={13} stroke="#000" />
        <line x1={rate.high * w} x2={rate.high * w} y1={5} y2={13} stroke="#000" />
      </svg>
      <span className="balance-value">{pct(rate.rate)}</span>
    </div>
  );
}

/** Win rates per side with intervals, and the first-move advantage (how often the side that moved first won). */
export function WinRates({ report }: { report: BalanceReport }) {
  const kind = reportKind(report);
  return (
    <section aria-label="Win rates">
      <h3>Who wins</h3>
      {report.sides.map((side) => (
        <RateBar key={side.id} label={side.name} rate={side.wins} color={side.color} />
      ))}
      {report.draws.count > 0 && <RateBar label={kind.drawLabel} rate={report.draws} color="#999" />}
      {report.unfinished.count > 0 && <RateBar label="Undecided" rate={report.unfinished} color="#ccc" />}
      <h3>{kind.firstHeading}</h3>
      <RateBar label="First mover" rate={report.firstMover} color="#777" />
      {report.sides.map((side) => (
        <div key={side.id}>
          <RateBar label={`${side.name} 1st`} rate={side.movingFirst} color={side.color} />
          <RateBar label={`${side.name} 2nd`} rate={side.movingSecond} color={side.color} />
        </div>
      ))}
      <p className="balance-note">
        Bars: share of campaigns; black whiskers: 95 % interval; dashed line: 50 %.
      </p>
    </section>
  );
}

/** Campaign length as a histogram of side-turns (Firestorm: turns) (binned to at most 20 bars). */
export function LengthHistogram({ report }: { report: BalanceReport }) {
  const turnWord = reportKind(report).turnWord;
  const w = 360;
  const h = 110;
  const max = Math.max(1, ...report.lengths.map((l) => l.turns));
  const binSize = Math.max(1, Math.ceil(max / 20));
  const bins = new Map<number, number>();
  for (const { turns, runs } of report.lengths) {
    const bin = Math.floor((turns - 1) / binSize);
    bins.set(bin, (bins.get(bin) ?? 0) + runs);
  }
  const count = Math.ceil(max / binSize);
  const top = Math.max(1, ...bins.values());
  const bw = w / Math.max(1, count);
  return (
    <section aria-label="Campaign length">
      <h3>How long campaigns last</h3>
      <svg
        width={w}
        height={h + 18}
        role="img"
        aria-label={`Campaign length, ${report.meanTurns.toFixed(1)} ${turnWord} on average`}
      >
        {Array.from({ length: count }, (_, i) => {
          const runs = bins.get(i) ?? 0;
          const bh = (runs / top) * h;
          return (
            <rect key={i} x={i * bw + 1} y={h - bh} width={bw - 2} height={bh} fill="#5b7fa6">
              <title>{`${i * binSize + 1}–${(i + 1) * binSize} ${turnWord}: ${runs} campaigns`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={w} y1={h} y2={h} stroke="#333" />
        <text x={0} y={h + 14} fontSize={11}>
          1
        </text>
        <text x={w} y={h + 14} fontSize={11} textAnchor="end">{`${count * binSize} ${turnWord}`}</text>
      </svg>
      <p className="balance-note">{`${report.meanTurns.toFixed(1)} ${turnWord} on average.`}</p>
    </section>
  );
}

function CountBars({ title, rows }: { title: string; rows: readonly { label: string; count: number }[] }) {
  const top = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 && <p className="balance-note">None.</p>}
      {rows.map((row) => (
        <div className="balance-row" key={row.label}>
          <span className="balance-label wide">{row.label}</span>
          <svg width={200} height={14} aria-hidden="true">
            <rect x={0} y={2} width={(row.count / top) * 200} height={10} fill="#8a6d3b" />
          </svg>
          <span className="balance-value">{row.count}</span>
        </div>
      ))}
    </section>
  );
}

export function VictoryCauses({ report }: { report: BalanceReport }) {
  return (
    <CountBars
      title="How campaigns ended"
      rows={report.causes.map((c) => ({ label: VICTORY_CAUSE_LABELS[c.cause], count: c.runs }))}
    />
  );
}

export function TopPlaces({ title, places }: { title: string; places: readonly HexCount[] }) {
  return (
    <CountBars title={title} rows={places.slice(0, 8).map((p) => ({ label: p.name, count: p.count }))} />
  );
}
