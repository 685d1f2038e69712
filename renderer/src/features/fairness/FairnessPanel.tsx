import { useMemo } from 'react';
import { assessFairness } from '@shared/mapgen';
import { useAppSelector } from '../../app/hooks';
import { useDebounced } from '../../components/useDebounced';
import { selectDocument } from '../mapDocument/selectors';
import { FairnessFigures } from './FairnessFigures';

/**
 * How long the map must stay unchanged before the figures are recomputed. assessFairness takes ~50 ms on a 150×150
 * map and ~100 ms on 200×200: run on every move of a brush stroke, it made the stroke lag.
 */
export const FAIRNESS_DELAY_MS = 200;

/** Fairness of the map as edited, recomputed once an edit (or a whole brush stroke) is done. */
export function FairnessPanel() {
  // Map and sides are debounced together, so a new map is never measured against the old map's sides.
  const { map, sides } = useDebounced(useAppSelector(selectDocument), FAIRNESS_DELAY_MS);
  const report = useMemo(() => assessFairness(map, sides), [map, sides]);
  return (
    <section className="panel">
      <h2>Fairness</h2>
      <FairnessFigures report={report} testId="fairness-panel" />
    </section>
  );
}
