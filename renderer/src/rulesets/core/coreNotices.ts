import { coreCampaignOf } from '@shared/document';
import type { AppStartListening } from '../../app/store';
import { commandIssued } from '../../campaign/campaignActions';
import { playMessageShown } from '../../campaign/playSlice';
import { eventSentence, isNotable } from './history/eventSentence';

/**
 * What a core command caused that a GM must not miss (rolls, battles, retreats, captures, destroyed armies,
 * captured Lords) is shown as it happens: the events a command appended, in the GM's words. A listener of the one
 * command path (campaign/issueCommand.ts), so the path itself knows no ruleset's words.
 */
export function startCoreNoticeListener(startListening: AppStartListening): () => void {
  return startListening({
    actionCreator: commandIssued,
    effect: (_action, api) => {
      const before = coreCampaignOf(api.getOriginalState().document.present);
      const after = coreCampaignOf(api.getState().document.present);
      if (!before || !after || after === before) return;
      const news: string[] = [];
      for (let i = before.log.length; i < after.log.length; i++) {
        const event = after.log[i]!;
        const text = isNotable(event) ? eventSentence(after, event, i) : null;
        if (text) news.push(text);
      }
      if (news.length > 0) api.dispatch(playMessageShown({ kind: 'note', text: news.join(' · ') }));
    },
  });
}
