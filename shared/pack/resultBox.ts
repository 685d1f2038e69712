import { getHex, type Battle, type Campaign } from '../rulesets/core';
import type { PackBlock, PackFact } from './packTypes';

/**
 * The box the players write the result in (BATTLE-6: winner and level entered directly, winner none ⇔ draw), with
 * what each level does on the map (RESULT-2..5) and how the fortress and bridge rules change it (RESULT-1).
 */
export function resultBox(campaign: Campaign, battle: Battle): PackBlock {
  const choices: PackFact[] = [
    { label: 'Draw', value: 'No winner. The attacker falls back to the hex it came from (RESULT-2).' },
    { label: 'Minor victory', value: 'The loser retreats one hex and is shaken (RESULT-3).' },
    { label: 'Major victory', value: 'The loser retreats one hex and is broken (RESULT-4).' },
    { label: 'Massacre', value: 'The loser is destroyed and its Lord captured (RESULT-5).' },
  ];
  if (battle.kind === 'fortressSiege')
    choices.push({
      label: 'Fortress',
      value: 'Any attacker win counts as a massacre; any defender win as a minor victory (LOC-7).',
    });
  if (getHex(campaign, battle.hex)?.bridge)
    choices.push({ label: 'Bridge', value: 'An attacker defeat counts one level worse (LOC-8).' });
  return {
    kind: 'resultBox',
    title: 'Result (BATTLE-6)',
    choices,
    blanks: [
      'Winner:  attacker  /  defender  /  none (draw)',
      'Level:  draw  /  minor  /  major  /  massacre',
      'Victory points:  attacker ______   defender ______',
      'Lord fielded by:  attacker  /  defender  /  neither',
      'Lord killed in a challenge:  attacker’s  /  defender’s  /  none',
    ],
  };
}
