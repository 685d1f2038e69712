import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repo keeps its own copy of the rules specification and the example scenarios (docs/rules), so a user's
 * clone stands on its own. Where the steering folder `../shared` exists beside the repo, its files are the
 * source: a spec amendment there shows up here as a failing comparison until the copy is brought up to date.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const copies = resolve(repoRoot, 'docs/rules');
const upstream = resolve(repoRoot, '../shared');
const WATCHED = ['RULES.md', 'STYLE.md', 'scenarios', 'scenarios-upcoming'];

function filesUnder(root: string, entry: string): string[] {
  const path = join(root, entry);
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [entry];
  return readdirSync(path).flatMap((child) => filesUnder(root, join(entry, child)));
}

describe('docs/rules is the repo’s copy of the spec', () => {
  it('holds RULES.md and the scenario formats even without ../shared', () => {
    for (const file of [
      'RULES.md',
      'scenarios/FORMAT.md',
      'scenarios/FORMAT-firestorm.md',
      'scenarios/FORMAT-assault-defense.md',
    ])
      expect(existsSync(join(copies, file)), file).toBe(true);
  });

  it.runIf(existsSync(upstream))(
    'matches ../shared file for file (a spec amendment there must be copied)',
    () => {
      const theirs = WATCHED.flatMap((entry) => filesUnder(upstream, entry)).sort();
      const ours = WATCHED.flatMap((entry) => filesUnder(copies, entry)).sort();
      expect(ours, 'files in docs/rules vs ../shared').toEqual(theirs);
      const differing = theirs.filter(
        (file) => readFileSync(join(upstream, file), 'utf8') !== readFileSync(join(copies, file), 'utf8'),
      );
      expect(differing, `copy these from ${relative(repoRoot, upstream)} to docs/rules`).toEqual([]);
    },
  );
});
