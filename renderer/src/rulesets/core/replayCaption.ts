import type { Campaign } from '@shared/rulesets/core';
import { t } from '@shared/i18n';

/**
 * What a replayed state shows, in the words both the turn bar and the history panel use (issue 15: they must
 * agree): "end of Turn 3 (Red)", or the campaign as set up before turn 1 (TURN-1).
 */
export function replayCaption(shown: Campaign): string {
  if (shown.turn.phase === 'SETUP' || shown.turn.number < 1) return t('campaign:replayCaption.setUp');
  const side = shown.sides.find((s) => s.id === shown.turn.activeSideId);
  return side
    ? t('campaign:replayCaption.endOfTurnSide', { turn: shown.turn.number, side: side.name })
    : t('campaign:replayCaption.endOfTurn', { turn: shown.turn.number });
}
