import type { FactionId } from '../model/types';
import type { FsSink } from './sink';

/**
 * FS-INIT-1..3: every faction rolls a D6 (id order); tied factions re-roll among themselves until separated, tied
 * groups from the highest value down (FS-INIT-2 Decision). Returns the order, highest first.
 */
export function rollInitiative(sink: FsSink): void {
  const rolls: Record<string, number[]> = {};
  const order = orderGroup(
    sink,
    sink.state.factions.map((f) => f.id),
    rolls,
    ['FS-INIT-1'],
  );
  sink.emit('InitiativeRolled', { order, rolls }, ['FS-INIT-1', 'FS-INIT-2', 'FS-INIT-3']);
}

function orderGroup(
  sink: FsSink,
  group: FactionId[],
  rolls: Record<string, number[]>,
  ruleIds: string[],
): FactionId[] {
  const value = new Map<FactionId, number>();
  for (const f of group) {
    const v = sink.roll('D6', 'fs.initiative', ruleIds, f);
    value.set(f, v);
    (rolls[f] ??= []).push(v);
  }
  const values = [...new Set(value.values())].sort((a, b) => b - a);
  const order: FactionId[] = [];
  for (const v of values) {
    const tied = group.filter((f) => value.get(f) === v);
    order.push(...(tied.length > 1 ? orderGroup(sink, tied, rolls, ['FS-INIT-2']) : tied));
  }
  return order;
}
