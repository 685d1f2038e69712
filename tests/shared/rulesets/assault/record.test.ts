import { describe, expect, it } from 'vitest';
import {
  assaultLines,
  assaultRecordText,
  assaultReportMarkdown,
  autoResolve,
  readAssaultRecord,
  replayAssaultRecord,
  type AssaultRecord,
} from '@shared/rulesets/assault';
import { besieger, defender, newAssault } from './assaultFixtures';

const record: AssaultRecord = {
  format: 'hexmarch-assault',
  version: 1,
  title: 'The storming of Highkeep',
  names: { besieger: 'Red host', defender: 'Highkeep garrison' },
  input: { seed: 7, besieger, defender, stronghold: { unitCapacity: 3, breaches: 1 } },
  commands: [
    { type: 'DeployBesieger', assault: ['b1', 'b4'], breach: ['b1'] },
    { type: 'RunAssaultTurn', until: 'ARTILLERY' },
    { type: 'RunAssaultTurn', until: 'ENDED' },
  ],
};

describe('assault records (save, replay, report)', () => {
  it('replays a saved record to the same state, and reads back what it wrote', () => {
    const replayed = replayAssaultRecord(record);
    if ('errors' in replayed) throw new Error(replayed.errors.join('; '));
    expect(replayed.state.phase).toBe('ENDED');
    const read = readAssaultRecord(assaultRecordText(record));
    if ('errors' in read) throw new Error(read.errors.join('; '));
    expect(read.state).toEqual(replayed.state);
    expect(read.record).toEqual(record);
  });

  it('replays only the first commands when asked (step-by-step replay)', () => {
    const one = replayAssaultRecord(record, 1);
    if ('errors' in one) throw new Error(one.errors.join('; '));
    expect(one.state.phase).toBe('DEPLOY_DEFENDER');
    expect(one.state.units.b1!.zone).toBe('A');
  });

  it('refuses a file that is not a record, or whose commands the rules refuse, in words', () => {
    expect(readAssaultRecord('{oops')).toEqual({
      errors: ['The file is not JSON: it is not an assault record saved by Hexmarch.'],
    });
    expect(readAssaultRecord('{"format":"hexmarch"}')).toEqual({
      errors: ['The file is not an assault record (its "format" is not "hexmarch-assault").'],
    });
    const bad = { ...record, commands: [{ type: 'SurrenderOrRenew', choice: 'surrender' }] };
    const read = readAssaultRecord(JSON.stringify(bad));
    expect('errors' in read && read.errors[0]).toMatch(
      /^Command 1 \(SurrenderOrRenew\) is refused on replay: ASLT-21/,
    );
  });

  it('tells every event of a whole assault in words, each line citing rules, and prints a report', () => {
    const end = autoResolve(newAssault());
    const lines = assaultLines(end, record.names);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.ruleIds.length).toBeGreaterThan(0);
      expect(line.text).not.toMatch(/undefined|\b(DEPLOY_|SURRENDER_OR)/);
    }
    expect(lines.at(-1)!.text).toMatch(/^Casualties: Red host \d+ dead/);
    const report = assaultReportMarkdown({ ...record, commands: [] }, end);
    expect(report).toContain('# The storming of Highkeep');
    expect(report).toContain('| Heavy foot | 2 | 120 |  |  |');
    expect(report).toMatch(/\(ASLT-\d+/);
  });
});
