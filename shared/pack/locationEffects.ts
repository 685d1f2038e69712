import type { MapHex } from '../map';
import type { Battle } from '../rulesets/core';
import type { PackFact } from './packTypes';

/** A location's benefit at the table (LOC-1: the defender's in a battle on its hex) in plain words. */
const TABLE_EFFECT = {
  village:
    'Defender may place up to 12" of linear obstacle in its zone; +50 VP per starting table quarter it holds at the end (LOC-2).',
  town: 'Defender may place up to 18" of linear obstacle and one building (up to 2 storeys) or one special terrain feature; +100 VP per starting table quarter held (LOC-3).',
  city: 'Defender may place up to 24" of linear obstacle and up to two buildings (up to 3 storeys), or one plus a special terrain feature; +150 VP per starting table quarter held (LOC-4).',
  fortress:
    'Siege game: the defender fields 75% of the attacker’s points; each side also gets siege equipment worth 25% of the attacker’s points (LOC-7). Any attacker win becomes a massacre, any defender win a minor victory.',
  hills:
    'Defender may place one hill of any size in its zone; the attacker places none in its own. Defender adds +1 to the deployment and first-turn roll-offs (LOC-6).',
  river: 'Both armies score double VP for controlling table quarters (LOC-9).',
  bridge:
    'If the attacker loses, its defeat counts one level worse: minor becomes major, major a massacre (LOC-8).',
} as const;

const LABEL = {
  village: 'Village',
  town: 'Town',
  city: 'City',
  fortress: 'Fortress',
  hills: 'Hill',
  river: 'River',
  bridge: 'Bridge',
} as const;

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
    if (kind === 'fortressSiege') facts.push({ label: LABEL.fortress, value: TABLE_EFFECT.fortress });
    else
      facts.push({
        label: LABEL.fortress,
        value: 'Not held by the defender’s side: fought as a field battle, no siege (BATTLE-1).',
      });
  } else if (settlement) facts.push({ label: LABEL[settlement], value: TABLE_EFFECT[settlement] });
  if (hex.terrain === 'hills') facts.push({ label: LABEL.hills, value: TABLE_EFFECT.hills });
  if (hex.bridge) facts.push({ label: LABEL.bridge, value: TABLE_EFFECT.bridge });
  else if (hex.river) facts.push({ label: LABEL.river, value: TABLE_EFFECT.river });
  return facts;
}
