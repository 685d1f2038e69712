import type { Campaign } from '@shared/rulesets/core';
import { t } from '@shared/i18n';

type Loss = 'noArmies' | 'noFortress' | 'both';

/** Which of VICT-1 and VICT-2 a stored reason names (checkVictory writes them with their rule IDs). */
function lossOf(text: string): Loss | null {
  const armies = text.includes('VICT-1');
  const fortress = text.includes('VICT-2');
  return armies && fortress ? 'both' : armies ? 'noArmies' : fortress ? 'noFortress' : null;
}

/**
 * Issue 32: the log keeps why a side lost as the engine wrote it, in English ("it holds no fortress (VICT-2)"); the
 * GM reads it in the current language, made again from the rule IDs it cites. A reason this does not recognise (a
 * file from another version) is shown as stored.
 */
export function sideLossText(reason: string): string {
  const loss = lossOf(reason);
  return loss ? t(`log:loss.it.${loss}`) : reason;
}

/** CampaignEnded's reason, "Red holds no fortress (VICT-2); Blue has no armies left (VICT-1)", in the GM's language. */
export function campaignEndText(campaign: Pick<Campaign, 'sides'>, reason: string): string {
  const parts = reason.split('; ').map((part) => {
    const side = campaign.sides.find((s) => part.startsWith(`${s.name} `));
    const loss = lossOf(part);
    return side && loss ? t(`log:loss.side.${loss}`, { side: side.name }) : null;
  });
  return parts.every((part) => part !== null) ? parts.join(t('log:loss.separator')) : reason;
}
