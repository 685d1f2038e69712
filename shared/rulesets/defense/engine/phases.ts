import type { PhaseTable } from '../../../kernel';
import type { DefenseCommandType } from '../model/commands';
import type { DefensePhase } from '../model/state';

/**
 * ANV-9's turn machine as a table. Commands carry on through the automatic work after them (AMD-11's rule, kept
 * here): an action goes through the draw step (ANV-13) to Enemies Prepare or the next turn; `DrawTiles` is only
 * needed when a game stands in the draw step (a scenario fixture).
 */
export const DEFENSE_PHASE_TABLE: PhaseTable<DefensePhase, DefenseCommandType> = {
  setup: { commands: ['SetUp', 'Mulligan', 'StartPlay'], next: 'action', ruleIds: ['ANV-8'] },
  action: { commands: ['PlaceTile', 'BuyCityBuilding', 'Pass'], next: 'draw', ruleIds: ['ANV-9', 'ANV-10'] },
  draw: { commands: ['DrawTiles'], next: 'enemiesPrepare', ruleIds: ['ANV-13'] },
  enemiesPrepare: { commands: ['EnemiesPrepare'], next: 'action', ruleIds: ['ANV-15', 'ANV-16'] },
  assault: { commands: ['RunAttackWaves'], next: 'action', ruleIds: ['ANV-17', 'ANV-30'] },
  finalAssault: { commands: ['RunAttackWaves'], next: 'scored', ruleIds: ['ANV-31'] },
  scored: { commands: [], next: null, ruleIds: ['ANV-32', 'ANV-33'] },
};
