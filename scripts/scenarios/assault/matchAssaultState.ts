import { effectiveBR, type AssaultState, type Zone } from '@shared/rulesets/assault';
import { sameValue } from '../generic/runGenericScenario';

const UNIT_FIELDS = ['zone', 'status', 'breach', 'troops', 'effectiveBR'] as const;
const ASSAULT_FIELDS = [
  'id',
  'turn',
  'phase',
  'outcome',
  'breaches',
  'temporaryBreaches',
  'acting',
  'actionsLeft',
];
const ZONE_NAMES: readonly Zone[] = ['A', 'R', 'W', 'I', 'out'];

const show = (value: unknown) => JSON.stringify(value ?? 'none');

function assaultView(state: AssaultState): Record<string, unknown> {
  return {
    id: state.id,
    turn: state.turn,
    phase: state.phase,
    outcome: state.outcome ?? 'none',
    breaches: state.stronghold.breaches,
    temporaryBreaches: state.stronghold.temporaryBreaches,
    acting: state.redeploy?.acting ?? 'none',
    actionsLeft: state.redeploy?.actionsLeft ?? 'none',
  };
}

function matchObject(
  what: string,
  actual: Record<string, unknown>,
  expected: unknown,
  known: readonly string[],
) {
  const problems: string[] = [];
  if (expected === null || typeof expected !== 'object') return [`${what}: expected an object of fields`];
  for (const [key, want] of Object.entries(expected)) {
    if (!known.includes(key)) problems.push(`${what}: unknown field ${key} (known: ${known.join(', ')})`);
    else if (!sameValue(want, actual[key]))
      problems.push(`${what}.${key}: expected ${show(want)}, got ${show(actual[key])}`);
  }
  return problems;
}

/** FORMAT-assault-defense.md "Expectations (assault mode)": assault, zones, units, casualties. */
export function matchAssaultState(
  state: AssaultState,
  expected: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  for (const [key, want] of Object.entries(expected)) {
    if (key === 'assault') problems.push(...matchObject('assault', assaultView(state), want, ASSAULT_FIELDS));
    else if (key === 'zones') {
      if (want === null || typeof want !== 'object') {
        problems.push('zones: expected { A: [ids], … }');
        continue;
      }
      for (const [zone, ids] of Object.entries(want)) {
        if (!ZONE_NAMES.includes(zone as Zone)) {
          problems.push(`zones: unknown zone ${zone} (zones: ${ZONE_NAMES.join(', ')})`);
          continue;
        }
        const actual = state.unitOrder.filter((id) => state.units[id]!.zone === zone).sort();
        const wanted = Array.isArray(ids) ? ids.map(String).sort() : [];
        if (!Array.isArray(ids)) problems.push(`zones.${zone}: expected a list of unit ids`);
        else if (JSON.stringify(actual) !== JSON.stringify(wanted))
          problems.push(`zones.${zone}: expected [${wanted.join(', ')}], got [${actual.join(', ')}]`);
      }
    } else if (key === 'units') {
      for (const [id, fields] of Object.entries((want ?? {}) as Record<string, unknown>)) {
        const unit = state.units[id];
        if (!unit) {
          problems.push(`units.${id}: no such unit (equipment units are named <entry>.1, .2, …)`);
          continue;
        }
        const view = {
          zone: unit.zone,
          status: unit.status,
          breach: unit.breachAssigned,
          troops: unit.troops,
          effectiveBR: effectiveBR(unit),
        };
        problems.push(...matchObject(`units.${id}`, view, fields, UNIT_FIELDS));
      }
    } else if (key === 'casualties') {
      const bad = casualtyFieldProblems(want);
      if (bad.length > 0) problems.push(...bad);
      else if (!state.casualties)
        problems.push('casualties: the assault has not ended, so there are none yet');
      else if (!sameValue(want, state.casualties))
        problems.push(
          `casualties: expected ${JSON.stringify(want)}, got ${JSON.stringify(state.casualties)}`,
        );
    } else problems.push(`state: unknown key ${key} (assault mode knows assault, zones, units, casualties)`);
  }
  return problems;
}

const CASUALTY_SIDES = ['besieger', 'defender'];
const CASUALTY_COUNTS = ['dead', 'wounded', 'recovering', 'prisoners'];

/** FORMAT-assault-defense.md: `casualties: { besieger: {…}, defender: {…}, ransomValue }`; other fields are named. */
function casualtyFieldProblems(want: unknown): string[] {
  if (want === null || typeof want !== 'object' || Array.isArray(want))
    return ['casualties: expected { besieger: {…}, defender: {…}, ransomValue }'];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(want)) {
    if (key === 'ransomValue') continue;
    if (!CASUALTY_SIDES.includes(key)) {
      problems.push(`casualties: unknown field ${key} (known: besieger, defender, ransomValue)`);
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      problems.push(`casualties.${key}: expected { ${CASUALTY_COUNTS.join(', ')} }`);
      continue;
    }
    for (const field of Object.keys(value))
      if (!CASUALTY_COUNTS.includes(field))
        problems.push(`casualties.${key}: unknown field ${field} (known: ${CASUALTY_COUNTS.join(', ')})`);
  }
  return problems;
}
