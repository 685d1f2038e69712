import type { CampaignMap } from '../map';
import { err, type Result } from '../result';
import { createFirestormCampaign, type FactionInput, type FsState } from '../rulesets/firestorm';
import { t } from '../i18n';

/** One faction per alliance, in the corner order createFirestormCampaign places Lord's Towers (FS-SETUP-3). */
const STANDARD_FACTIONS: readonly FactionInput[] = [
  { name: 'Order', color: '#2f6fb5', alliance: 'Order', players: ['Order'] },
  { name: 'Chaos', color: '#b5342f', alliance: 'Chaos', players: ['Chaos'] },
  { name: 'Death', color: '#6b4e9b', alliance: 'Death', players: ['Death'] },
  { name: 'Destruction', color: '#3f8f3a', alliance: 'Destruction', players: ['Destruction'] },
];

/**
 * A new Firestorm campaign of `factions` standard factions (2–4, FS-SETUP-1) on a map, for the balance report of a
 * file that holds a map but no Firestorm campaign. Decision: until a Hexmarch file can hold a Firestorm campaign,
 * "Firestorm on this map" means one faction per alliance, one player each, Lord's Towers in the corners
 * (FS-SETUP-3), default settings; the report then asks whether the map favours a corner.
 */
export function firestormOnMap(map: CampaignMap, factions: number, seed: number): Result<FsState> {
  if (!Number.isInteger(factions) || factions < 2 || factions > 4)
    return err([t('balance:firestormOnMap.factions', { factions })]);
  return createFirestormCampaign({
    name: t('balance:firestormOnMap.name'),
    map,
    seed,
    factions: STANDARD_FACTIONS.slice(0, factions),
  });
}
