import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { z } from 'zod';
import type { BaseScenario } from './generic/baseScenario';
import type { ScenarioAdapter } from './generic/scenarioAdapter';
import { isRulesetId } from '@shared/rulesets';
import { SCENARIO_ADAPTERS } from './generic/scenarioAdapters';

/** One scenario document, parsed, or the reason it could not be. */
export type LoadedScenario =
  | { readonly source: string; readonly generic: BaseScenario; readonly adapter: ScenarioAdapter }
  | { readonly source: string; readonly id: string; readonly error: string };

/** Every `*.yaml`/`*.yml` file under the given files and folders, sorted; a missing path is an error entry. */
export function scenarioFiles(paths: readonly string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    else if (/\.ya?ml$/.test(path)) files.push(path);
  };
  for (const path of paths) {
    try {
      const stat = statSync(path);
      if (stat.isFile() && !/\.ya?ml$/.test(path)) missing.push(`${path} is not a .yaml file`);
      else walk(path);
    } catch {
      missing.push(`${path} does not exist`);
    }
  }
  return { files, missing };
}

/** Parses one file's YAML documents (FORMAT.md: one scenario per document) and checks each against the format. */
export function loadScenarioFile(file: string, text = readFileSync(file, 'utf8')): LoadedScenario[] {
  const name = relative(process.cwd(), file) || file;
  const documents = parseAllDocuments(text);
  if (!Array.isArray(documents)) return [{ source: name, id: name, error: 'not a YAML stream' }];
  // A trailing `---` leaves an empty document: it is no scenario, so it is neither run nor counted.
  const scenarios = documents.filter((doc) => doc.errors.length > 0 || doc.toJS() !== null);
  // FORMAT.md "Runner": a file that holds no scenario at all (empty, or only blank documents) fails, never
  // passes as `0 passed, 0 failed`.
  if (scenarios.length === 0)
    return [
      { source: name, id: name, error: 'holds no scenario (the file is empty or has only blank documents)' },
    ];
  return scenarios.map((doc, i) => {
    const source = scenarios.length > 1 ? `${name}#${i + 1}` : name;
    if (doc.errors.length > 0)
      return {
        source,
        id: source,
        error: `YAML error: ${doc.errors[0]!.message.replace(/\s+/g, ' ').trim()}`,
      };
    const data: unknown = doc.toJS();
    const id = typeof (data as { id?: unknown })?.id === 'string' ? (data as { id: string }).id : source;
    const mode = (data as { ruleset?: unknown })?.ruleset;
    const adapter = isRulesetId(mode) ? SCENARIO_ADAPTERS[mode] : undefined;
    if (!adapter) {
      const known = Object.keys(SCENARIO_ADAPTERS).join(', ');
      const got = mode === undefined ? 'no ruleset key' : `ruleset ${JSON.stringify(mode)}`;
      return {
        source,
        id,
        error: `malformed scenario: ruleset must be one of ${known} (the file has ${got})`,
      };
    }
    const parsed = adapter.schema.safeParse(data);
    if (!parsed.success)
      return {
        source,
        id,
        error: `malformed scenario: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`,
      };
    return { source, generic: parsed.data, adapter };
  });
}
