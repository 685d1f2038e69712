import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile, scenarioFiles } from '../../scripts/scenarios/loadScenarios';
import { runGenericScenario } from '../../scripts/scenarios/generic/runGenericScenario';
import { amendmentIds, engineRuleIds, ruleCoverage } from '../../scripts/scenarios/ruleCoverageCheck';
import { formatOutcomes, runScenarioPaths } from '../../scripts/scenarios/runScenarioPaths';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const folders = {
  project: fileURLToPath(new URL('../scenarios/', import.meta.url)),
  // The spec's examples, kept in the repo (docs/rules; tests/docs/specCopies.test.ts watches ../shared for changes).
  shared: resolve(repoRoot, 'docs/rules/scenarios'),
};

describe.each(Object.entries(folders))('the %s scenario folder', (_name, folder) => {
  it('exists and holds scenarios', () => {
    expect(existsSync(folder), `${folder} is missing`).toBe(true);
    expect(scenarioFiles([folder]).files.length).toBeGreaterThan(0);
  });

  const files = existsSync(folder) ? scenarioFiles([folder]).files : [];
  for (const file of files) {
    for (const loaded of loadScenarioFile(file)) {
      const title = 'generic' in loaded ? loaded.generic.id : loaded.source;
      it(`passes ${title}`, () => {
        expect('error' in loaded ? loaded.error : undefined).toBeUndefined();
        if ('generic' in loaded)
          expect(runGenericScenario(loaded.adapter, loaded.generic)).toEqual({
            id: loaded.generic.id,
            passed: true,
          });
      });
    }
  }
});

describe('the scenario runner', () => {
  it('prints one line per scenario and the tally alone on the last line', () => {
    const text = formatOutcomes([
      { id: 'A', passed: true },
      { id: 'B', passed: false, message: 'step 1: boom' },
    ]);
    expect(text.split('\n')).toEqual(['PASS A', 'FAIL B: step 1: boom', '1 passed, 1 failed']);
  });

  it('fails a missing path instead of passing silently', () => {
    const outcomes = runScenarioPaths([`${repoRoot}no-such-folder`]);
    expect(outcomes.some((o) => !o.passed && /does not exist/.test(o.message ?? ''))).toBe(true);
  });

  it('fails when no path is given', () => {
    expect(runScenarioPaths([]).every((o) => !o.passed)).toBe(true);
  });
});

const BASE = `
id: T-1
ruleset: core
map: { radius: 2 }
sides:
  Red: { players: [Alice], homeEdge: West }
  Blue: { players: [Bob], homeEdge: East }
armies:
  R1: { owner: Alice, at: "0,0", lord: true }
  B1: { owner: Bob, at: "2,0", lord: true }
turn: { number: 1, side: Red, phase: MOVE }
dice: { move: [2] }
`;

function runText(steps: string) {
  const [loaded] = loadScenarioFile('inline.yaml', BASE + steps);
  if (!loaded || 'error' in loaded) return { passed: false, message: loaded?.error ?? 'nothing loaded' };
  if (loaded.adapter.ruleset.id !== 'core') return { passed: false, message: 'not a core scenario' };
  return runGenericScenario(loaded.adapter, loaded.generic);
}

