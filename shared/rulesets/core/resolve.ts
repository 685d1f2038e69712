import { COMMAND_HANDLERS } from './commandHandlers';
import type { EventSink } from './eventSink';
import type { Command } from './model/commands';
import { advanceCorePhases } from './phases';

/**
 * The events a validated command causes, past-tense facts (EVT-1), including the automatic follow-ups the phase
 * table runs (TURN-1: FIGHT → RESULTS → END_TURN → next side-turn, phases.ts). Call validate first: resolve trusts it.
 */
export function resolve(sink: EventSink, command: Command): void {
  (COMMAND_HANDLERS[command.type].resolve as (sink: EventSink, command: Command) => void)(sink, command);
  advanceCorePhases(sink);
}
