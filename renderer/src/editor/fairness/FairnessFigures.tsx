import type { FairnessReport } from '@shared/mapgen';

const formatSteps = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/** The fairness figures of a map for both sides; used by the side panel and the "New map" preview. */
export function FairnessFigures({ report, testId }: { report: FairnessReport; testId: string }) {
  const [a, b] = report.sides;
  return (
    <div className="fairness" data-testid={testId} data-fair={report.fair}>
      <p className={report.fair ? 'verdict fair' : 'verdict unfair'}>
        {report.fair ? 'Balanced' : 'Unbalanced'}
      </p>
      <table>
        <thead>
          <tr>
            <th />
            <th>{a.sideName}</th>
            <th>{b.sideName}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th title="Neutral settlements nearer to this side's fortresses">Nearer settlements</th>
            <td>{a.settlementsNearer}</td>
            <td>{b.settlementsNearer}</td>
          </tr>
          <tr>
            <th title="Mean path distance from the side's nearest fortress">Mean distance</th>
            <td>{formatSteps(a.meanPathDistance)}</td>
            <td>{formatSteps(b.meanPathDistance)}</td>
          </tr>
          <tr>
            <th title="Steps to the closest neutral settlement">Closest</th>
            <td>{formatSteps(a.nearestSettlementDistance)}</td>
            <td>{formatSteps(b.nearestSettlementDistance)}</td>
          </tr>
        </tbody>
      </table>
      <p className="muted">
        {report.neutralSettlements} neutral {report.neutralSettlements === 1 ? 'settlement' : 'settlements'},{' '}
        {report.equidistant} equidistant, {report.unreachableSettlements} unreachable
        {report.allFortressesConnected ? '' : '; fortresses not connected'}.
      </p>
      <ul className="notes">
        {report.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
