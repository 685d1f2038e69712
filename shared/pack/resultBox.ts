import { t } from '../i18n';
import { getHex, type Battle, type Campaign } from '../rulesets/core';
import type { PackBlock, PackFact } from './packTypes';

/**
 * The box the players write the result in (BATTLE-6: winner and level entered directly, winner none ⇔ draw), with
 * what each level does on the map (RESULT-2..5) and how the fortress and bridge rules change it (RESULT-1).
 */
export function resultBox(campaign: Campaign, battle: Battle): PackBlock {
  const choices: PackFact[] = [
    { label: t('pack:result.draw'), value: t('pack:result.drawText') },
    { label: t('pack:result.minor'), value: t('pack:result.minorText') },
    { label: t('pack:result.major'), value: t('pack:result.majorText') },
    { label: t('pack:result.massacre'), value: t('pack:result.massacreText') },
  ];
  if (battle.kind === 'fortressSiege')
    choices.push({ label: t('pack:result.fortress'), value: t('pack:result.fortressText') });
  if (getHex(campaign, battle.hex)?.bridge)
    choices.push({ label: t('pack:result.bridge'), value: t('pack:result.bridgeText') });
  return {
    kind: 'resultBox',
    title: t('pack:result.title'),
    choices,
    blanks: [
      t('pack:result.blankWinner'),
      t('pack:result.blankLevel'),
      t('pack:result.blankPoints'),
      t('pack:result.blankLord'),
      t('pack:result.blankKilled'),
    ],
  };
}
