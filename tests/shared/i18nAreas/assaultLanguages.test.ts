import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@shared/i18n';
import {
  assaultReportMarkdown,
  assaultValueProblems,
  createAssault,
  deploymentProblems,
  describeAssaultEvent,
  EQUIPMENT,
  readAssaultRecord,
  rosterEntrySchema,
  rosterFromCsv,
  ROSTER_COLUMNS,
  rosterProblems,
  unitStatusName,
  type AssaultEvent,
  type AssaultRecord,
  type AssaultState,
  type AssaultUnit,
  type RosterEntry,
} from '@shared/rulesets/assault';
import { ASSAULT_EVENT_FIELDS, type AssaultEventType } from '@shared/rulesets/assault/events';
import { breachProblems, moveProblems, regroupProblems } from '@shared/rulesets/assault/redeploy';
import { rosterSizeProblem } from '@shared/rulesets/assault/rosterBounds';
import { validateAssaultCommand } from '@shared/rulesets/assault/validate';
import { replayAssaultRecord } from '@shared/rulesets/assault/record';
import { untranslatedAmong } from '../../i18nScan/untranslatedAmong';
import { besieger, defender, newAssault, play } from '../rulesets/assault/assaultFixtures';
import { keysOf, keysUsedBy } from './usedKeys';

/**
 * Issue 32: the assault's log sentences, report and refusals are made in the current language. In the pseudo-locale
 * every catalogue letter is accented, so a plain word left in a sentence is text that did not go through `t`. The
 * names of the document (units, armies, entrances), the ASLT-22 table's equipment names (content, like a deck's
 * card names) and the file-format words the sentences quote are allowed.
 */
const NAMES = [
  ...[...besieger, ...defender].map((e) => e.name ?? e.id),
  ...Object.values(EQUIPMENT).map((row) => row.name),
  'Red host',
  'Blue keep',
  'Main gate',
  'Postern',
  'Goblins',
  'toString',
  // Unit ids, as the redeployment refusals show them beside the name, and what the test typed into the CSV.
  ...[
    'a',
    'c',
    'd',
    'nobody',
    'b1',
    'b2',
    'b3',
    'b4',
    'b5',
    'd1',
    'd2',
    'd3',
    'colour',
    'perhaps',
    'catapultus',
  ],
  ...ROSTER_COLUMNS,
  'x',
  'unitCapacity',
  'breaches',
  'temporaryBreaches',
  'aslt.maxTurns',
  'leadershipAbility',
  'strategicAbility',
  'moraleMod',
  'attackMod',
  'br',
  'BR',
  'name',
  'troops',
  'equipment',
  'hexmarch-assault',
  'format',
  'JSON',
  'CSV',
  ...[
    'RunAssaultTurn',
    'EndRedeployment',
    'DeployBesieger',
    'DeployDefender',
    'MoveUnit',
    'AssignBreach',
    'SurrenderOrRenew',
  ],
];

afterEach(() => setLanguage('en'));

const unitsOf = (state: AssaultState) => Object.values(state.units) as AssaultUnit[];
const withUnit = (state: AssaultState, id: string, change: Partial<AssaultUnit>): AssaultState => ({
  ...state,
  units: { ...state.units, [id]: { ...state.units[id]!, ...change } },
});

