import { COMMAND_HANDLERS } from './commandHandlers';
import type { EventSink } from './eventSink';
import type { Command } from './model/commands';

/**
 * The events a validated command causes, past-tense facts (EVT-1), including the automatic follow-ups the state
 * machine runs (TURN-1: FIGHT → RESULTS → END_TURN → next side-turn). Call validate first: resolve trusts it.
 */
export function resolve(sink: EventSink, command: Command): void {
  (COMMAND_HANDLERS[command.type].resolve as (sink: EventSink, command: Command) => void)(sink, command);
}
