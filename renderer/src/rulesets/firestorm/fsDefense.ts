import { t } from '@shared/i18n';
import type { HexKey } from '@shared/hex';
import { hexName } from '@shared/hex';
import type { DefenseLaunch } from '@shared/rulesets/defense';
import { DEFENDABLE_ITEMS, defendingFaction, type FsState } from '@shared/rulesets/firestorm';
import type { AppThunk } from '../../app/store';
import { defenseOpened, MAX_DEFENDERS } from '../../campaign/subGameActions';
import { territoryName } from './fsBoard';
import { ITEM_NAMES } from './fsNames';
import { selectFirestorm } from './fsSelectors';

/**
 * ANV-1 (Firestorm): a territory with a Walled Settlement, Stronghold or Lord's Tower, defended by the players of
 * the faction that holds it (Firestorm players are named by their ids). Null when nobody defends it.
 */
export function fsDefenseLaunchFor(fs: FsState, hex: HexKey): DefenseLaunch | null {
  const faction = defendingFaction(fs, hex);
  if (!faction || faction.playerIds.length === 0) return null;
  const items = fs.territories[hex]!.items.map((i) => i.type);
  const what = ITEM_NAMES[DEFENDABLE_ITEMS.find((type) => items.includes(type))!].name;
  const special = fs.territories[hex]!.special?.name;
  return {
    hex,
    defenseId: `defense-${hex}-${fs.log.length}`,
    place: special
      ? t('firestorm:defense.special', { place: special, item: what, hex: hexName(hex) })
      : t('firestorm:defense.plain', { item: what, place: territoryName(fs, hex) }),
    sideId: faction.id,
    sideName: faction.name,
    players: faction.playerIds.slice(0, MAX_DEFENDERS).map((id) => ({ id, name: id })),
    ruleset: 'firestorm',
  };
}

/** The hex panel's "Defend this settlement…": the defense screen opens with the holders as defenders (ANV-1). */
export function defendTerritory(hex: HexKey): AppThunk {
  return (dispatch, getState) => {
    const fs = selectFirestorm(getState());
    const launch = fs && fsDefenseLaunchFor(fs, hex);
    if (launch) dispatch(defenseOpened(launch));
  };
}
