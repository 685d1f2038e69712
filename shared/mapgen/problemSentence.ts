/**
 * validateMapParams writes "field: rule" so the "New map" dialog can mark the field (paramProblems.ts); a GM reads
 * neither "sides[0].players" nor "villages + towns + cities". This turns one such problem into a sentence about the
 * map, for the CLI and the dialog's lists alike (issue 27: no setting keys where the GM reads).
 */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  width: 'The width',
  height: 'The height',
  seed: 'The seed',
  water: 'Water',
  mountains: 'Mountains',
  forests: 'Forests',
  hills: 'Hills',
  marsh: 'Marsh',
  rivers: 'Rivers',
  villages: 'Villages',
  towns: 'Towns',
  cities: 'Cities',
};

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const nth = (index: number) => ORDINAL[index] ?? `#${index + 1}`;

/** "sides[1].players[0].name" → "The second side's first player's name". */
function pathName(path: string): string | null {
  const match = /^sides(?:\[(\d+)\](?:\.players(?:\[(\d+)\])?)?(?:\.(\w+))?)?$/.exec(path);
  if (!match) return null;
  const [, side, player, leaf] = match;
  if (side === undefined) return 'The sides';
  let name = `The ${nth(Number(side))} side`;
  if (player !== undefined) name += `'s ${nth(Number(player))} player`;
  if (leaf === undefined) return name;
  const leafName = leaf === 'homeEdge' ? 'home edge' : leaf === 'color' ? 'colour' : leaf;
  return `${name}'s ${leafName}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function problemSentence(problem: string): string {
  const colon = problem.indexOf(': ');
  if (colon < 0) return withStop(capitalise(problem));
  const subject = problem.slice(0, colon);
  const rule = problem.slice(colon + 2);
  if (subject.includes(' + ') && rule.startsWith('shares of the land ')) {
    const fields = subject.split(' + ');
    const list = `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}`;
    return withStop(
      `${capitalise(list)}, as shares of the land, ${rule.slice('shares of the land '.length)}`,
    );
  }
  // A rule that starts with its own subject ("side "Red" has 2 players…", "12 settlements need…") stands alone.
  if (!/^must\b/.test(rule)) return withStop(capitalise(rule));
  const name = FIELD_NAMES[subject] ?? pathName(subject) ?? capitalise(subject);
  return withStop(`${name} ${rule}`);
}

/** Several problems as one paragraph of sentences. */
export const problemSentences = (problems: readonly string[]): string =>
  problems.map(problemSentence).join(' ');
