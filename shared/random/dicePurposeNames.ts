import type { DicePurpose } from './dicePurposes';
import { t, type TKey } from '../i18n';

/**
 * What each roll is for, as the GM says it (GEN-11 purpose tags are for tests and scenario files, issue 27: "D6 for
 * setup.firstSide" becomes "D6 for the first-move roll-off"), as catalogue keys (log:dice, issue 32). A Record, so
 * a new purpose without words fails to type-check.
 */
export const DICE_PURPOSE_KEYS: Readonly<Record<DicePurpose, TKey>> = {
  'setup.firstSide': 'log:dice.setupFirstSide',
  move: 'log:dice.move',
  'battle.scenario': 'log:dice.battleScenario',
  'dice.attacker': 'log:dice.diceAttacker',
  'dice.defender': 'log:dice.diceDefender',
  'fs.initiative': 'log:dice.fsInitiative',
  'fs.cp': 'log:dice.fsCp',
  'fs.auto': 'log:dice.fsAuto',
  'fs.bp': 'log:dice.fsBp',
  'fs.bpReroll': 'log:dice.fsBpReroll',
  'fs.majorDefeat': 'log:dice.fsMajorDefeat',
  'fs.ptg': 'log:dice.fsPtg',
  'siege.opening': 'log:dice.siegeOpening',
  'siege.time': 'log:dice.siegeTime',
  'siege.quick': 'log:dice.siegeQuick',
  'siege.effect': 'log:dice.siegeEffect',
  'scen.type': 'log:dice.scenType',
  'scen.deploy': 'log:dice.scenDeploy',
  'scen.deeds': 'log:dice.scenDeeds',
  'scen.markers': 'log:dice.scenMarkers',
  'scen.rolloff': 'log:dice.scenRolloff',
  'scen.length': 'log:dice.scenLength',
  'scen.fog': 'log:dice.scenFog',
  'aslt.throw': 'log:dice.asltThrow',
  'aslt.special': 'log:dice.asltSpecial',
  'aslt.morale': 'log:dice.asltMorale',
  'anv.setup': 'log:dice.anvSetup',
  'anv.prepare': 'log:dice.anvPrepare',
  'anv.attack': 'log:dice.anvAttack',
  'anv.defense': 'log:dice.anvDefense',
};

/** The purpose in words; an unknown tag (from a newer file) is shown as it is rather than hidden. */
export const dicePurposeName = (purpose: string): string => {
  const key = (DICE_PURPOSE_KEYS as Readonly<Record<string, TKey>>)[purpose];
  return key ? t(key) : purpose;
};
