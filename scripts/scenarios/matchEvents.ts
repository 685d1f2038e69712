import { ASSAULT_EVENT_FIELDS, type AssaultEventType } from '@shared/rulesets/assault';
import { eventPayloadFields, isEventType, type Campaign, type EngineEvent } from '@shared/rulesets/core';
import { sameValue } from './generic/runGenericScenario';
import { battleIdAt } from './scenarioCommand';

/** FORMAT.md field names that differ from the engine's payload names (EVT-1 uses `…Id` for references). */
const ALIASES: Record<string, string> = {
  army: 'armyId',
  player: 'playerId',
  battle: 'battleId',
  owner: 'ownerId',
  attacker: 'attackerArmyId',
  defender: 'defenderArmyId',
  side: 'sideId',
};

type Expected = { type: string } & Record<string, unknown>;

const isAssaultEvent = (type: string) => Object.hasOwn(ASSAULT_EVENT_FIELDS, type) && !isEventType(type);

/**
 * FORMAT-assault-defense.md core section: a fortress assault's ASLT events "belong to that step". They travel inside
 * `FortressAssaulted`; for matching they are listed just before it, in their own order.
 */
export function withAssaultEvents(events: readonly EngineEvent[]): EngineEvent[] {
  return events.flatMap((event) =>
    event.type === 'FortressAssaulted'
      ? [...(event.payload.events as unknown as EngineEvent[]), event]
      : [event],
  );
}

/** Checks expected fields against the event table; returns an error for an unknown type or field. */
export function checkEventSpec(expected: Expected): string | undefined {
  if (isAssaultEvent(expected.type)) {
    const fields = ASSAULT_EVENT_FIELDS[expected.type as AssaultEventType];
    const bad = Object.keys(expected).filter((k) => k !== 'type' && k !== 'ruleIds' && !fields.includes(k));
    return bad.length > 0
      ? `unknown field "${bad[0]}" for event ${expected.type} (fields: ${fields.join(', ')})`
      : undefined;
  }
  if (!isEventType(expected.type)) return `unknown event type "${expected.type}"`;
  const fields: readonly string[] = eventPayloadFields(expected.type);
  for (const key of Object.keys(expected)) {
    if (key === 'type' || key === 'ruleIds') continue;
    if (!fields.includes(ALIASES[key] ?? key)) {
      return `unknown field "${key}" for event ${expected.type} (fields: ${fields.join(', ')})`;
    }
  }
  return undefined;
}

/** Partial match of one expected event (FORMAT.md: only the fields written are compared). */
export function eventMatches(state: Campaign, expected: Expected, event: EngineEvent): boolean {
  if (event.type !== expected.type) return false;
  const payload = event.payload as unknown as Record<string, unknown>;
  return Object.entries(expected).every(([key, value]) => {
    if (key === 'type') return true;
    if (key === 'ruleIds')
      return Array.isArray(value) && value.every((id) => event.ruleIds.includes(String(id)));
    const field = isAssaultEvent(event.type) ? key : (ALIASES[key] ?? key);
    if (key === 'battle') return payload[field] === battleIdAt(state, value) || payload[field] === value;
    return sameValue(value, payload[field]);
  });
}

export function describeEvent(event: EngineEvent): string {
  const payload = Object.entries(event.payload as unknown as Record<string, unknown>)
    .filter(([k]) => k !== 'rngAfter' && k !== 'settings' && k !== 'map')
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(', ');
  return `${event.type}{${payload}}`;
}
