import type { ProblemSection } from './paramProblems';

/** Validation messages shown inline, under the fields they are about. */
export function ProblemList({ section, problems }: { section: ProblemSection; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="problems" data-testid={`newmap-problems-${section}`} role="alert">
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
