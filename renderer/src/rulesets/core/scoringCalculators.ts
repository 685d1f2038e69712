import {
  attritionalPoints,
  breakthroughPoints,
  overTheTopPoints,
  retrieveWinner,
  sabotageWinner,
  takeAndHoldWinner,
  type ScenarioTypeName,
  type TabletopWinner,
} from '@shared/rulesets/core';
import { t, type EN } from '@shared/i18n';

/**
 * One number the players count at the end of the game; `perSide` fields are asked for A and for B. Its label is
 * `coreScreens:scoring.field.<key>` (issue 32).
 */
export interface ScoringField {
  readonly key: keyof (typeof EN)['coreScreens']['scoring']['field'];
  readonly perSide: boolean;
}

/**
 * One choice (who planted the charges, who carries the relic); A and B are the attacker and the defender. Its label
 * is `coreScreens:scoring.choice.<key>`.
 */
export interface ScoringChoice {
  readonly key: keyof (typeof EN)['coreScreens']['scoring']['choice'];
  readonly options: readonly { readonly value: string; readonly label: 'A' | 'B' | 'nobody' }[];
}

/** Reads a counted value: `value('kills', 'A')`; an empty field counts as 0. */
export type ScoringValues = (key: string, side?: 'A' | 'B') => number;

export interface ScoringCalculator {
  readonly ruleId: string;
  readonly fields: readonly ScoringField[];
  readonly choices: readonly ScoringChoice[];
  /** The winner of the tabletop game and how it was worked out (VP or counts). */
  score(values: ScoringValues, choice: (key: string) => string): { winner: TabletopWinner; detail: string };
}

const byPoints = (a: number, b: number): TabletopWinner => (a > b ? 'A' : b > a ? 'B' : 'draw');
/** SCEN-11, SCEN-14, SCEN-15 Decision: more VP wins, equal VP is a draw. */
const byVp = (a: number, b: number) => ({
  winner: byPoints(a, b),
  detail: t('coreScreens:scoring.detail.vp', { a, b }),
});
const sides = [
  { value: 'A', label: 'A' },
  { value: 'B', label: 'B' },
] as const;

/** SCEN-11..16: the [ENGINE calculator] of each generated scenario type, from scenarioScoring. */
export const SCORING: Record<ScenarioTypeName, ScoringCalculator> = {
  'Attritional Battle': {
    ruleId: 'SCEN-11',
    fields: [
      { key: 'ducats', perSide: true },
      { key: 'kills', perSide: true },
    ],
    choices: [],
    score(v) {
      const a = attritionalPoints(v('ducats', 'A'), v('kills', 'A'));
      const b = attritionalPoints(v('ducats', 'B'), v('kills', 'B'));
      return byVp(a, b);
    },
  },
  'Take and Hold': {
    ruleId: 'SCEN-12',
    fields: [{ key: 'held', perSide: true }],
    choices: [],
    score: (v) => ({
      winner: takeAndHoldWinner(v('held', 'A'), v('held', 'B')),
      detail: t('coreScreens:scoring.detail.objectives', { a: v('held', 'A'), b: v('held', 'B') }),
    }),
  },
  Sabotage: {
    ruleId: 'SCEN-13',
    fields: [
      { key: 'destroyed', perSide: false },
      { key: 'intact', perSide: false },
    ],
    choices: [{ key: 'saboteur', options: sides }],
    score: (v, choice) => ({
      winner: sabotageWinner(choice('saboteur') as 'A' | 'B', v('destroyed'), v('intact')),
      detail: t('coreScreens:scoring.detail.sabotage', { destroyed: v('destroyed'), intact: v('intact') }),
    }),
  },
  'Over the Top': {
    ruleId: 'SCEN-14',
    fields: [
      { key: 'own', perSide: true },
      { key: 'shared', perSide: true },
      { key: 'alone', perSide: true },
    ],
    choices: [],
    score(v) {
      const a = overTheTopPoints(v('own', 'A'), v('shared', 'A'), v('alone', 'A'));
      const b = overTheTopPoints(v('own', 'B'), v('shared', 'B'), v('alone', 'B'));
      return byVp(a, b);
    },
  },
  Breakthrough: {
    ruleId: 'SCEN-15',
    fields: [{ key: 'escaped', perSide: true }],
    choices: [],
    score(v) {
      const a = breakthroughPoints(v('escaped', 'A'));
      const b = breakthroughPoints(v('escaped', 'B'));
      return byVp(a, b);
    },
  },
  Retrieve: {
    ruleId: 'SCEN-16',
    fields: [
      { key: 'carrierRoll', perSide: false },
      { key: 'opponentRoll', perSide: false },
    ],
    choices: [{ key: 'carrier', options: [{ value: '', label: 'nobody' }, ...sides] }],
    score(v, choice) {
      const carrier = (choice('carrier') || null) as 'A' | 'B' | null;
      const rollOff = { carrier: v('carrierRoll'), opponent: v('opponentRoll') };
      const winner = retrieveWinner(carrier, carrier ? rollOff : undefined);
      return {
        winner,
        detail: carrier
          ? t('coreScreens:scoring.detail.rollOff', { a: rollOff.carrier, b: rollOff.opponent })
          : t('coreScreens:scoring.detail.nobody'),
      };
    },
  },
};
