import {
  applyEvents,
  emptyCampaign,
  sideTurnEnd,
  type Campaign,
  type EngineEvent,
} from '@shared/rulesets/core';
import { eventSentence } from './eventSentence';

/**
 * Step-by-step replay (issue 15). The log does not record where one command's events end (EVT-1 keeps events,
 * not commands), so a step is one line of the history: every event the history writes as a sentence, except dice
 * rolls, which are folded into the step they feed (the move allowance, the battle result). Decision: this is finer
 * than a command where one command has several lines (a move that captures a village and starts a battle shows
 * the move, then the capture, then the battle), which lets the GM see each consequence on the map in turn.
 */
export function replayStops(campaign: Campaign): number[] {
  const stops: number[] = [];
  campaign.log.forEach((event, index) => {
    if (isStop(event) && eventSentence(campaign, event, index) !== null) stops.push(event.seq);
  });
  return stops;
}

const isStop = (event: EngineEvent): boolean => event.type !== 'DiceRolled';

/** The campaign just after the event `seq`, folded from the empty state (EVT-1, GEN-5). */
export function replayToSeq(campaign: Campaign, seq: number): Campaign {
  const first = campaign.log[0];
  const seed = first?.type === 'CampaignCreated' ? first.payload.rngSeed : 0;
  const end = campaign.log.findIndex((event) => event.seq > seq);
  return applyEvents(emptyCampaign(seed), end < 0 ? campaign.log : campaign.log.slice(0, end));
}

/** Where replay stands, as an event seq: the step shown, the end of the side-turn shown, or the live end. */
export function replayPosition(campaign: Campaign, turn: number | null, seq: number | null): number {
  if (seq !== null) return seq;
  const log = campaign.log;
  if (turn === null) return log.at(-1)?.seq ?? 0;
  // The same end of a side-turn as the side-turn replay (replayTo), so both show the same map.
  return log[sideTurnEnd(campaign, turn) - 1]?.seq ?? 0;
}

/** The step before `position`, or null at the start. */
export function previousStop(stops: readonly number[], position: number): number | null {
  for (let i = stops.length - 1; i >= 0; i--) if (stops[i]! < position) return stops[i]!;
  return null;
}

/** The step after `position`; null when the next step is the live campaign itself. */
export function nextStop(campaign: Campaign, stops: readonly number[], position: number): number | null {
  const next = stops.find((seq) => seq > position);
  const last = campaign.log.at(-1)?.seq ?? 0;
  return next === undefined || next >= last ? null : next;
}
