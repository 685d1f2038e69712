import { drawNatural, facesOf, rngFromState, type DicePurpose, type DieType, type Rng } from '../random';
import type { EventApplier, EventSink } from './eventSink';
import type { KernelEvent } from './events';
import type { KernelState } from './ruleset';

type PayloadOf<E extends KernelEvent, K extends E['type']> = Extract<E, { type: K }>['payload'];

/**
 * An EventSink for a private auto-play loop whose events nobody reads (the assault odds' Monte-Carlo runs, issue
 * 13): each event changes `draft` itself through the ruleset's applyInPlace and is then dropped. No envelope, seq,
 * stamp or rule-ID copy is made and nothing is logged; dice draw from the seeded RNG without a `DiceRolled` event,
 * and `finish` writes the RNG's state to `draft.rng` once, which is what those events' `rngAfter` would have left
 * there (GEN-5; Ruleset.apply's contract: DiceRolled sets rng and nothing else). No injected dice (GEN-11): a
 * test that queues dice wants the log too. The caller owns `draft` outright and shows it to no one until finish.
 */
export function createDroppingSink<S extends KernelState, E extends KernelEvent>(
  ruleset: EventApplier<S, E>,
  draft: S,
): EventSink<S, E> {
  if (!ruleset.applyInPlace) throw new Error('createDroppingSink: this ruleset cannot apply in place');
  return new DroppingSink(ruleset.applyInPlace, draft);
}

/** The one event object handed to applyInPlace, refilled per emit: apply reads it and keeps only its payload. */
interface Scratch {
  type: string;
  payload: unknown;
}

class DroppingSink<S extends KernelState, E extends KernelEvent> implements EventSink<S, E> {
  readonly events: readonly E[] = [];
  readonly drops = true;
  readonly rng: Rng;
  private readonly scratch: Scratch = { type: '', payload: undefined };
  private die: DieType | undefined;
  private faces = 0;

  constructor(
    private readonly applyInPlace: (draft: S, event: E) => void,
    readonly state: S,
  ) {
    this.rng = rngFromState(state.rng);
  }

  finish(): S {
    return Object.assign(this.state, { rng: this.rng.state() });
  }

  emit<K extends E['type']>(type: K, payload: PayloadOf<E, K>): void {
    this.scratch.type = type;
    this.scratch.payload = payload;
    this.applyInPlace(this.state, this.scratch as unknown as E);
  }

  roll(die: DieType, _purpose: DicePurpose): number {
    // A run rolls one or two kinds of die thousands of times: its faces are read from the name once per change.
    if (die !== this.die) {
      this.faces = facesOf(die);
      this.die = die;
    }
    return drawNatural(this.rng, die, this.faces);
  }
}