describe('scenario failures are clear, never crashes or silent passes', () => {
  it('passes a correct expectation', () => {
    const outcome = runText(`steps:
  - do: { RollMove: { army: R1 } }
    expect: { events: [ { type: MoveAllowanceRolled, army: R1, d3: 2, allowance: 2 } ] }
`);
    expect(outcome.passed).toBe(true);
  });

  it.each([
    ['an unknown command', `steps:\n  - do: { Teleport: { army: R1 } }\n`, /unknown command "Teleport"/],
    [
      'an engine command FORMAT.md does not define (SCEN-7)',
      `steps:\n  - do: { RollGameLength: { battle: "0,1" } }\n`,
      /unknown command "RollGameLength"/,
    ],
    ['an unknown argument', `steps:\n  - do: { RollMove: { armee: R1 } }\n`, /unknown argument "armee"/],
    [
      'an unknown event field',
      `steps:\n  - do: { RollMove: { army: R1 } }\n    expect: { events: [ { type: MoveAllowanceRolled, roll: 2 } ] }\n`,
      /unknown field "roll"/,
    ],
    [
      'an unknown event type',
      `steps:\n  - do: { RollMove: { army: R1 } }\n    expect: { noEvents: [ArmyTeleported] }\n`,
      /unknown event type/,
    ],
    [
      'a wrong event value',
      `steps:\n  - do: { RollMove: { army: R1 } }\n    expect: { events: [ { type: MoveAllowanceRolled, d3: 3 } ] }\n`,
      /step 1: expected event MoveAllowanceRolled\{d3: 3\}, got MoveAllowanceRolled/,
    ],
    [
      'an expected rejection that does not happen',
      `steps:\n  - do: { RollMove: { army: R1 } }\n    expect: { rejected: MOVE-1 }\n`,
      /expected the command to be rejected/,
    ],
    ['an unexpected rejection', `steps:\n  - do: { RollMove: { army: B1 } }\n`, /was rejected: TURN-2/],
    [
      'a wrong state',
      `steps:\n  - do: { HoldArmy: { army: R1 } }\n    expect: { state: { armies: { R1: { at: "1,0" } } } }\n`,
      /expected R1.at = "1,0", got "0,0"/,
    ],
    ['an unknown top-level key', `stepz: []\nsteps: []\n`, /Unrecognized key/],
  ])('fails on %s', (_what, steps, message) => {
    const outcome = runText(steps);
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toMatch(message);
  });

  it('checks the finally block after the last step', () => {
    const outcome = runText(
      `steps:\n  - do: { HoldArmy: { army: R1 } }\nfinally:\n  armies: { R1: { at: "1,0" } }\n`,
    );
    expect(outcome).toMatchObject({
      passed: false,
      message: expect.stringMatching(/^finally: expected R1.at/),
    });
  });

  it('ignores the empty document a trailing --- leaves', () => {
    const loaded = loadScenarioFile('trailing.yaml', `${BASE}steps: []\n---\n`);
    expect(loaded).toHaveLength(1);
    expect(loaded[0] && 'generic' in loaded[0]).toBe(true);
  });

  it('fails a file that is not YAML', () => {
    const [loaded] = loadScenarioFile('broken.yaml', 'id: [\n');
    expect(loaded && 'error' in loaded && loaded.error).toMatch(/YAML error/);
  });
});

const SETUP_BASE = `
id: S-1
ruleset: core
map: { rect: { width: 8, height: 6 } }
sides:
  Red: { players: [Alice], homeEdge: West }
  Blue: { players: [Bob], homeEdge: East }
settings: { core.firstSide: Red }
`;

function runSetupText(rest: string) {
  const [loaded] = loadScenarioFile('setup.yaml', SETUP_BASE + rest);
  if (!loaded || 'error' in loaded) return { passed: false, message: loaded?.error ?? 'nothing loaded' };
  if (loaded.adapter.ruleset.id !== 'core') return { passed: false, message: 'not a core scenario' };
  return runGenericScenario(loaded.adapter, loaded.generic);
}

