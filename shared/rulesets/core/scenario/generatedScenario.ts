import type { DeploymentTypeName, ScenarioTypeName } from './scenarioTables';

/** SCEN-1: player A is the battle's attacker, player B the defender (in one-off use, whoever is listed first). */
export type ScenarioPlayer = 'A' | 'B';

/** GEN-4 roll-off: one D6 each (A first), only a tie rolls again; every pair of rolls is kept. */
export interface RollOff {
  readonly rolls: readonly (readonly [number, number])[];
  readonly winner: ScenarioPlayer;
}

/** SCEN-5, SCEN-19: one glorious deed of the scenario. */
export interface GeneratedDeed {
  readonly name: string;
  /** Our own summary for the briefing. */
  readonly text: string;
  /** `player1` / `player2` table (SCEN-19) or `always` for Victorious. */
  readonly table: 'player1' | 'player2' | 'always';
  /** The D6 that picked it (absent for Victorious). */
  readonly roll?: number;
  readonly rolledBy?: ScenarioPlayer;
}

/** SCEN-17: how the warbands are split at the start, in numbers once the model count n is known. */
export type ModelSplit = 'none' | 'halfEntersTurnOne' | 'halfInReserve';

/** DATA-6 `scenario`, SCEN-1: everything the generator rolled, plus the briefing it shows. */
export interface GeneratedScenario {
  /** Who A and B are (army ids in a campaign battle). */
  readonly players: { readonly A: string; readonly B: string };
  /** SCEN-2 */
  readonly scenario: { readonly roll: number; readonly name: ScenarioTypeName; readonly ruleId: string };
  /** SCEN-3, SCEN-4 (`rerolls` are the Chance Encounter results B rolled again), SCEN-17 roll-off. */
  readonly deployment: {
    readonly roll: number;
    readonly rerolls: readonly number[];
    readonly name: DeploymentTypeName;
    readonly ruleId: string;
    /** SCEN-17: the roll-off whose winner picks the edge, corner, side or first model. */
    readonly rollOff: RollOff;
    /** SCEN-17a ceil(n/2) enter in turn 1; SCEN-17e/f floor(n/2) held in reserve. */
    readonly modelSplit: ModelSplit;
    /**
     * Who sets up first: `moreModelsFirst` is SCEN-9's default (Decision: equal counts go to the winner of this
     * deployment roll-off rather than a second roll-off); `winnerFirst` for Flank Attack and Long Distance Battle
     * (SCEN-17c/d); `none` for Chance Encounter, where nobody starts on the table (SCEN-17a).
     */
    readonly setUp: 'moreModelsFirst' | 'winnerFirst' | 'none';
  };
  /** SCEN-5: A's two deeds, B's two deeds, then Victorious. */
  readonly deeds: readonly GeneratedDeed[];
  /** SCEN-7 */
  readonly gameLength: 'roll5' | 'fixed6';
  /** SCEN-12 (also SCEN-13): D3+1 markers each; more markers places first, a roll-off when equal. */
  readonly objectives?: {
    readonly markers: { readonly A: number; readonly B: number };
    readonly placesFirst: ScenarioPlayer;
    readonly rollOff?: RollOff;
  };
  /** SCEN-13: the roll-off winner picks whether to be the attacker or the defender of the sabotage. */
  readonly sabotageRoles?: RollOff;
  /** SCEN-15: the roll-off winner names the edge the opponent escapes through. */
  readonly escapeEdges?: RollOff;
  /** SCEN-16: the relic sits at the exact centre of the table. */
  readonly relic?: 'centre';
  /** SCEN-18: the Fog of War entry chart, shown with that deployment. */
  readonly fogOfWarChart?: readonly { readonly roll: number; readonly text: string }[];
  /** The briefing text, one paragraph per line, in our own words. */
  readonly briefing: readonly string[];
}
