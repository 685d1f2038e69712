import type { Side } from '@shared/rulesets/firestorm';

/**
 * SIEGE-8/9 quick results as odds a player can weigh: the chance the option succeeds and what it does then.
 * Decision: the odds are the quick-result rolls (the tabletop battleplans decide success at the table instead).
 */
export const SIEGE_ODDS: Readonly<Record<string, { readonly odds: string; readonly effect: string }>> = {
  bombardment: { odds: 'always', effect: 'walls and towers take D3 mortal wounds in the Final Assault' },
  undermine: { odds: '1 in 3 (D6 5+)', effect: 'one wall takes 2D6 mortal wounds' },
  starveOut: { odds: '1 in 2 (D6 4+)', effect: 'besieged units lose D3 models' },
  testTheDefense: { odds: '1 in 3 (D6 5+)', effect: 'the gate is destroyed' },
  infiltrate: { odds: '1 in 2 (D6 4+)', effect: "the defender's equipment costs double" },
  constructSiegeEquipment: { odds: 'always', effect: '+1 Siege Point' },
  sendForHelp: { odds: '1 in 2 (D6 4+)', effect: '+1 Bravery; reinforcements may come' },
  counterBombardmentBowfire: { odds: 'always', effect: 'one besieging unit suffers 2D6 hits' },
  counterBombardmentArtillery: { odds: 'each of 6D6 on a 6', effect: 'the attacker loses siege force' },
  sallyOut: { odds: '1 in 2 (D6 4+)', effect: 'war machines, siege equipment or supplies hit' },
  bringReinforcements: { odds: 'D6 − 1 units break through', effect: '+D3 siege force per unit' },
  repairDefenses: { odds: 'always', effect: 'one tower, wall or gate repaired' },
};

export const SIDE_RULE: Readonly<Record<Side, string>> = { attacker: 'SIEGE-9', defender: 'SIEGE-8' };
