import { z } from 'zod';
import {
  ASSAULT_EVENT_FIELDS,
  assaultCommandSchemas,
  assaultRuleset,
  type AssaultCommandType,
  type AssaultEvent,
  type AssaultEventType,
  type AssaultState,
} from '@shared/rulesets/assault';
import type { BaseScenario, ExpectedEvent } from '../generic/baseScenario';
import { sameValue } from '../generic/runGenericScenario';
import type { ScenarioAdapter } from '../generic/scenarioAdapter';
import { assaultScenarioSchema, type AssaultScenario } from './assaultScenarioSchema';
import { buildAssaultScenario } from './buildAssaultScenario';
import { matchAssaultState } from './matchAssaultState';

const ENVELOPE = ['assault', 'turn', 'phase'];
const COMMANDS = Object.keys(assaultCommandSchemas) as AssaultCommandType[];
/** ASLT-32 arguments: the format does not cover the dungeon variant yet, so files may not use them. */
const DUNGEON_ARGS = ['entrances', 'entrance'];

function fieldsOf(event: AssaultEvent): Record<string, unknown> {
  const payload = event.payload as unknown as Record<string, unknown>;
  const merged: Record<string, unknown> = {
    assault: event.assault,
    turn: event.turn,
    phase: event.phase,
    ...payload,
  };
  return merged;
}

/** FORMAT-assault-defense.md's assault mode for the generic scenario runner. */
export const assaultScenarioAdapter: ScenarioAdapter<AssaultState, AssaultEvent> = {
  ruleset: assaultRuleset,
  schema: assaultScenarioSchema as unknown as z.ZodType<BaseScenario>,
  build: (spec) => buildAssaultScenario(spec as unknown as AssaultScenario),
  command(_state, doSpec) {
    const [name, args] = Object.entries(doSpec)[0]!;
    if (!COMMANDS.includes(name as AssaultCommandType))
      return { error: `unknown command ${name}; assault mode has ${COMMANDS.join(', ')}` };
    const given = (args ?? {}) as Record<string, unknown>;
    if (typeof given !== 'object' || Array.isArray(given))
      return { error: `${name}: arguments must be a map` };
    const dungeon = Object.keys(given).filter((k) => DUNGEON_ARGS.includes(k));
    if (dungeon.length > 0)
      return {
        error: `${name}: ${dungeon.join(', ')} belong to the dungeon variant, which scenario files do not cover`,
      };
    const command = { type: name, ...given };
    const parsed = assaultCommandSchemas[name as AssaultCommandType].safeParse(command);
    if (!parsed.success) return { error: `${name}: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}` };
    return { command };
  },
  checkEventSpec(expected: ExpectedEvent) {
    const known = ASSAULT_EVENT_FIELDS[expected.type as AssaultEventType];
    if (!known) return `unknown event type ${expected.type} in assault mode`;
    const bad = Object.keys(expected).filter(
      (k) => k !== 'type' && !known.includes(k) && !ENVELOPE.includes(k),
    );
    return bad.length > 0
      ? `${expected.type} has no field ${bad.join(', ')} (fields: ${known.join(', ')})`
      : undefined;
  },
  eventMatches(_state, expected, event) {
    if (expected.type !== event.type) return false;
    const actual = fieldsOf(event);
    return Object.entries(expected).every(([key, want]) => {
      if (key === 'type') return true;
      if (key === 'die' && typeof want === 'string') return want.toUpperCase() === actual.die;
      return sameValue(want, actual[key]);
    });
  },
  describeEvent(event) {
    const { assault: _a, ...fields } = fieldsOf(event);
    return `${event.type}{${Object.entries(fields)
      .filter(([k]) => k !== 'rngAfter' && k !== 'rollId')
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
      .join(', ')}}`;
  },
  matchState: matchAssaultState,
};
