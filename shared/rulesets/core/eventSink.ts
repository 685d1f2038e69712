import {
  createDice,
  rngFromState,
  type DicePurpose,
  type DiceQueues,
  type Dice,
  type Rng,
} from '../../random';
import { applyPayload } from './applyEvent';
import type { Campaign } from './model/campaign';
import type { EngineEvent, EventPayloads, EventType } from './model/events';
import type { RuleId } from './rules';

/** The dice a resolve call rolls with: the seeded RNG from the state plus optional injected queues (GEN-5). */
export interface RandomSource {
  readonly dice: Dice;
  readonly rng: Rng;
}

export function randomSourceFor(state: Campaign, queues: DiceQueues = {}): RandomSource {
  const rng = rngFromState(state.rng);
  // With injected queues the roller is made at once (a malformed queue throws here, GEN-11). Without, it is made
  // on the first roll: most commands roll nothing, and making a roller was a large part of such a step's cost.
  if (Object.keys(queues).length > 0) return { rng, dice: createDice(rng, queues) };
  let dice: Dice | undefined;
  return {
    rng,
    get dice() {
      return (dice ??= createDice(rng));
    },
  };
}

/**
 * Collects the events of one resolve call. Each event is applied to a working copy at once, so later rules read
 * the state that earlier events left (BATTLE-8: each retreat is checked against the previous applications).
 * The working copy's `log` stays the log from before the command; `finish` appends the events once (a per-event
 * copy of the log made long campaigns quadratic).
 */
export interface EventSink {
  readonly state: Campaign;
  readonly events: readonly EngineEvent[];
  /**
   * The state after every emitted event, its log included: a new log array, or with `appendTo` (which must be the
   * initial state's own log array, owned by the caller alone) the events pushed onto it in place.
   */
  finish(appendTo?: EngineEvent[]): Campaign;
  emit<K extends EventType>(type: K, payload: EventPayloads[K], ruleIds: readonly RuleId[]): void;
  /** Rolls one die and records it as `DiceRolled` (GEN-5); returns the natural value (a D3 gives 1..3). */
  roll(die: 'D3' | 'D6', purpose: DicePurpose, ruleIds: readonly RuleId[], actor?: string): number;
}

export function createEventSink(initial: Campaign, random: RandomSource): EventSink {
  return new Sink(initial, random);
}

/**
 * A class rather than an object of closures: one sink is made per command, and its methods on the prototype cost
 * nothing to make (the closures were a visible share of auto-play's allocations).
 */
class Sink implements EventSink {
  readonly events: EngineEvent[] = [];
  private current: Campaign;

  constructor(
    private readonly initial: Campaign,
    private readonly random: RandomSource,
  ) {
    this.current = initial;
  }

  get state(): Campaign {
    return this.current;
  }

  finish(appendTo?: EngineEvent[]): Campaign {
    const { events, initial, current } = this;
    if (events.length === 0) return current;
    if (!appendTo) return { ...current, log: initial.log.concat(events) };
    if (appendTo !== initial.log) throw new Error('finish: appendTo must be the initial state’s own log');
    for (const event of events) appendTo.push(event);
    return { ...current, log: appendTo };
  }

  emit<K extends EventType>(type: K, payload: EventPayloads[K], ruleIds: readonly RuleId[]): void {
    const event = {
      seq: this.nextSeq(),
      turn: this.current.turn.number,
      phase: this.current.turn.phase,
      type,
      payload,
      ruleIds: [...ruleIds],
    } as EngineEvent;
    this.current = applyPayload(this.current, event);
    this.events.push(event);
  }

  roll(die: 'D3' | 'D6', purpose: DicePurpose, ruleIds: readonly RuleId[], actor?: string): number {
    const rolled = this.random.dice.roll(die, purpose, actor);
    const payload: EventPayloads['DiceRolled'] = {
      rollId: `roll-${this.nextSeq()}`,
      die: rolled.die,
      natural: rolled.natural,
      purpose,
      injected: rolled.injected,
      rngAfter: this.random.rng.state(),
      ...(actor ? { actor } : {}),
    };
    this.emit('DiceRolled', payload, ['GEN-5', ...ruleIds]);
    return rolled.natural;
  }

  private nextSeq(): number {
    return this.initial.log.length + this.events.length + 1;
  }
}
