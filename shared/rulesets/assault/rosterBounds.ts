import { t } from '../../i18n';
import { EQUIPMENT } from './equipment';
import { equipmentOf, ROSTER_BOUNDS, type RosterEntry } from './roster';

/**
 * A whole roster's bounds (issue 26). ASLT-13 throws one die per BR point of every unit in a front zone each phase,
 * and the assault lasts at most `aslt.maxTurns` turns, so the work of an assault grows with a side's total BR and
 * unit count. Decision: 500 units and a total BR of 5,000 per side. The seed's example sides field about a dozen
 * units of BR 16 in all, and a whole Firestorm grand alliance stays far below; at these bounds an assault still
 * resolves in well under a second.
 */
export const SIDE_BOUNDS = { units: 500, br: 5000 } as const;

/** Units an entry forms (ASLT-6) and their BR, without forming them. */
function unitsOf(entry: RosterEntry): { units: number; br: number } {
  const type = equipmentOf(entry);
  if (!type) return { units: 1, br: entry.hero ? 0 : (entry.br ?? 0) };
  const row = EQUIPMENT[type];
  const units = entry.oversized ? 1 : Math.floor((entry.pieces ?? 0) / row.unitSize);
  return { units: Math.max(0, units), br: Math.max(0, units) * (row.br ?? 0) };
}

/** Why `entries` is beyond what any real side fields, in the GM's words (`who`: "the besieger", "banner X"). */
export function rosterSizeProblem(entries: readonly RosterEntry[], who: string): string | undefined {
  if (entries.length > ROSTER_BOUNDS.entries)
    return t('assaultRules:bounds.entries', { who, entries: entries.length, max: ROSTER_BOUNDS.entries });
  let units = 0;
  let br = 0;
  for (const entry of entries) {
    const formed = unitsOf(entry);
    units += formed.units;
    br += Math.max(0, formed.br);
  }
  if (units > SIDE_BOUNDS.units)
    return t('assaultRules:bounds.units', { who, units, max: SIDE_BOUNDS.units });
  if (br > SIDE_BOUNDS.br) return t('assaultRules:bounds.br', { who, br, max: SIDE_BOUNDS.br });
  return undefined;
}
