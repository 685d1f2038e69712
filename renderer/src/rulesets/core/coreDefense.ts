import type { HexKey } from '@shared/hex';
import { hexName } from '@shared/hex';
import { defendingSide, type Campaign } from '@shared/rulesets/core';
import type { DefenseLaunch } from '@shared/rulesets/defense';
import type { AppThunk } from '../../app/store';
import { selectCampaign } from '../../campaign/playSelectors';
import { defenseOpened, MAX_DEFENDERS } from '../../campaign/subGameActions';
import { t } from '@shared/i18n';

/**
 * ANV-1: who would defend the settlement on `hex`: the side controlling it and its players; null for a hex with no
 * settlement or a neutral one (nobody to defend it).
 */
export function defenseLaunchFor(campaign: Campaign, hex: HexKey): DefenseLaunch | null {
  const settlement = campaign.map.hexes[hex]?.settlement;
  const side = settlement ? defendingSide(campaign, hex) : undefined;
  if (!settlement || !side) return null;
  const players = campaign.players
    .filter((p) => p.sideId === side.id)
    .slice(0, MAX_DEFENDERS)
    .map((p) => ({ id: p.id, name: p.name }));
  if (players.length === 0) return null;
  const type = t(`map:settlement.${settlement.type}`);
  const name = settlement.name
    ? t('coreScreens:defense.named', { name: settlement.name, type, hex: hexName(hex) })
    : t(`coreScreens:defense.unnamed.${settlement.type}`, { hex: hexName(hex) });
  // Decision: a defense is named by the settlement and the campaign log's length when it was launched, so two
  // defenses of one settlement are two records (ANV-40 refuses the same one twice).
  const defenseId = `defense-${hex}-${campaign.log.length}`;
  return { hex, defenseId, place: name, sideId: side.id, sideName: side.name, players };
}

/** The hex panel's "Defend this settlement…": the defense screen opens with its holders as defenders (ANV-1). */
export function defendSettlement(hex: HexKey): AppThunk {
  return (dispatch, getState) => {
    const campaign = selectCampaign(getState());
    const launch = campaign && defenseLaunchFor(campaign, hex);
    if (launch) dispatch(defenseOpened(launch));
  };
}
