import { hexName, type HexKey } from '../../../hex';
import type { Campaign } from '../model/campaign';
import { t } from '../../../i18n';

/**
 * A battle as the GM knows it, by where it is fought: "the battle at hex 0512" (issue 27: never "battle-1"). The
 * battle table may have dropped a settled battle, so its BattleStarted event is asked too; an unknown id (a damaged
 * log) is shown as "a battle" rather than as the id.
 */
export function battleName(campaign: Pick<Campaign, 'battles' | 'log'>, battleId: string): string {
  let hex: HexKey | undefined = campaign.battles.entities[battleId]?.hex;
  if (hex === undefined)
    for (const event of campaign.log)
      if (event.type === 'BattleStarted' && event.payload.battleId === battleId) {
        hex = event.payload.hex;
        break;
      }
  return hex === undefined
    ? t('coreEngine:battleName.unknown')
    : t('coreEngine:battleName.at', { hex: hexName(hex) });
}

/** Whether an id names one of the campaign's battles (a roll's actor may be a side, an army, a unit or a battle). */
export const isBattleId = (campaign: Pick<Campaign, 'battles' | 'log'>, id: string): boolean =>
  Boolean(campaign.battles.entities[id]) ||
  campaign.log.some((e) => e.type === 'BattleStarted' && e.payload.battleId === id);
