import type { Campaign } from '@shared/rulesets/core';

/**
 * What a replayed state shows, in the words both the turn bar and the history panel use (issue 15: they must
 * agree): "end of Turn 3 (Red)", or the campaign as set up before turn 1 (TURN-1).
 */
export function replayCaption(shown: Campaign): string {
  if (shown.turn.phase === 'SETUP' || shown.turn.number < 1) return 'the campaign as set up, before Turn 1';
  const side = shown.sides.find((s) => s.id === shown.turn.activeSideId);
  return `end of Turn ${shown.turn.number}${side ? ` (${side.name})` : ''}`;
}
