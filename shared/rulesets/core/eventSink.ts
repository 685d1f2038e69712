import {
  createEventSink as createKernelSink,
  type EventSink as KernelEventSink,
} from '../../kernel/eventSink';
import type { RandomSource } from '../../kernel/eventSink';
import { applyPayload } from './applyEvent';
import type { Campaign } from './model/campaign';
import type { EngineEvent } from './model/events';

export { randomSourceFor, type RandomSource } from '../../kernel/eventSink';

/**
 * The kernel's event sink over the core campaign: resolvers `emit` past-tense events and `roll` dice (GEN-5), each
 * event applied to the working copy at once (BATTLE-8: each retreat is checked against the previous applications).
 */
export type EventSink = KernelEventSink<Campaign, EngineEvent>;

/** EVT-1 envelope: every core event is stamped with the side-turn and phase it happened in (DATA-11). */
export function coreStamp(state: Campaign): { readonly turn: number; readonly phase: string } {
  return { turn: state.turn.number, phase: state.turn.phase };
}

const CORE_APPLIER = { apply: applyPayload, stamp: coreStamp };

export function createEventSink(initial: Campaign, random: RandomSource): EventSink {
  return createKernelSink(CORE_APPLIER, initial, random);
}
