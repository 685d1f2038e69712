import { reportKind, type ReportComparison } from '@shared/balance';

const pct = (x: number) => `${Math.round(x * 100)} %`;

/** "What if": report A (kept) beside the new report B, with whether each change is more than the dice's luck. */
export function ReportComparisonTable({ comparison }: { comparison: ReportComparison }) {
  const kind = reportKind(comparison);
  return (
    <section aria-label="What if" className="balance-compare">
      <h3>What if: A (kept) against B (now)</h3>
      <table>
        <thead>
          <tr>
            <th>{kind.sideWord.charAt(0).toUpperCase() + kind.sideWord.slice(1)}</th>
            <th>Wins in A</th>
            <th>Wins in B</th>
            <th>Change</th>
          </tr>
        </thead>
        <tbody>
          {comparison.sides.map((side) => (
            <tr key={side.id}>
              <td>{side.name}</td>
              <td>{pct(side.before)}</td>
              <td>{pct(side.after)}</td>
              <td>
                {side.change >= 0 ? '+' : '−'}
                {pct(Math.abs(side.change))} {side.clear ? '(clear)' : '(within luck)'}
              </td>
            </tr>
          ))}
          <tr>
            <td>Length ({kind.turnWord})</td>
            <td>{comparison.meanTurns.before.toFixed(1)}</td>
            <td>{comparison.meanTurns.after.toFixed(1)}</td>
            <td />
          </tr>
        </tbody>
      </table>
    </section>
  );
}