/** One event of each kind and each wording (entrances, reveals, absorbed hits, modifiers, special throws). */
function everyEvent(): AssaultEvent[] {
  const base = { assault: 'a', turn: 1, phase: 'MELEE' as const, ruleIds: ['ASLT-1'] };
  const e = <T extends AssaultEventType>(type: T, payload: object, seq: number) =>
    ({ ...base, seq, type, payload }) as unknown as AssaultEvent;
  return [
    e('AssaultStarted', { unitCapacity: 1, breaches: 2 }, 1),
    e('AssaultStarted', { unitCapacity: 1200, breaches: 1 }, 2),
    e('AssaultTurnStarted', { turn: 2 }, 3),
    e('PhaseStarted', { phase: 'ARTILLERY' }, 4),
    e(
      'AttackThrowsRolled',
      {
        unit: 'b1',
        side: 'besieger',
        phase: 'MELEE',
        zone: 'W',
        throws: 3,
        modifier: 1,
        target: 4,
        naturals: [1, 4, 6],
        hits: 2,
      },
      5,
    ),
    e(
      'AttackThrowsRolled',
      {
        unit: 'd1',
        side: 'defender',
        phase: 'MELEE',
        zone: 'A',
        throws: 1,
        modifier: 0,
        target: 5,
        naturals: [5],
        hits: 1,
        special: true,
        entrance: 'Main gate',
      },
      6,
    ),
    e(
      'AttackThrowsRolled',
      {
        unit: 'd2',
        side: 'defender',
        phase: 'MISSILE',
        zone: 'R',
        throws: 2,
        modifier: -1,
        target: 6,
        naturals: [2, 3],
        hits: 0,
      },
      7,
    ),
    e('HitsAssigned', { phase: 'MELEE', zone: 'W', hits: 1, absorbed: 0 }, 8),
    e('HitsAssigned', { phase: 'MELEE', zone: 'A', hits: 3, absorbed: 2, entrance: 'Postern' }, 9),
    e('UnitDefeated', { unit: 'b2', phase: 'MELEE', zone: 'I' }, 10),
    e('UnitWithdrawn', { unit: 'b3', phase: 'MORALE', from: 'A', to: 'R', status: 'disordered' }, 11),
    e('UnitWithdrawn', { unit: 'd3', phase: 'MORALE', from: 'W', to: 'out', status: 'brokenDown' }, 12),
    e('BreakthroughAchieved', { phase: 'MELEE' }, 13),
    e('BreakthroughAchieved', { phase: 'MELEE', entrance: 'Main gate' }, 14),
    e('SallyAchieved', { phase: 'MELEE' }, 15),
    e('SallyAchieved', { phase: 'MELEE', revealed: true }, 16),
    e('SallyAchieved', { phase: 'MELEE', entrance: 'Postern' }, 17),
    e('SallyAchieved', { phase: 'MELEE', entrance: 'Postern', revealed: true }, 18),
    e('BreachCreated', { unit: 'ram', temporaryBreaches: 1 }, 19),
    e('BreachCreated', { unit: 'ram', temporaryBreaches: 2 }, 20),
    e('UnitRedeployed', { unit: 'b4', from: 'R', to: 'A', breach: false }, 21),
    e('UnitRedeployed', { unit: 'b5', from: 'R', to: 'A', breach: true }, 22),
    e('UnitRedeployed', { unit: 'd1', from: 'I', to: 'W', breach: false, entrance: 'Main gate' }, 23),
    e('UnitRegrouped', { unit: 'b3' }, 24),
    e('LeaderRedeployed', { side: 'defender' }, 25),
    e('MoraleChecked', { side: 'besieger', naturals: [3, 4], total: 9, broke: false }, 26),
    e('MoraleChecked', { side: 'defender', naturals: [1, 1], total: 2, broke: true }, 27),
    ...(['captured', 'surrendered', 'liberated', 'calledOff'] as const).map((outcome, i) =>
      e('AssaultEnded', { outcome }, 28 + i),
    ),
    e(
      'AssaultCasualtiesComputed',
      {
        besieger: { dead: 1, wounded: 2, recovering: 1, prisoners: 0 },
        defender: { dead: 1500, wounded: 0, recovering: 0, prisoners: 3 },
        ransomValue: 12,
      },
      40,
    ),
    e('DiceRolled', { die: 'd6', natural: 3, purpose: 'x', actor: 'x', rollId: 'x' }, 41),
  ];
}

const NAMES_OF_SIDES = { besieger: 'Red host', defender: 'Blue keep' };

function logTexts(): string[] {
  const state = newAssault();
  return [
    ...everyEvent().flatMap((event) => {
      const line = describeAssaultEvent(state, event, NAMES_OF_SIDES);
      return line ? [line.text] : [];
    }),
    // The zone diagram names every status; the log only those a withdrawal leaves.
    ...(['ready', 'disordered', 'defeated', 'withdrawn', 'brokenDown'] as const).map(unitStatusName),
  ];
}

function playedRecord(): { record: AssaultRecord; state: AssaultState } {
  const input = { seed: 7, besieger, defender, stronghold: { unitCapacity: 3, breaches: 1 } };
  const record = {
    format: 'hexmarch-assault',
    version: 1,
    title: 'Red host against Blue keep',
    names: NAMES_OF_SIDES,
    input,
    commands: [{ type: 'RunAssaultTurn', until: 'ENDED' }],
  } as unknown as AssaultRecord;
  const replayed = replayAssaultRecord(record);
  if ('errors' in replayed) throw new Error(replayed.errors.join('; '));
  return { record, state: replayed.state };
}

