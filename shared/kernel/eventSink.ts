import { createDice, rngFromState, type Dice, type DicePurpose, type DieType, type Rng } from '../random';
import type { DiceQueues } from '../random';
import type { DiceRolledPayload, KernelEvent } from './events';
import type { KernelCommand, KernelState, Ruleset } from './ruleset';

/** The dice a resolve call rolls with: the seeded RNG from the state plus optional injected queues (GEN-5). */
export interface RandomSource {
  readonly dice: Dice;
  readonly rng: Rng;
}

export function randomSourceFor(state: KernelState, queues: DiceQueues = {}): RandomSource {
  // With injected queues the roller is made at once (a malformed queue throws here, GEN-11). Without, the RNG and
  // the roller are made on first use: most commands roll nothing, and making them was a large part of such a
  // step's cost (issue 16 profile).
  if (hasQueues(queues)) {
    const rng = rngFromState(state.rng);
    return { rng, dice: createDice(rng, queues) };
  }
  return new LazyRandomSource(state.rng);
}

/** Whether any purpose has an injected queue (for-in: no key array made once per command). */
export function hasQueues(queues: DiceQueues): boolean {
  for (const _purpose in queues) return true;
  return false;
}

/** A class rather than an object of closures: one is made per command. */
class LazyRandomSource implements RandomSource {
  private madeRng: Rng | undefined;
  private madeDice: Dice | undefined;

  constructor(private readonly from: KernelState['rng']) {}

  get rng(): Rng {
    return (this.madeRng ??= rngFromState(this.from));
  }

  get dice(): Dice {
    return (this.madeDice ??= createDice(this.rng));
  }
}

type PayloadOf<E extends KernelEvent, K extends E['type']> = Extract<E, { type: K }>['payload'];

/**
 * Collects the events of one resolve call. Each event is applied to a working copy at once, so later rules read
 * the state that earlier events left (BATTLE-8, FS-EXEC order, ASLT phases). The working copy's `log` stays the
 * log from before the command; `finish` appends the events once (a per-event copy of the log made long games
 * quadratic).
 */
export interface EventSink<S extends KernelState, E extends KernelEvent> {
  readonly state: S;
  readonly events: readonly E[];
  /**
   * True when the sink keeps no events (createDroppingSink): a resolver may then skip building an event that
   * changes nothing (its ruleset's apply returns the state as it was), such as a record of throws.
   */
  readonly drops?: boolean;
  finish(appendTo?: E[]): S;
  emit<K extends E['type']>(type: K, payload: PayloadOf<E, K>, ruleIds: readonly string[]): void;
  /**
   * The command's seeded RNG (GEN-5) for draws that are not die rolls, such as deck shuffles (shuffled in
   * shared/random): the event that records such a draw must carry `rngAfter: rng.state()` and its result.
   */
  readonly rng: Rng;
  /** Rolls one die and records it as `DiceRolled` (GEN-5); returns the natural value (a D3 gives 1..3). */
  roll(die: DieType, purpose: DicePurpose, ruleIds: readonly string[], actor?: string): number;
}

/** What a sink needs of a ruleset: how an event changes the state and what it stamps on each event. */
export type EventApplier<S extends KernelState, E extends KernelEvent> = Pick<
  Ruleset<S, KernelCommand, E>,
  'apply' | 'stamp' | 'applyInPlace'
>;

/**
 * With `inPlace` (kernelStepInPlace) each event changes `initial` itself through the ruleset's applyInPlace, and
 * `finish` pushes the events onto its own log: the caller owns that state outright and shows it to no one.
 */
export function createEventSink<S extends KernelState, E extends KernelEvent>(
  ruleset: EventApplier<S, E>,
  initial: S,
  random: RandomSource,
  inPlace = false,
): EventSink<S, E> {
  if (inPlace && !ruleset.applyInPlace)
    throw new Error('createEventSink: this ruleset cannot apply in place');
  let Sink = sinkClasses.get(ruleset);
  if (!Sink) sinkClasses.set(ruleset, (Sink = sinkClass()));
  return new Sink(ruleset, initial, random, inPlace) as EventSink<S, E>;
}

/**
 * One copy of the sink class per ruleset: V8 keeps what it learns of the shapes a function meets per copy of the
 * function, so with a copy per ruleset `push` meets one ruleset's states and events, not every ruleset's (issue 11
 * profile: in a process that also played core campaigns, a Firestorm campaign took a sixth longer than alone).
 */
const sinkClasses = new WeakMap<object, ReturnType<typeof sinkClass>>();

/** A class rather than an object of closures: one sink is made per command, its methods cost nothing to make. */
const sinkClass = () =>
  class Sink<S extends KernelState, E extends KernelEvent> implements EventSink<S, E> {
    readonly events: E[] = [];
    private current: S;

    constructor(
      private readonly ruleset: EventApplier<S, E>,
      private readonly initial: S,
      private readonly random: RandomSource,
      private readonly inPlace: boolean,
    ) {
      this.current = initial;
    }

    get state(): S {
      return this.current;
    }

    get rng(): Rng {
      return this.random.rng;
    }

    finish(appendTo?: E[]): S {
      const { events, initial, current } = this;
      if (events.length === 0) return current;
      if (!appendTo) return { ...current, log: (initial.log as readonly E[]).concat(events) };
      if (appendTo !== initial.log) throw new Error('finish: appendTo must be the initial state’s own log');
      for (const event of events) appendTo.push(event);
      // The working copy still holds the very array it grew: no new state object is needed (one per command).
      return current.log === appendTo ? current : { ...current, log: appendTo };
    }

    emit<K extends E['type']>(type: K, payload: PayloadOf<E, K>, ruleIds: readonly string[]): void {
      this.push(type, payload, [...ruleIds]);
    }

    /** emit with a rule-ID array of the sink's own (not the caller's), so it is not copied again. */
    private push<K extends E['type']>(type: K, payload: PayloadOf<E, K>, ruleIds: string[]): void {
      const event = {
        seq: this.initial.log.length + this.events.length + 1,
        ...this.ruleset.stamp(this.current),
        type,
        payload,
        ruleIds,
      } as unknown as E;
      if (this.inPlace) this.ruleset.applyInPlace!(this.current, event);
      else this.current = this.ruleset.apply(this.current, event);
      this.events.push(event);
    }

    roll(die: DieType, purpose: DicePurpose, ruleIds: readonly string[], actor?: string): number {
      const rolled = this.random.dice.roll(die, purpose, actor);
      const payload: DiceRolledPayload = {
        rollId: `roll-${this.initial.log.length + this.events.length + 1}`,
        die: rolled.die,
        natural: rolled.natural,
        purpose,
        injected: rolled.injected,
        rngAfter: this.random.rng.state(),
        ...(actor ? { actor } : {}),
      };
      this.push('DiceRolled' as E['type'], payload as PayloadOf<E, E['type']>, ['GEN-5', ...ruleIds]);
      return rolled.natural;
    }
  };
