import { existsSync } from 'node:fs';
import { loadScenarioFile, scenarioFiles } from './loadScenarios';

/**
 * The RULES.md sections whose [ENGINE] rules need a scenario each: §4 core mode, §7 the SCEN generator, §8 the
 * stronghold assault (ASLT), §9 the settlement defense game (ANV).
 */
export const COVERED_SECTIONS = [4, 5, 6, 7, 8, 9] as const;

/**
 * [ENGINE] rules known to have no scenario yet, listed as NOT DONE rather than failing the check; each is a task
 * left open, not a rule that needs none. None is open now.
 */
export const KNOWN_GAPS: ReadonlySet<string> = new Set<string>([]);

/**
 * [ENGINE] rules that no scenario file can name yet because their FORMAT does not cover them, with the test file
 * (repo-relative) that covers them instead. The check fails if that file is missing.
 */
export const COVERED_BY_TESTS: Readonly<Record<string, string>> = {
  // FORMAT-assault-defense.md: "the dungeon variant (ASLT-32) [is] not covered yet".
  'ASLT-32': 'tests/shared/rulesets/assault/dungeon.test.ts',
  // FORMAT-firestorm.md has no set-up block: a fixture states each faction's originTowerHex, so the corner placement
  // of a new campaign (NW, SE, NE, SW; an impassable corner's nearest passable hex) is checked by a unit test.
  'FS-SETUP-3': 'tests/shared/rulesets/firestorm/setup.test.ts',
  // FORMAT-firestorm.md has no command for a Path to Glory record or a banner's roster: these rules are checked by
  // unit tests and by the scenarios in tests/scenarios-engine (engineCommandScenarios.test.ts).
  'FS-PTG-1': 'tests/shared/rulesets/firestorm/pathToGlory.test.ts',
  'FS-PTG-2': 'tests/shared/rulesets/firestorm/pathToGlory.test.ts',
  'FS-PTG-3': 'tests/shared/rulesets/firestorm/pathToGlory.test.ts',
  'FS-PTG-4': 'tests/shared/rulesets/firestorm/pathToGlory.test.ts',
  'FS-PTG-5': 'tests/shared/rulesets/firestorm/pathToGlory.test.ts',
  'FS-PTG-6': 'tests/shared/rulesets/firestorm/pathToGlory.test.ts',
  'SIEGE-17': 'tests/shared/rulesets/firestorm/finalAssault.test.ts',
};

interface RuleText {
  readonly id: string;
  readonly section: number;
  text: string;
}

/**
 * Every rule of RULES.md with its section and its own text (from its `**ID …**` marker to the next marker or
 * heading). A rule can carry several tags ("[BRIEFING] … [ENGINE] …", "[ENGINE + BRIEFING]", "[BRIEFING, with
 * ENGINE helpers]"); it counts as an engine rule when any bracketed tag names ENGINE.
 */
export function parseRules(markdown: string): RuleText[] {
  const rules: RuleText[] = [];
  let section = 0;
  let current: RuleText | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^## (\d+)\./.exec(line);
    if (heading) section = Number(heading[1]);
    if (line.startsWith('#')) {
      current = undefined;
      continue;
    }
    const markers = [...line.matchAll(/\*\*([A-Z]+(?:-[A-Z]+)*-\d+[a-z]?)(?:\.\.\d+)? /g)];
    if (markers.length === 0) {
      if (current) current.text += `\n${line}`;
      continue;
    }
    markers.forEach((marker, i) => {
      current = { id: marker[1]!, section, text: line.slice(marker.index, markers[i + 1]?.index) };
      rules.push(current);
    });
  }
  return rules;
}

export function engineRuleIds(markdown: string, sections: readonly number[] = COVERED_SECTIONS): string[] {
  return parseRules(markdown)
    .filter((rule) => sections.includes(rule.section) && /\[[^\]]*\bENGINE\b[^\]]*\]/.test(rule.text))
    .map((rule) => rule.id);
}

/** The section of RULES.md that holds the amendments (AMD-n); each needs a scenario of its own too. */
export const AMENDMENT_SECTION = 12;

/** Every amendment of §12 (AMD-1, AMD-2, …), in the order RULES.md gives them. */
export function amendmentIds(markdown: string): string[] {
  return parseRules(markdown)
    .filter((rule) => rule.section === AMENDMENT_SECTION && rule.id.startsWith('AMD-'))
    .map((rule) => rule.id);
}

/** Rule ID → the scenario ids whose `rules:` list names it. Unreadable scenarios are reported, not skipped. */
export function scenarioRuleIndex(folders: readonly string[]) {
  const index = new Map<string, string[]>();
  const errors: string[] = [];
  const { files, missing } = scenarioFiles(folders);
  errors.push(...missing);
  for (const file of files) {
    for (const loaded of loadScenarioFile(file)) {
      if ('error' in loaded) {
        errors.push(`${loaded.source}: ${loaded.error}`);
        continue;
      }
      const spec = loaded.generic;
      for (const id of spec.rules ?? []) index.set(id, [...(index.get(id) ?? []), spec.id]);
    }
  }
  return { index, errors };
}

export interface CoverageReport {
  readonly engineRules: readonly string[];
  /** The amendments of §12; a scenario naming each is required like an [ENGINE] rule's. */
  readonly amendments: readonly string[];
  readonly missing: readonly string[];
  readonly errors: readonly string[];
  readonly index: ReadonlyMap<string, readonly string[]>;
}

export function ruleCoverage(
  rulesMarkdown: string,
  scenarioFolders: readonly string[],
  repoRoot?: string,
): CoverageReport {
  const engineRules = engineRuleIds(rulesMarkdown);
  const amendments = amendmentIds(rulesMarkdown);
  const { index, errors } = scenarioRuleIndex(scenarioFolders);
  if (repoRoot)
    for (const [id, file] of Object.entries(COVERED_BY_TESTS))
      if (!index.has(id) && existsSync(`${repoRoot}/${file}`)) index.set(id, [`${file} (unit test)`]);
  return {
    engineRules,
    amendments,
    missing: [...engineRules, ...amendments].filter((id) => !index.has(id) && !KNOWN_GAPS.has(id)),
    errors,
    index,
  };
}

export function formatCoverage(report: CoverageReport): string {
  const lines = [...report.engineRules, ...report.amendments].map((id) => {
    const scenarios = report.index.get(id);
    if (scenarios) return `ok      ${id}: ${scenarios.join(', ')}`;
    return KNOWN_GAPS.has(id) ? `NOT DONE ${id} (known gap)` : `MISSING ${id}`;
  });
  lines.push(...report.errors.map((error) => `ERROR   ${error}`));
  const gaps = report.engineRules.filter((id) => KNOWN_GAPS.has(id) && !report.index.has(id));
  const missingAmendments = report.amendments.filter((id) => report.missing.includes(id));
  const covered =
    report.engineRules.length - (report.missing.length - missingAmendments.length) - gaps.length;
  lines.push(
    `${covered} of ${report.engineRules.length} [ENGINE] rules of RULES.md ${COVERED_SECTIONS.map((n) => `§${n}`).join(', ')} have a scenario`,
    `${report.amendments.length - missingAmendments.length} of ${report.amendments.length} amendments of §${AMENDMENT_SECTION} (AMD) have a scenario`,
  );
  if (report.missing.length > 0) lines.push(`missing: ${report.missing.join(' ')}`);
  if (gaps.length > 0) lines.push(`known gaps (not done): ${gaps.join(' ')}`);
  return lines.join('\n');
}
