import { useAppSelector } from '../../app/hooks';
import { selectFairness } from '../mapDocument/selectors';
import { FairnessFigures } from './FairnessFigures';

/** Fairness of the map as edited, recomputed (memoized) after every edit. */
export function FairnessPanel() {
  const report = useAppSelector(selectFairness);
  return (
    <section className="panel">
      <h2>Fairness</h2>
      <FairnessFigures report={report} testId="fairness-panel" />
    </section>
  );
}
