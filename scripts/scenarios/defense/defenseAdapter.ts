import type { KernelEvent } from '@shared/kernel';
import {
  DEFENSE_COMMAND_SCHEMAS,
  defenseRuleset,
  type DefenseCommandType,
  type DefenseEvent,
  type DefenseState,
} from '@shared/rulesets/defense';
import type { BaseScenario, ExpectedEvent } from '../generic/baseScenario';
import { sameValue } from '../generic/runGenericScenario';
import type { ScenarioAdapter } from '../generic/scenarioAdapter';
import { buildDefenseFixture } from './buildDefenseFixture';
import { DEFENSE_EVENT_FIELDS } from './defenseEventFields';
import { asDefenseScenario, defenseScenarioSchema } from './defenseScenarioSchema';
import { matchDefenseState } from './matchDefenseState';

const DEFENSE_TAGS = ['anv.setup', 'anv.prepare', 'anv.attack', 'anv.defense'];

const payloadOf = (event: DefenseEvent): Record<string, unknown> => ({
  ...(event.payload as object),
  defense: event.defense,
});

/** `ruleset: defense` files (FORMAT-assault-defense.md "Defense mode") for the generic scenario runner. */
export const defenseScenarioAdapter: ScenarioAdapter<DefenseState, DefenseEvent> = {
  ruleset: defenseRuleset as unknown as ScenarioAdapter<DefenseState, DefenseEvent>['ruleset'],
  schema: defenseScenarioSchema as unknown as ScenarioAdapter['schema'],
  build(spec: BaseScenario) {
    const scenario = asDefenseScenario(spec);
    const strayTags = Object.keys(scenario.dice ?? {}).filter((tag) => !DEFENSE_TAGS.includes(tag));
    if (strayTags.length > 0)
      return {
        errors: [`dice: ${strayTags.join(', ')} is not a defense tag (GEN-11: ${DEFENSE_TAGS.join(', ')})`],
      };
    return buildDefenseFixture(scenario);
  },
  command(_state, doSpec) {
    const [name, args] = Object.entries(doSpec)[0]!;
    if (!Object.hasOwn(DEFENSE_COMMAND_SCHEMAS, name))
      return {
        error: `unknown defense command ${name} (known: ${Object.keys(DEFENSE_COMMAND_SCHEMAS).join(', ')})`,
      };
    if (args !== null && args !== undefined && (typeof args !== 'object' || Array.isArray(args)))
      return { error: `${name}: its arguments are written as a map, e.g. { ${name}: {} }` };
    const parsed = DEFENSE_COMMAND_SCHEMAS[name as DefenseCommandType].safeParse({
      ...(args ?? {}),
      type: name,
    });
    if (!parsed.success)
      return {
        error: `${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ')}`,
      };
    return { command: parsed.data };
  },
  checkEventSpec(expected: ExpectedEvent) {
    const fields = DEFENSE_EVENT_FIELDS[expected.type as keyof typeof DEFENSE_EVENT_FIELDS];
    if (!fields) return `unknown defense event type ${expected.type}`;
    const stray = Object.keys(expected).filter((k) => k !== 'type' && k !== 'defense' && !fields.includes(k));
    return stray.length > 0
      ? `${expected.type} has no field ${stray.join(', ')} (fields: ${fields.join(', ')})`
      : undefined;
  },
  eventMatches(_state, expected, event) {
    if (event.type !== expected.type) return false;
    const payload = payloadOf(event);
    return Object.entries(expected).every(([k, v]) => {
      if (k === 'type') return true;
      // GEN-5: the die name is not case-sensitive ("d8" in the FORMAT, D8 in DiceRolled).
      if (k === 'die' && typeof v === 'string' && typeof payload.die === 'string')
        return v.toLowerCase() === payload.die.toLowerCase();
      return sameValue(v, payload[k]);
    });
  },
  describeEvent: (event: KernelEvent) =>
    `${event.type}${JSON.stringify(Object.fromEntries(Object.entries(payloadOf(event as DefenseEvent)).filter(([k]) => k !== 'rngAfter' && k !== 'rollId' && k !== 'defense')))}`,
  matchState: matchDefenseState,
};
