/** Work per chunk before the window gets the thread back (a frame is ~16 ms). */
export const CHUNK_MS = 12;

/** One auto-played command: the state it led to, or why the run cannot go on. */
export type LoopStep<S> = { readonly state: S } | { readonly stuck: string };

/** What a "Simulate to the end" run needs from its ruleset and its store (core GEN-6, Firestorm BOT-10..19). */
export interface SimulationLoop<S> {
  /** The campaign in the store now; null once Stop was pressed or the document changed. */
  readonly current: () => S | null;
  /** Still running and within the turn limit. */
  readonly going: (state: S) => boolean;
  /** The next auto-played command, stepped. */
  readonly advance: (state: S) => LoopStep<S>;
  /** A chunk's result handed to the store (one undo step per run). */
  readonly handOver: (state: S, commands: number) => void;
  readonly progressed: (state: S, total: number) => void;
  /** The run ended: the campaign ended, the limit was passed, or `stuck` says why not. */
  readonly finished: (state: S, total: number, stuck: string | null) => void;
}

/**
 * "Simulate to the end" (issue §7 of both modes), run in chunks between frames so the progress bar moves and Stop
 * works: each chunk plays commands for CHUNK_MS, hands its state to the store, and schedules the next.
 */
export function runInChunks<S>(loop: SimulationLoop<S>): void {
  let total = 0;
  const chunk = () => {
    const current = loop.current();
    if (current === null) return;
    let state: S = current;
    const until = performance.now() + CHUNK_MS;
    let commands = 0;
    let stuck: string | null = null;
    while (loop.going(state) && performance.now() < until) {
      const next = loop.advance(state);
      if ('stuck' in next) {
        stuck = next.stuck;
        break;
      }
      state = next.state;
      commands++;
    }
    total += commands;
    if (commands > 0) loop.handOver(state, commands);
    if (!loop.going(state) || stuck !== null) return loop.finished(state, total, stuck);
    loop.progressed(state, total);
    setTimeout(chunk, 0);
  };
  setTimeout(chunk, 0);
}