describe('the assault log in the pseudo-locale (issue 32)', () => {
  it('words every event kind from the catalogue, with plurals', () => {
    const kinds = new Set(everyEvent().map((e) => e.type));
    expect([...kinds].sort()).toEqual(Object.keys(ASSAULT_EVENT_FIELDS).sort());
    let texts: string[] = [];
    const used = keysUsedBy(() => {
      setLanguage('en-XA');
      texts = logTexts();
    });
    expect(texts).toHaveLength(everyEvent().length - 1 + 5);
    expect(untranslatedAmong(texts, NAMES)).toEqual([]);
    const sentences = keysOf('assaultLog').filter((k) => !k.startsWith('assaultLog:report.'));
    expect(sentences.filter((k) => !used.has(k) && !k.startsWith('assaultLog:zone'))).toEqual([]);
  });

  it('reads in English as before and in German with German plurals and numbers', () => {
    const english = logTexts();
    expect(english).toContain('The assault begins: the walls hold 1 unit, 2 breaches.');
    expect(english).toContain(
      'Heavy foot (Red host) strikes at the walls: 3 throws +1, 4+ to hit: rolled 1, 4, 6 → 2 hits.',
    );
    expect(english).toContain(
      '3 hits land in the assault zone (entrance “Postern”) (2 absorbed by galleries and mantlets).',
    );
    expect(english).toContain('Militia withdraws from the walls off the field, broken down.');
    setLanguage('de');
    const german = logTexts();
    expect(german).toContain('Der Sturm beginnt: Die Mauern fassen 1.200 Einheiten, 1 Bresche.');
    expect(german).toContain('Militia zieht sich von den Mauern aus dem Gefecht zurück, aufgerieben.');
    expect(german.some((l) => l.includes('1.500 Tote'))).toBe(true);
  });

  it('prints the report and a played log with no untranslated word', () => {
    const { record, state } = playedRecord();
    setLanguage('en-XA');
    const report = assaultReportMarkdown(record, state);
    const lines = report.split('\n').filter((l) => l.trim() !== '' && !/^\|[ -|]+\|$/.test(l));
    expect(untranslatedAmong(lines, [...NAMES, record.title])).toEqual([]);
  });
});

/**
 * Every refusal of the assault engine, each made by driving it with what it refuses. `kernel` holds those whose
 * inner clause the kernel words (a schema's issues, JSON bounds: shared/kernel, shared/file, another area's).
 */
