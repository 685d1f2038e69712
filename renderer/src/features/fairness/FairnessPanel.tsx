import { useDeferredValue, useMemo } from 'react';
import { assessFairness } from '@shared/mapgen';
import { useAppSelector } from '../../app/hooks';
import { selectMap, selectSides } from '../mapDocument/selectors';
import { FairnessFigures } from './FairnessFigures';

/**
 * Fairness of the map as edited. On large maps assessFairness takes ~100 ms (200×200), so the panel follows a
 * deferred copy of the map: React draws the edited map first and recomputes these figures when it is idle, and
 * skips the intermediate maps of a fast brush stroke.
 */
export function FairnessPanel() {
  const map = useDeferredValue(useAppSelector(selectMap));
  const sides = useAppSelector(selectSides);
  const report = useMemo(() => assessFairness(map, sides), [map, sides]);
  return (
    <section className="panel">
      <h2>Fairness</h2>
      <FairnessFigures report={report} testId="fairness-panel" />
    </section>
  );
}
