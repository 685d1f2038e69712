import { startAutoPlayListener } from '../../campaign/autoPlayListener';
import type { RulesetUi } from '../../store/rulesetUi';
import { FsBar } from './FsBar';
import { FsBoard } from './FsBoard';
import { FsPanels } from './FsPanels';
import { fsHint, fsPointer } from './fsPointer';
import { FsVictoryScreen } from './FsVictoryScreen';
import { fsAutoPlay } from './turn/fsAutoPlay';

/** Firestorm's screens (RULES.md §11): the territory board, the turn's panels, hot seat, the victory screen. */
export const firestormUi = {
  campaign: {
    Bar: FsBar,
    Board: FsBoard,
    Panels: FsPanels,
    Overlay: FsVictoryScreen,
    pointer: fsPointer,
    hint: fsHint,
  },
  startListeners: (startListening) => startAutoPlayListener(startListening, fsAutoPlay),
} as const satisfies RulesetUi;