function everyRefusal(kernel: string[] = []): string[] {
  const texts: string[] = [];
  const add = (list: readonly (string | { message: string })[]) =>
    texts.push(...list.map((x) => (typeof x === 'string' ? x : x.message)));
  // ASLT-1/3/20/21/24/32 values.
  add(
    assaultValueProblems({
      variant: 'dungeon',
      stronghold: {
        unitCapacity: -1,
        breaches: Number.NaN,
        temporaryBreaches: 1.5,
        entrances: [
          { id: '', known: true, reachable: true },
          { id: 'x', known: true, reachable: true },
          { id: 'x', known: true, reachable: true },
        ],
      },
      settings: { maxTurns: 0 },
      leaders: {
        besieger: { leadershipAbility: -1, strategicAbility: 1.5, moraleMod: Number.NaN },
        defender: { leadershipAbility: 0.5, strategicAbility: Number.NaN, moraleMod: 0.5 },
      },
    }),
  );
  add(assaultValueProblems({ variant: 'dungeon', stronghold: { entrances: [] } }));
  // DATA-9 rosters.
  const bad: RosterEntry[] = [
    { id: 'a', name: 'Goblins', br: 1 },
    { id: 'a', br: 0.3, attackMod: 1.5, troops: -1, pieces: 2 },
    { id: 'c', artillery: 'lightBallista', siegeEquipment: 'batteringRam', pieces: 0, br: 2, hero: true },
    { id: 'd' },
  ];
  add(rosterProblems(bad));
  const made = createAssault({ seed: 1, besieger: bad, defender: [...bad, { id: 'd', br: 1 }] });
  if ('errors' in made) add(made.errors);
  const reserved = rosterEntrySchema.safeParse({ id: 'toString', br: 1 });
  if (!reserved.success) add(reserved.error.issues.map((i) => i.message));
  const many = (n: number, entry: Partial<RosterEntry>) =>
    Array.from({ length: n }, (_, i) => ({ id: `u${i}`, ...entry }) as RosterEntry);
  add([
    rosterSizeProblem(many(2001, { br: 1 }), 'Red host')!,
    rosterSizeProblem(many(600, { br: 1 }), 'Red host')!,
    rosterSizeProblem([{ id: 'a', br: 1e9 } as RosterEntry], 'Red host')!,
  ]);
  // CSV rosters.
  for (const csv of [
    'name,br\n"Goblins,1',
    '',
    'name,colour\nGoblins,red',
    'br\n1',
    'name,br,missile,equipment\nGoblins,x,perhaps,catapultus\n,1,,',
  ]) {
    const read = rosterFromCsv(csv);
    if ('errors' in read) add(read.errors);
  }
  // Deployment (ASLT-9, ASLT-10, ASLT-11, ASLT-22, ASLT-32).
  const siege = newAssault({
    besieger: [...besieger, { id: 'cb', siegeEquipment: 'ramCatcher', pieces: 10 }],
    defender: [...defender, { id: 'st', siegeEquipment: 'siegeTowerStandard', pieces: 1, oversized: true }],
    stronghold: { unitCapacity: 1, breaches: 1 },
  });
  const out = withUnit(siege, 'b5', { status: 'defeated' });
  add(
    deploymentProblems(out, 'besieger', {
      placed: ['nobody', 'd1', 'b5', 'b1', 'b1', 'b2', 'b3', 'b4'],
      breach: ['b2', 'b3', 'b5', 'd9'],
    }),
  );
  add(deploymentProblems(siege, 'defender', { placed: ['b1', 'd1', 'd2', 'st.1'], breach: ['d1'] }));
  const ramCatcher = unitsOf(siege).find((u) => u.equipment === 'ramCatcher')!.id;
  add(deploymentProblems(siege, 'besieger', { placed: ['b2', 'tr.1', ramCatcher], breach: [] }));
  add(
    deploymentProblems(newAssault({ stronghold: { unitCapacity: 3, breaches: 0 } }), 'besieger', {
      placed: ['b1'],
      breach: ['b1'],
    }),
  );
  const dungeon = newAssault({
    variant: 'dungeon',
    stronghold: {
      unitCapacity: 3,
      breaches: 0,
      entrances: [
        { id: 'Main gate', known: true, reachable: true },
        { id: 'Postern', known: false, reachable: false },
      ],
    },
  });
  add(
    deploymentProblems(dungeon, 'besieger', {
      placed: ['b1', 'b2', 'b3', 'b4'],
      breach: [],
      entrances: { b2: 'Postern', b3: 'Main gate', b4: 'Main gate' },
    }),
  );
  // Redeployment (ASLT-20, ASLT-9, ASLT-32).
  const redeploying = (
    state: AssaultState,
    acting: 'besieger' | 'defender',
    actionsLeft = 2,
  ): AssaultState => ({
    ...state,
    phase: 'REDEPLOY',
    redeploy: { acting, actionsLeft, done: [] },
  });
  const field = newAssault({ stronghold: { unitCapacity: 1, breaches: 1 } });
  add(moveProblems(field, 'b1', 'A'));
  const r = redeploying(field, 'besieger');
  add(moveProblems(r, 'nobody', 'A'));
  add(moveProblems(r, 'd1', 'W'));
  add(moveProblems(redeploying(field, 'defender'), 'b1', 'A'));
  add(moveProblems(withUnit(r, 'b1', { zone: 'out', status: 'defeated' }), 'b1', 'A'));
  add(moveProblems(redeploying(field, 'besieger', 0), 'b1', 'A'));
  add(moveProblems(redeploying(field, 'defender', 0), 'd1', 'W'));
  add(regroupProblems(r, 'b1'));
  for (const status of ['disordered', 'withdrawn'] as const)
    add(moveProblems(withUnit(r, 'b1', { status }), 'b1', 'A'));
  add(moveProblems(withUnit(r, 'b1', { status: 'brokenDown', zone: 'A' }), 'b1', 'A'));
  add(moveProblems(withUnit(r, 'b1', { justRegrouped: true }), 'b1', 'A'));
  add(moveProblems(r, 'b1', 'W'));
  add(moveProblems(withUnit(r, 'b1', { zone: 'A' }), 'b1', 'A'));
  add(moveProblems(redeploying(field, 'defender'), 'd1', 'R'));
  add(moveProblems(r, 'b1', 'R'));
  const rd = redeploying(field, 'defender');
  add(moveProblems(rd, 'd1', 'I'));
  add(moveProblems(withUnit(rd, 'd1', { zone: 'W' }), 'd1', 'W'));
  add(moveProblems(withUnit(withUnit(r, 'b1', { zone: 'A' }), 'b5', { zone: 'A' }), 'b4', 'A'));
  add(moveProblems(withUnit(withUnit(rd, 'd1', { zone: 'W' }), 'd2', { zone: 'I' }), 'd2', 'W'));
  const rdg = redeploying(dungeon, 'besieger');
  add(moveProblems(rdg, 'b1', 'A'));
  add(moveProblems(rdg, 'b1', 'A', 'Postern'));
  add(moveProblems(withUnit(rdg, 'b2', { zone: 'A', entrance: 'Main gate' }), 'b1', 'A', 'Main gate'));
  add(moveProblems(redeploying(dungeon, 'defender'), 'd1', 'W'));
  add(breachProblems(rdg, 'b1'));
  add(breachProblems(rd, 'd1'));
  add(breachProblems(r, 'b2'));
  add(breachProblems(withUnit(r, 'b1', { breachAssigned: true, zone: 'A' }), 'b1'));
  add(breachProblems(withUnit(r, 'b4', { breachAssigned: true, zone: 'A' }), 'b1'));
  add(
    breachProblems(
      redeploying(newAssault({ stronghold: { unitCapacity: 1, breaches: 0 } }), 'besieger'),
      'b1',
    ),
  );
  add(
    breachProblems(
      withUnit(
        withUnit(
          redeploying(newAssault({ stronghold: { unitCapacity: 0, breaches: 2 } }), 'besieger'),
          'b4',
          { zone: 'A' },
        ),
        'b5',
        { zone: 'A' },
      ),
      'b1',
    ),
  );
  // Commands (GEN-10, ASLT-12, ASLT-21, ASLT-26) and replay.
  kernel.push(...validateAssaultCommand(field, { type: 'MoveUnit' }).map((v) => v.message));
  add(validateAssaultCommand(field, { type: 'EndRedeployment' }));
  const ended = play(newAssault(), { type: 'RunAssaultTurn', until: 'ENDED' });
  add(validateAssaultCommand(ended, { type: 'RunAssaultTurn', until: 'ENDED' }));
  add(
    validateAssaultCommand(
      { ...field, phase: 'SURRENDER_OR_RENEW', turn: 99 },
      { type: 'SurrenderOrRenew', choice: 'renew' },
    ),
  );
  // Saved records.
  const { record } = playedRecord();
  const text = JSON.stringify(record);
  for (const file of [
    'x'.repeat(50_000_000),
    '{',
    '{"format":"other"}',
    JSON.stringify({
      ...record,
      names: { besieger: '', defender: '' },
      input: { ...record.input, besieger: many(600, { br: 1 }) },
    }),
    JSON.stringify({ ...record, commands: [{ type: 'MoveUnit', unit: 'b1', to: 'A' }] }),
    text,
  ]) {
    const read = readAssaultRecord(file);
    if ('errors' in read) add(read.errors);
  }
  for (const file of [
    JSON.stringify({ ...record, deep: [[[[[[[[[[1]]]]]]]]]] }),
    JSON.stringify({ ...record, version: 'x' }),
    // The all-zero random state is worded by the core rules (logInvariants), around "the assault" of ours.
    JSON.stringify({
      ...record,
      input: { ...record.input, rng: { seed: 1, cursor: 0, words: [0, 0, 0, 0] } },
    }),
  ]) {
    const read = readAssaultRecord(file);
    if ('errors' in read) kernel.push(...read.errors);
  }
  return texts;
}

describe('the assault refusals in the pseudo-locale (issue 32)', () => {
  it('makes every refusal of the engine, each in the catalogue', () => {
    let texts: string[] = [];
    const kernel: string[] = [];
    const used = keysUsedBy(() => {
      setLanguage('en-XA');
      texts = everyRefusal(kernel);
    });
    expect(untranslatedAmong(texts, NAMES)).toEqual([]);
    // The sentence around the kernel's clause is ours, so it is pseudo-localised from its first word.
    expect(kernel.length).toBe(4);
    for (const text of kernel) expect(text).toMatch(/^\[[^A-Za-z\s]/);
    expect(keysOf('assaultRules').filter((k) => !used.has(k))).toEqual([]);
  });

  it('reads in English as before and in German', () => {
    const english = everyRefusal();
    expect(english).toContain('unit "a": the id a is used twice (DATA-9)');
    setLanguage('de');
    const german = everyRefusal();
    expect(german).toContain(
      'Die Sturmzone fasst schon 2 Truppeneinheiten (Obergrenzen nach ASLT-9/ASLT-10)',
    );
    expect(german.length).toBe(english.length);
  });
});