describe('the setup extension of the scenario format (SETUP-1..8)', () => {
  it('runs createCoreCampaign and then the steps from its state', () => {
    const outcome = runSetupText(`setup:
  fortresses: { Alice: '1,2', Bob: '6,-1' }
  expect: { state: { turn: { side: Red, phase: MOVE } } }
steps:
  - do: { HoldArmy: { army: army-1 } }
    expect: { events: [ { type: ArmyHeld, army: army-1, hex: '1,2' } ] }
`);
    expect(outcome).toEqual({ id: 'S-1', passed: true });
  });

  it.each([
    [
      'a rejection that does not happen',
      `setup:\n  fortresses: { Alice: '1,2', Bob: '6,-1' }\n  expect: { rejected: SETUP-3 }\nsteps: []\n`,
      /expected a rejection citing SETUP-3/,
    ],
    [
      'a rejection citing another rule',
      `setup:\n  fortresses: { Alice: '2,2', Bob: '6,-1' }\n  expect: { rejected: SETUP-4 }\nsteps: []\n`,
      /citing SETUP-4, got SETUP-3/,
    ],
    [
      'an unexpected rejection',
      `setup:\n  fortresses: { Alice: '2,2', Bob: '6,-1' }\nsteps: []\n`,
      /rejected: SETUP-3/,
    ],
    [
      'both setup and turn',
      `turn: { number: 1, side: Red, phase: MOVE }\nsetup:\n  fortresses: { Alice: '1,2', Bob: '6,-1' }\nsteps: []\n`,
      /exactly one of turn or setup/,
    ],
  ])('fails on %s', (_what, rest, message) => {
    const outcome = runSetupText(rest);
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toMatch(message);
  });
});

describe('rule coverage (scripts/ruleCoverage.ts)', () => {
  const rules = readFileSync(resolve(repoRoot, 'docs/rules/RULES.md'), 'utf8');

  it('finds the [ENGINE] rules of §4, §7 and §8, including rules with several tags', () => {
    const ids = engineRuleIds(rules);
    expect(ids).toEqual(
      expect.arrayContaining([
        'TURN-1',
        'LOC-6',
        'LOC-9',
        'SCEN-9',
        'SCEN-17a',
        'SCEN-19',
        'ASLT-29',
        'ASLT-32',
      ]),
    );
    expect(ids.filter((id) => id.startsWith('ASLT-'))).toHaveLength(30);
    expect(ids).not.toContain('ASLT-30');
    // [RECORD] and [BRIEFING]-only rules need no scenario.
    expect(ids).not.toContain('SETUP-5');
    expect(ids).not.toContain('BATTLE-2');
    expect(ids).not.toContain('SCEN-10');
    expect(ids.some((id) => id.startsWith('HEX-'))).toBe(false);
  });

  it('finds the Firestorm [ENGINE] rules of §5 and §6, multi-part IDs included (FS-MOVE-1, SSCN-1..8)', () => {
    const ids = engineRuleIds(rules);
    expect(ids.filter((id) => id.startsWith('FS-'))).toHaveLength(79);
    expect(ids.filter((id) => /^(SIEGE|SSCN)-/.test(id))).toHaveLength(20);
    expect(ids).toEqual(expect.arrayContaining(['FS-MOVE-1', 'FS-BATTLE-8', 'SIEGE-13a', 'SSCN-1']));
    expect(ids).not.toContain('FS-SETUP-5'); // [RECORD]
    expect(ids).not.toContain('FS-BATTLE-5'); // [BRIEFING]
    expect(ids).not.toContain('SSCN-9'); // [BRIEFING]: set-ups shown by briefing/siegeBattleplans.ts, no scenario
  });

  it('has at least one scenario in tests/scenarios/ for every one of them', () => {
    const report = ruleCoverage(rules, [folders.project], repoRoot);
    expect(report.errors).toEqual([]);
    expect(report.missing).toEqual([]);
    expect(report.engineRules.length).toBeGreaterThan(80);
  });

  it('finds the amendments of §12 (AMD-1..16 in v1.2), each named by a scenario of ours', () => {
    const ids = amendmentIds(rules);
    expect(ids).toEqual(Array.from({ length: 16 }, (_, i) => `AMD-${i + 1}`));
    const report = ruleCoverage(rules, [folders.project], repoRoot);
    expect(report.amendments).toEqual(ids);
    for (const id of ids) expect(report.index.get(id)?.length ?? 0).toBeGreaterThan(0);
  });
});
