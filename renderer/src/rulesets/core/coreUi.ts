import { startAutoPlayListener } from '../../campaign/autoPlayListener';
import type { RulesetUi } from '../../store/rulesetUi';
import { CoreBoard } from './board/CoreBoard';
import { campaignHint } from './campaignHint';
import { CampaignPanels } from './CampaignPanels';
import { campaignPointer } from './campaignPointer';
import { coreAutoPlay } from './coreAutoPlay';
import { startCoreNoticeListener } from './coreNotices';
import { coreCampaignReducer } from './coreCampaignReducer';
import { TurnBar } from './TurnBar';
import { VictoryScreen } from './VictoryScreen';

/** Core's screens (RULES.md §1-§7): the turn bar, the map with army flags, the panels of play, the victory screen. */
export const coreUi = {
  campaign: {
    Bar: TurnBar,
    Board: CoreBoard,
    Panels: CampaignPanels,
    Overlay: VictoryScreen,
    pointer: campaignPointer,
    hint: campaignHint,
  },
  startListeners: (startListening) => {
    startCoreNoticeListener(startListening);
    startAutoPlayListener(startListening, coreAutoPlay);
  },
  campaignReducer: coreCampaignReducer,
} as const satisfies RulesetUi;
