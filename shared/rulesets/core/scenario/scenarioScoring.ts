import { FOG_OF_WAR_CHART, asD6, type FogOfWarEntry } from './scenarioTables';
import type { ModelSplit, ScenarioPlayer } from './generatedScenario';

/** The [ENGINE calculator] parts of §7: pure scoring from what the players enter after the game. */
export type TabletopWinner = ScenarioPlayer | 'draw';

const byPoints = (a: number, b: number): TabletopWinner => (a > b ? 'A' : b > a ? 'B' : 'draw');

/** SCEN-11: ceil(ducats of enemies taken out / 100) + kills on the opponent's half. */
export function attritionalPoints(enemyDucatsOutOfAction: number, killsOnOpponentsHalf: number): number {
  return Math.ceil(enemyDucatsOutOfAction / 100) + killsOnOpponentsHalf;
}

/** SCEN-11 Decision: more VP wins, equal VP is a draw. */
export function attritionalWinner(
  a: { ducats: number; kills: number },
  b: { ducats: number; kills: number },
): TabletopWinner {
  return byPoints(attritionalPoints(a.ducats, a.kills), attritionalPoints(b.ducats, b.kills));
}

/** SCEN-12: more objectives held wins; equal is a draw. */
export function takeAndHoldWinner(heldByA: number, heldByB: number): TabletopWinner {
  return byPoints(heldByA, heldByB);
}

/**
 * SCEN-13 Decision: destroyed objectives against those still intact: more destroyed, the saboteur wins; fewer,
 * the saboteur loses; equal, a draw.
 */
export function sabotageWinner(saboteur: ScenarioPlayer, destroyed: number, intact: number): TabletopWinner {
  if (destroyed === intact) return 'draw';
  const guard: ScenarioPlayer = saboteur === 'A' ? 'B' : 'A';
  return destroyed > intact ? saboteur : guard;
}

/** SCEN-14: 1 per own trench free of enemies; per enemy trench entered 1, or 2 if no enemy is in it. */
export function overTheTopPoints(
  ownClearTrenches: number,
  enemyTrenchesShared: number,
  enemyTrenchesAlone: number,
) {
  return ownClearTrenches + enemyTrenchesShared + 2 * enemyTrenchesAlone;
}

/** SCEN-15: ceil(ducats of own escaped models / 100). */
export function breakthroughPoints(escapedDucats: number): number {
  return Math.ceil(escapedDucats / 100);
}

/**
 * SCEN-16: no carrier at the end → draw; a carrier → one roll-off, the carrier's side wins on a higher roll and
 * anything else (a tie included, Decision: no re-roll) is a draw. A carrier touching an edge won earlier.
 */
export function retrieveWinner(
  carrier: ScenarioPlayer | null,
  rollOff?: { carrier: number; opponent: number },
): TabletopWinner {
  if (carrier === null || !rollOff) return 'draw';
  return rollOff.carrier > rollOff.opponent ? carrier : 'draw';
}

/** SCEN-7: the turn-5 roll of a `roll5` game: on 4+ the game ends after turn 5, otherwise after turn 6. */
export function lastTurn(mode: 'roll5' | 'fixed6', turnFiveRoll?: number): 5 | 6 {
  if (mode === 'fixed6') return 6;
  if (turnFiveRoll === undefined) throw new Error('A roll5 game needs the turn-5 D6 (SCEN-7)');
  return asD6(turnFiveRoll) >= 4 ? 5 : 6;
}

/** SCEN-9: the side with more models sets up first; equal counts go to the roll-off winner. */
export function firstToDeploy(
  modelsA: number,
  modelsB: number,
  rollOffWinner: ScenarioPlayer,
): ScenarioPlayer {
  return modelsA === modelsB ? rollOffWinner : modelsA > modelsB ? 'A' : 'B';
}

/**
 * SCEN-17a: ceil(n/2) enter in turn 1 (Decision: the seed does not say how to round), the rest in turn 2.
 * SCEN-17e/f: floor(n/2) wait in reserve, the rest deploy normally.
 */
export function modelSplit(split: ModelSplit, models: number): { start: number; later: number } {
  if (split === 'halfEntersTurnOne') return { start: Math.ceil(models / 2), later: Math.floor(models / 2) };
  if (split === 'halfInReserve')
    return { start: models - Math.floor(models / 2), later: Math.floor(models / 2) };
  return { start: models, later: 0 };
}

/** SCEN-18: where a Fog of War reserve model enters, by its D6. */
export function fogOfWarEntry(roll: number): FogOfWarEntry {
  return FOG_OF_WAR_CHART[asD6(roll)].entry;
}
