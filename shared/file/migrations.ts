import { CURRENT_FORMAT_VERSION } from './fileFormat';
import { t } from '../i18n';

/**
 * One step of the file format: turns the `document` of a version-`from` file into a version-`from + 1` one.
 * Works on untyped JSON (old shapes have no types here) and may throw; the loader reports a throw as damage.
 */
export interface Migration {
  readonly from: number;
  readonly describe: string;
  readonly migrate: (document: unknown) => unknown;
}

/**
 * Every migration ever written, in order, append-only: entry i takes version i + 1 to i + 2. Never edit or
 * remove an entry once released; files of that version exist on people's disks.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    // Version 2 lets the campaign be of any campaign ruleset (DATA-1, issue 10): core (seed 001) or Firestorm
    // (seed 000), told apart by its `ruleset`. Every version-1 campaign is a core one and reads unchanged; the
    // version number changed so that a Hexmarch that knows only version 1 says a Firestorm file is from a newer
    // Hexmarch instead of calling it damaged.
    from: 1,
    describe: 'campaigns of any campaign ruleset (core or Firestorm)',
    migrate: (document) => document,
  },
];

/** Runs the migrations from `version` up to the current version, in order. */
export function migrateDocument(
  document: unknown,
  version: number,
  migrations: readonly Migration[] = MIGRATIONS,
  target: number = CURRENT_FORMAT_VERSION,
): unknown {
  let current = document;
  for (let from = version; from < target; from++) {
    const step = migrations[from - 1];
    if (step === undefined || step.from !== from) {
      throw new Error(t('files:load.noMigration', { version: from }));
    }
    current = step.migrate(current);
  }
  return current;
}
