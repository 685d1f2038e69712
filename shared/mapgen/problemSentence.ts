import { rememberedSentence } from './validateMapParams';

/**
 * validateMapParams writes "field: rule" so the "New map" dialog can mark the field (paramProblems.ts); a GM reads
 * neither "sides[0].players" nor "villages + towns + cities". This turns one such line into the sentence about the
 * map that validateMapParams made with it, in the GM's language, for the CLI and the dialog's lists alike (issue 27:
 * no setting keys where the GM reads). A line it did not make (none are) reads as its rule.
 */
export function problemSentence(problem: string): string {
  const known = rememberedSentence(problem);
  if (known !== undefined) return known;
  const colon = problem.indexOf(': ');
  const rule = colon < 0 ? problem : problem.slice(colon + 2);
  const text = rule.charAt(0).toUpperCase() + rule.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Several problems as one paragraph of sentences. */
export const problemSentences = (problems: readonly string[]): string =>
  problems.map(problemSentence).join(' ');
