import { t } from '../i18n';
import type { MapHex } from '../map';
import type { Battle } from '../rulesets/core';
import type { PackFact } from './packTypes';

type Location = 'village' | 'town' | 'city' | 'fortress' | 'hills' | 'river' | 'bridge';

/** A location's label and its benefit at the table (LOC-1: the defender's in a battle on its hex) in plain words. */
const fact = (location: Location): PackFact => ({
  label: t(`pack:location.${location}`),
  value: t(`pack:location.${location}Text`),
});

/**
 * The special locations of a battle hex (LOC-1) with their table effects. Placed terrain goes down after normal
 * terrain and deployment zones (LOC-1). A fortress held by someone else than the defender's side is fought as a
 * field battle (BATTLE-1), so it brings no siege. Decision: a river with a bridge lists the bridge only, because
 * LOC-9 says its doubling does not apply there.
 */
export function locationEffects(hex: MapHex | undefined, kind: Battle['kind']): PackFact[] {
  if (!hex) return [];
  const facts: PackFact[] = [];
  const settlement = hex.settlement?.type;
  if (settlement === 'fortress') {
    if (kind === 'fortressSiege') facts.push(fact('fortress'));
    else facts.push({ label: t('pack:location.fortress'), value: t('pack:location.fortressNotHeld') });
  } else if (settlement) facts.push(fact(settlement));
  if (hex.terrain === 'hills') facts.push(fact('hills'));
  if (hex.bridge) facts.push(fact('bridge'));
  else if (hex.river) facts.push(fact('river'));
  return facts;
}
