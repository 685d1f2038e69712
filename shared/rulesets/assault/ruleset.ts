import type { Ruleset } from '../../kernel';
import { applyAssaultEvent, applyAssaultEventInPlace } from './apply';
import { ASSAULT_COMMANDS, type AssaultCommand } from './commands';
import type { AssaultEvent } from './events';
import type { AssaultState } from './model';
import { deploySide, resolveRedeployCommand, resolveSurrenderOrRenew, runAssault } from './run';
import type { AssaultSink } from './sink';
import { parseAssaultCommand, validateAssaultCommand } from './validate';

/** The rules this ruleset enforces or records (RULES.md §8, its BOT policies and amendments). */
export const ASSAULT_RULES = {
  'ASLT-1': 'Inputs',
  'ASLT-2': 'Assault state',
  'ASLT-3': 'Stronghold parameters',
  'ASLT-4': 'Zones',
  'ASLT-5': 'Unit categories',
  'ASLT-6': 'Forming artillery and equipment units',
  'ASLT-7': 'Effective BR',
  'ASLT-8': 'Order',
  'ASLT-9': 'Besieger deployment',
  'ASLT-10': 'Defender deployment',
  'ASLT-11': 'Equipment cap',
  'ASLT-12': 'Turn sequence',
  'ASLT-13': 'Fire phases (1–3)',
  'ASLT-14': 'Number of throws',
  'ASLT-15': 'Throw modifiers',
  'ASLT-16': 'Breakthrough',
  'ASLT-17': 'Sally',
  'ASLT-18': 'Morale phase',
  'ASLT-19': 'Victory check',
  'ASLT-20': 'Redeployment',
  'ASLT-21': 'Surrender and renewal',
  'ASLT-22': 'Equipment table',
  'ASLT-23': 'Note 1 — Light repeating ballista',
  'ASLT-24': 'Note 3 — Ram and screw',
  'ASLT-25': 'Notes 5, 6, 7, 8',
  'ASLT-26': 'Outcomes',
  'ASLT-27': 'Troop losses',
  'ASLT-28': 'Fate of the wounded',
  'ASLT-29': 'Prisoners',
  'ASLT-32': 'Dungeon assaults',
  'BOT-20': 'Deployment',
  'BOT-21': 'Casualty selection',
  'BOT-22': 'Redeployment',
  'BOT-23': 'Surrender and renewal',
  'BOT-24': 'Special-equipment targets',
  'AMD-7': 'Assault commands (§8)',
  'AMD-8': 'Assault values (ASLT-7, ASLT-11, ASLT-26)',
  'AMD-13': 'Assault details (§8)',
  'DATA-9': 'Unit (roster entry, used by ASLT)',
  'GEN-5': 'Randomness and replay',
  'GEN-10': 'Validation',
} as const;

function resolve(sink: AssaultSink, raw: AssaultCommand): void {
  // The kernel hands over the command as given; its schema fills defaults (DeployBesieger's breach list).
  const command = parseAssaultCommand(raw)!;
  switch (command.type) {
    case 'RunAssaultTurn':
      return runAssault(sink, command.until);
    case 'DeployBesieger':
      return deploySide(sink, 'besieger', {
        placed: command.assault,
        breach: command.breach,
        entrances: command.entrances,
      });
    case 'DeployDefender':
      return deploySide(sink, 'defender', {
        placed: command.walls,
        breach: [],
        entrances: command.entrances,
      });
    case 'SurrenderOrRenew':
      return resolveSurrenderOrRenew(sink, command.choice);
    default:
      return resolveRedeployCommand(sink, command);
  }
}

/** §8 as a kernel Ruleset: the stronghold assault, step by step or in one go. */
export const assaultRuleset: Ruleset<AssaultState, AssaultCommand, AssaultEvent> = {
  id: 'assault',
  rules: ASSAULT_RULES,
  commands: ASSAULT_COMMANDS,
  validate: validateAssaultCommand,
  resolve,
  apply: applyAssaultEvent,
  applyInPlace: applyAssaultEventInPlace,
  stamp: (state) => ({ assault: state.id, turn: state.turn, phase: state.phase }),
};
