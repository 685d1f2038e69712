import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../scripts/scenarios/loadScenarios';
import { formatOutcomes, runScenarioPaths } from '../../scripts/scenarios/runScenarioPaths';

const NO_SCENARIO = 'holds no scenario (the file is empty or has only blank documents)';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-scenarios-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('a scenario file that holds no scenario (FORMAT.md "Runner")', () => {
  it.each([
    ['empty', ''],
    ['only blank lines', '\n  \n\n'],
    ['only a comment', '# scenarios to come\n'],
    ['one blank document', '---\n'],
    ['only blank documents', '---\n---\n# nothing here\n---\n'],
  ])('fails when the file is %s, with a clear message', (_what, text) => {
    expect(loadScenarioFile('empty.yaml', text)).toEqual([
      { source: 'empty.yaml', id: 'empty.yaml', error: NO_SCENARIO },
    ]);
  });

  it('is a failure of the run, never "0 passed, 0 failed"', () => {
    const file = path.join(folder, 'AT-99-empty.yaml');
    writeFileSync(file, '---\n\n---\n');
    const outcomes = runScenarioPaths([folder]);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ passed: false, message: NO_SCENARIO });
    const lines = formatOutcomes(outcomes).split('\n');
    expect(lines[0]).toMatch(/^FAIL .*AT-99-empty\.yaml: holds no scenario/);
    expect(lines.at(-1)).toBe('0 passed, 1 failed');
  });

  it('still ignores the blank document a trailing --- leaves after a real scenario', () => {
    const loaded = loadScenarioFile('one.yaml', 'id: T-1\n---\n');
    expect(loaded).toHaveLength(1);
    expect(loaded[0]?.source).toBe('one.yaml');
  });
});
