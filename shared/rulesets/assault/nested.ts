import type { EventSink } from '../../kernel';
import type { DicePurpose, DieType, Rng } from '../../random';
import type { AssaultCommand } from './commands';
import type { AssaultEvent } from './events';
import type { AssaultState } from './model';
import type { RosterEntry } from './roster';
import { rosterAfterAssault } from './rosterWriteback';
import { assaultRuleset } from './ruleset';

/** The host's dice (the campaign's sink): it records each roll as its own `DiceRolled` (GEN-5). */
export interface HostDice {
  roll(die: DieType, purpose: DicePurpose, ruleIds: readonly string[], actor?: string): number;
  readonly rng: Rng;
}

/** An assault sink inside another ruleset's command: its events are kept here, its dice are the host's. */
class NestedSink implements EventSink<AssaultState, AssaultEvent> {
  readonly events: AssaultEvent[] = [];
  constructor(
    private current: AssaultState,
    private readonly host: HostDice,
  ) {}
  get rng(): Rng {
    return this.host.rng;
  }
  get state(): AssaultState {
    return this.current;
  }
  finish(): AssaultState {
    return { ...this.current, log: this.current.log.concat(this.events) };
  }
  emit(type: AssaultEvent['type'], payload: unknown, ruleIds: readonly string[]): void {
    const event = {
      seq: this.current.log.length + this.events.length + 1,
      ...assaultRuleset.stamp(this.current),
      type,
      payload,
      ruleIds: [...ruleIds],
    } as unknown as AssaultEvent;
    this.current = assaultRuleset.apply(this.current, event);
    this.events.push(event);
  }
  roll(die: DieType, purpose: DicePurpose, ruleIds: readonly string[], actor?: string): number {
    return this.host.roll(die, purpose, ruleIds, actor);
  }
}

/**
 * LOC-7, SIEGE-16: a whole assault inside a campaign command, rolling the campaign's dice (and its injected
 * `aslt.*` queues): the GM's own `commands` first (checked by the caller's validate, GEN-10), then every choice
 * left auto-played (BOT-20..24). Returns the ended assault and its events (dice excluded: the host has them).
 */
export function runAssaultInside(
  start: AssaultState,
  host: HostDice,
  commands: readonly AssaultCommand[] = [],
) {
  const sink = new NestedSink(start, host);
  for (const command of commands) {
    if (sink.state.phase === 'ENDED') break;
    assaultRuleset.resolve(sink, command);
  }
  if (sink.state.phase !== 'ENDED') assaultRuleset.resolve(sink, { type: 'RunAssaultTurn', until: 'ENDED' });
  return { state: sink.finish(), events: sink.events };
}

/**
 * What a campaign keeps of an assault it ran inside one command (LOC-7 FortressAssaulted, SIEGE-17
 * FinalAssaultFought): outcome, turns, casualties, both rosters after the losses (ASLT-29) and the assault's own
 * events (its dice are the host's `DiceRolled` events before them, GEN-5).
 */
export function nestedAssaultRecord(
  ended: ReturnType<typeof runAssaultInside>,
  rosters: { readonly attacker: readonly RosterEntry[]; readonly defender: readonly RosterEntry[] },
) {
  return {
    outcome: ended.state.outcome!,
    turns: ended.state.turn,
    casualties: ended.state.casualties!,
    attackerRoster: rosterAfterAssault(rosters.attacker, ended.state, 'besieger'),
    defenderRoster: rosterAfterAssault(rosters.defender, ended.state, 'defender'),
    events: ended.events.map((e) => ({
      type: e.type,
      turn: e.turn,
      phase: e.phase,
      payload: e.payload as unknown as Record<string, unknown>,
      ruleIds: [...e.ruleIds],
    })),
  };
}
