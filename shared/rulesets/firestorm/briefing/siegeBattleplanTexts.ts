import { t } from '../../../i18n';
import type { ATTACKER_OPTIONS, DEFENDER_OPTIONS } from '../model/commands';
import type { Side } from '../model/types';

export const SIEGE_BATTLEPLAN_IDS = [
  'SSCN-1',
  'SSCN-2',
  'SSCN-3',
  'SSCN-4',
  'SSCN-5',
  'SSCN-6',
  'SSCN-7',
  'SSCN-8',
] as const;
export type SiegeBattleplanId = (typeof SIEGE_BATTLEPLAN_IDS)[number];

export type SiegeOptionId = (typeof ATTACKER_OPTIONS)[number] | (typeof DEFENDER_OPTIONS)[number];

/**
 * One row of the SSCN-1..8 catalogue with its SSCN-9 set-up, in words for the table. `{n SFP}` marks a figure in
 * siege force points: the briefing writes it with its army points (SIEGE-20), so the texts stay data.
 */
export interface SiegeBattleplanText {
  readonly name: string;
  /** What makes it the battleplan to fight: the opening roll or the siege option (SIEGE-4, SIEGE-8/9). */
  readonly usedBy: string;
  readonly forces: {
    readonly both?: string;
    readonly besieger?: string;
    readonly besieged?: string;
  };
  /** Who takes the first turn; `firstTurn` says it in the battleplan's words. */
  readonly firstSide: Side;
  readonly firstTurn: string;
  readonly length: string;
  readonly victory: string;
  /** The quick result the engine rolls instead of the game (SIEGE-5/8/9 govern where the battleplan differs, §11). */
  readonly quickResult: string;
  /** SSCN-9, one sentence a line. */
  readonly setUp: readonly string[];
}

/** SSCN-9 "All": said under every battleplan, in the current language. */
export function shortOfPoints(): string {
  return t('fsEngine:battleplans.shortOfPoints');
}

/**
 * The marks `withArmyPoints` (siegeBattleplans.ts) turns into army points: put into the catalogue's sentences as
 * variables, so they pass the translation (and the pseudo-locale) untouched.
 */
const SFP_MARKS = { sfp3: '{3 SFP}', sfpD3: '{D3 SFP}' } as const;

type ForceSide = keyof SiegeBattleplanText['forces'];

/**
 * One row of the catalogue: its shape is data (who goes first, which sides have a forces line, how many set-up
 * lines), its words are getters over the `fsEngine:battleplans` catalogue, read in the current language (issue 32).
 */
function plan(
  id: SiegeBattleplanId,
  firstSide: Side,
  forceSides: readonly ForceSide[],
  setUpLines: number,
): SiegeBattleplanText {
  const text = (field: 'name' | 'usedBy' | 'firstTurn' | 'length' | 'victory' | 'quickResult') =>
    t(`fsEngine:battleplans.${id}.${field}`, SFP_MARKS);
  return {
    get name() {
      return text('name');
    },
    get usedBy() {
      return text('usedBy');
    },
    get forces() {
      return Object.fromEntries(
        forceSides.map((side) => [side, t(`fsEngine:battleplans.${id}.forces.${side}` as never, SFP_MARKS)]),
      );
    },
    firstSide,
    get firstTurn() {
      return text('firstTurn');
    },
    get length() {
      return text('length');
    },
    get victory() {
      return text('victory');
    },
    get quickResult() {
      return text('quickResult');
    },
    get setUp() {
      return Array.from({ length: setUpLines }, (_, i) =>
        t(`fsEngine:battleplans.${id}.setUp.s${i + 1}` as never, SFP_MARKS),
      );
    },
  };
}

/** SSCN-1..8 with SSCN-9, restated from RULES.md §6.6. */
export const SIEGE_BATTLEPLANS = {
  'SSCN-1': plan('SSCN-1', 'defender', ['both', 'besieger', 'besieged'], 4),
  'SSCN-2': plan('SSCN-2', 'attacker', ['both'], 5),
  'SSCN-3': plan('SSCN-3', 'defender', ['besieger', 'besieged'], 4),
  'SSCN-4': plan('SSCN-4', 'attacker', ['both', 'besieger', 'besieged'], 2),
  'SSCN-5': plan('SSCN-5', 'attacker', ['both', 'besieger', 'besieged'], 5),
  'SSCN-6': plan('SSCN-6', 'attacker', ['both', 'besieged'], 3),
  'SSCN-7': plan('SSCN-7', 'defender', ['both', 'besieged'], 4),
  'SSCN-8': plan('SSCN-8', 'defender', ['both'], 3),
} as const satisfies Record<SiegeBattleplanId, SiegeBattleplanText>;

/** SIEGE-8/9 "Battleplan (tabletop)" column: the options fought as a battleplan. */
export const OPTION_BATTLEPLANS = {
  sendForHelp: 'SSCN-1',
  testTheDefense: 'SSCN-3',
  bringReinforcements: 'SSCN-4',
  infiltrate: 'SSCN-5',
  starveOut: 'SSCN-6',
  sallyOut: 'SSCN-7',
  undermine: 'SSCN-8',
} as const satisfies Partial<Record<SiegeOptionId, SiegeBattleplanId>>;
