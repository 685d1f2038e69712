import type { DicePurpose } from './dicePurposes';

/**
 * What each roll is for, as the GM says it (GEN-11 purpose tags are for tests and scenario files, issue 27: "D6 for
 * setup.firstSide" becomes "D6 for the first-move roll-off"). A Record, so a new purpose without words fails to
 * type-check.
 */
export const DICE_PURPOSE_NAMES: Readonly<Record<DicePurpose, string>> = {
  'setup.firstSide': 'the first-move roll-off',
  move: 'the move allowance',
  'battle.scenario': 'the battle scenario',
  'dice.attacker': "the attacker's battle roll",
  'dice.defender': "the defender's battle roll",
  'fs.initiative': 'initiative',
  'fs.cp': 'campaign points',
  'fs.auto': 'an auto-resolved battle',
  'fs.bp': 'battle points',
  'fs.bpReroll': 'a battle points re-roll',
  'fs.majorDefeat': 'a major defeat',
  'fs.ptg': 'Path to Glory',
  'siege.opening': 'the siege opening',
  'siege.time': 'siege time',
  'siege.quick': 'a quick siege',
  'siege.effect': 'a siege effect',
  'scen.type': 'the scenario type',
  'scen.deploy': 'deployment',
  'scen.deeds': 'glorious deeds',
  'scen.markers': 'objective markers',
  'scen.rolloff': 'the scenario roll-off',
  'scen.length': 'the game length',
  'scen.fog': 'the fog of war',
  'aslt.throw': 'an assault throw',
  'aslt.special': 'a special weapon',
  'aslt.morale': 'a morale test',
  'anv.setup': 'the defense set-up',
  'anv.prepare': 'preparation',
  'anv.attack': 'an attack',
  'anv.defense': 'a defense',
};

/** The purpose in words; an unknown tag (from a newer file) is shown as it is rather than hidden. */
export const dicePurposeName = (purpose: string): string =>
  (DICE_PURPOSE_NAMES as Readonly<Record<string, string>>)[purpose] ?? purpose;
