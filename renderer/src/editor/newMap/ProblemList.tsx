import { problemSentence } from '@shared/mapgen';
import type { ProblemSection } from './paramProblems';

/** Validation messages shown inline, under the fields they are about. */
export function ProblemList({ section, problems }: { section: ProblemSection; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="problems" data-testid={`newmap-problems-${section}`} role="alert">
      {problems.map((p) => (
        // The "field: rule" line marks the fields; the GM reads it as a sentence in the current language.
        <li key={p}>{problemSentence(p)}</li>
      ))}
    </ul>
  );
}
