/** GEN-11: every roll carries one of these purpose tags; tests may queue dice per tag. */
export const DICE_PURPOSES = [
  'setup.firstSide',
  'move',
  'battle.scenario',
  'dice.attacker',
  'dice.defender',
  'fs.initiative',
  'fs.cp',
  'fs.auto',
  'fs.bp',
  'fs.bpReroll',
  'fs.majorDefeat',
  'fs.ptg',
  'siege.opening',
  'siege.time',
  'siege.quick',
  'siege.effect',
  'scen.type',
  'scen.deploy',
  'scen.deeds',
  'scen.markers',
  'scen.rolloff',
  'scen.length',
  'scen.fog',
  'aslt.throw',
  'aslt.special',
  'aslt.morale',
  'anv.setup',
  'anv.prepare',
  'anv.attack',
  'anv.defense',
] as const;
export type DicePurpose = (typeof DICE_PURPOSES)[number];

export function isDicePurpose(value: string): value is DicePurpose {
  return (DICE_PURPOSES as readonly string[]).includes(value);
}
