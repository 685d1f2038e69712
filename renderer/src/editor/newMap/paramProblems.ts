/** The dialog's sections, each showing the validation messages about its own fields. */
export const PROBLEM_SECTIONS = {
  seed: ['seed'],
  size: ['width', 'height'],
  terrain: ['water', 'mountains', 'forests', 'hills', 'marsh'],
  features: ['rivers', 'villages', 'towns', 'cities'],
  sides: ['sides'],
} as const;
export type ProblemSection = keyof typeof PROBLEM_SECTIONS | 'other';

/**
 * The field names a message is about: validateMapParams writes "field: rule", where the subject may name several
 * fields ("mountains + forests + hills + marsh: ...") or a path ("sides[0].players: ...").
 */
export function problemFields(problem: string): string[] {
  const colon = problem.indexOf(':');
  if (colon < 0) return [];
  return problem
    .slice(0, colon)
    .split(/[^A-Za-z]+/)
    .filter(Boolean);
}

export function problemSection(problem: string): ProblemSection {
  const fields = problemFields(problem);
  for (const [section, names] of Object.entries(PROBLEM_SECTIONS)) {
    if (fields.some((f) => (names as readonly string[]).includes(f))) return section as ProblemSection;
  }
  return 'other';
}

/** The messages grouped by the section that shows them. */
export function groupProblems(problems: readonly string[]): Record<ProblemSection, string[]> {
  const groups: Record<ProblemSection, string[]> = {
    seed: [],
    size: [],
    terrain: [],
    features: [],
    sides: [],
    other: [],
  };
  for (const problem of problems) groups[problemSection(problem)].push(problem);
  return groups;
}

export const isFieldInvalid = (problems: readonly string[], field: string): boolean =>
  problems.some((p) => problemFields(p).includes(field));
