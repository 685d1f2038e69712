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

/** One number the players count at the end of the game; `perSide` fields are asked for A and for B. */
export interface ScoringField {
  readonly key: string;
  readonly label: string;
  readonly perSide: boolean;
}

/** One choice (who planted the charges, who carries the relic); A and B are the attacker and the defender. */
export interface ScoringChoice {
  readonly key: string;
  readonly label: string;
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
const byVp = (a: number, b: number) => ({ winner: byPoints(a, b), detail: `VP ${a} against ${b}` });
const sides = [
  { value: 'A', label: 'A' },
  { value: 'B', label: 'B' },
] as const;

/** SCEN-11..16: the [ENGINE calculator] of each generated scenario type, from scenarioScoring. */
export const SCORING: Record<ScenarioTypeName, ScoringCalculator> = {
  'Attritional Battle': {
    ruleId: 'SCEN-11',
    fields: [
      {
        key: 'ducats',
        label: 'Ducats of enemies taken out of action (Glory troops 30 per point)',
        perSide: true,
      },
      { key: 'kills', label: "Kills on the opponent's half", perSide: true },
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
    fields: [{ key: 'held', label: 'Objectives held at the end', perSide: true }],
    choices: [],
    score: (v) => ({
      winner: takeAndHoldWinner(v('held', 'A'), v('held', 'B')),
      detail: `objectives ${v('held', 'A')} against ${v('held', 'B')}`,
    }),
  },
  Sabotage: {
    ruleId: 'SCEN-13',
    fields: [
      { key: 'destroyed', label: 'Objectives destroyed', perSide: false },
      { key: 'intact', label: 'Objectives still intact', perSide: false },
    ],
    choices: [
      { key: 'saboteur', label: 'The saboteur (who chose to attack the objectives)', options: sides },
    ],
    score: (v, choice) => ({
      winner: sabotageWinner(choice('saboteur') as 'A' | 'B', v('destroyed'), v('intact')),
      detail: `${v('destroyed')} destroyed against ${v('intact')} intact`,
    }),
  },
  'Over the Top': {
    ruleId: 'SCEN-14',
    fields: [
      { key: 'own', label: 'Own trenches with no enemy in them', perSide: true },
      { key: 'shared', label: 'Enemy trenches entered, enemies still in them', perSide: true },
      { key: 'alone', label: 'Enemy trenches entered, no enemy left in them', perSide: true },
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
    fields: [
      { key: 'escaped', label: 'Ducats of own models escaped (Glory troops 30 per point)', perSide: true },
    ],
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
      { key: 'carrierRoll', label: "Roll-off: the carrier's D6", perSide: false },
      { key: 'opponentRoll', label: "Roll-off: the opponent's D6", perSide: false },
    ],
    choices: [
      {
        key: 'carrier',
        label: 'Who carries the relic at the end (a carrier touching an edge has won at once)',
        options: [{ value: '', label: 'nobody' }, ...sides],
      },
    ],
    score(v, choice) {
      const carrier = (choice('carrier') || null) as 'A' | 'B' | null;
      const rollOff = { carrier: v('carrierRoll'), opponent: v('opponentRoll') };
      const winner = retrieveWinner(carrier, carrier ? rollOff : undefined);
      return {
        winner,
        detail: carrier
          ? `roll-off ${rollOff.carrier} against ${rollOff.opponent}`
          : 'nobody carries the relic',
      };
    },
  },
};
