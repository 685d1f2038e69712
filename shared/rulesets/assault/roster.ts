import { t } from '../../i18n';
import { z } from 'zod';
import { ARTILLERY_TYPES, EQUIPMENT, SIEGE_EQUIPMENT_TYPES, type EquipmentType } from './equipment';
import type { AssaultUnit, Side, UnitKind } from './model';
import { isReservedName } from '../../kernel/reservedNames';

/**
 * Upper bounds a real roster never reaches (issue 26), so a damaged or hostile file is refused before the engine
 * works on it: ASLT-13 throws one d20 per BR point, so a BR of ten million froze the app for a minute.
 * - BR 1,000: the seed's strongest units and every ASLT-22 row are single figures; a thousand is far beyond any
 *   real unit and still resolves in milliseconds.
 * - troops 1,000,000: a head count (ASLT-27 prisoners); a million soldiers is beyond any tabletop army.
 * - pieces 10,000: ASLT-6 forms `floor(pieces / unitSize)` units (unitSize ≥ 1), so at most ten thousand units.
 * - attackMod ±100: ASLT-15 modifiers are single figures on a d20.
 * - names and ids 200 characters, as every id in a Hexmarch file (kernel/schemas idSchema).
 * Below zero is left to rosterProblems, which names the entry and the rule. A whole roster is bounded by
 * rosterSizeProblem (rosterBounds.ts).
 */
export const ROSTER_BOUNDS = {
  br: 1000,
  troops: 1_000_000,
  pieces: 10_000,
  attackMod: 100,
  nameChars: 200,
  /** Entries in one roster: a side fields dozens of units; two thousand is beyond any campaign army. */
  entries: 2000,
} as const;

/**
 * DATA-9: one roster entry. Troop units and heroes give `br`; an equipment entry names its ASLT-22 type and the
 * number of `pieces`, which ASLT-6 forms into units (AMD-7). The schema is the one source of the entry's shape:
 * scenario files, the roster editor and its CSV import all parse with it.
 */
export const rosterEntrySchema = z
  .object({
    id: z
      .string()
      .min(1)
      .max(ROSTER_BOUNDS.nameChars)
      .refine((id) => !isReservedName(id), { error: () => t('assaultRules:roster.reservedId') }),
    name: z.string().max(ROSTER_BOUNDS.nameChars).optional(),
    br: z.number().max(ROSTER_BOUNDS.br).optional(),
    troops: z.number().max(ROSTER_BOUNDS.troops).optional(),
    missile: z.boolean().optional(),
    loose: z.boolean().optional(),
    cavalry: z.boolean().optional(),
    flyer: z.boolean().optional(),
    hero: z.boolean().optional(),
    attackMod: z.number().min(-ROSTER_BOUNDS.attackMod).max(ROSTER_BOUNDS.attackMod).optional(),
    artillery: z.enum(ARTILLERY_TYPES as [EquipmentType, ...EquipmentType[]]).optional(),
    siegeEquipment: z.enum(SIEGE_EQUIPMENT_TYPES as [EquipmentType, ...EquipmentType[]]).optional(),
    pieces: z.number().max(ROSTER_BOUNDS.pieces).optional(),
    oversized: z.boolean().optional(),
  })
  .strict();
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const equipmentOf = (entry: RosterEntry): EquipmentType | undefined =>
  entry.artillery ?? entry.siegeEquipment;

/** DATA-9 and ASLT-6: what is wrong with a roster, each problem naming its entry and rule. */
export function rosterProblems(entries: readonly RosterEntry[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const at = (problem: string) => t('assaultRules:roster.entry', { unit: entry.name ?? entry.id, problem });
    if (seen.has(entry.id)) problems.push(at(t('assaultRules:roster.idTwice', { id: entry.id })));
    seen.add(entry.id);
    problems.push(...rosterEntryProblems(entry).map(at));
  }
  return problems;
}

/**
 * DATA-9 and ASLT-6: what is wrong with one roster entry on its own, each problem a sentence without the entry's
 * name (the roster editor shows it beside the entry; rosterProblems names it).
 */
export function rosterEntryProblems(entry: RosterEntry): string[] {
  const problems: string[] = [];
  const type = equipmentOf(entry);
  if (entry.artillery && entry.siegeEquipment) problems.push(t('assaultRules:roster.bothKinds'));
  if (entry.troops !== undefined && (!Number.isInteger(entry.troops) || entry.troops < 0))
    problems.push(t('assaultRules:roster.troops', { troops: entry.troops }));
  if (type) {
    const pieces = entry.pieces ?? 0;
    if (!Number.isInteger(pieces) || pieces < 1)
      problems.push(t('assaultRules:roster.pieces', { equipment: EQUIPMENT[type].name }));
    if (entry.br !== undefined) problems.push(t('assaultRules:roster.equipmentBr'));
    if (entry.hero) problems.push(t('assaultRules:roster.equipmentHero'));
  } else {
    if (entry.pieces !== undefined || entry.oversized)
      problems.push(t('assaultRules:roster.piecesNotEquipment'));
    if (!entry.hero && entry.br === undefined) problems.push(t('assaultRules:roster.needsBr'));
    if (entry.br !== undefined && (entry.br < 0 || !Number.isInteger(entry.br * 2)))
      problems.push(t('assaultRules:roster.brHalves', { br: entry.br }));
  }
  if (entry.attackMod !== undefined && !Number.isInteger(entry.attackMod))
    problems.push(t('assaultRules:roster.attackMod'));
  return problems;
}

type Placed = Pick<AssaultUnit, 'zone' | 'breachAssigned' | 'status'>;

/**
 * ASLT-6: an entry's units. A troop or hero entry is one unit with the entry's id; an equipment entry forms
 * `floor(pieces / unitSize)` units `<id>.1 …` (one unit when `oversized`), leftover pieces have no effect.
 * Decision: equipment units count no troops for ASLT-27 (the crews are not in the roster's head count).
 * Each unit is one object literal with its fields in one fixed order (the order they have always printed in): the
 * JS engine copies such objects many times faster than ones built by spreading, and the rules copy a unit at every
 * change (issue 13 profile).
 */
export function formUnits(entry: RosterEntry, side: Side, placed: Placed): AssaultUnit[] {
  const type = equipmentOf(entry);
  const { zone, breachAssigned, status } = placed;
  const form = (
    id: string,
    name: string,
    kind: UnitKind,
    br: number,
    troops: number,
    equipment?: EquipmentType,
  ): AssaultUnit => ({
    entry: entry.id,
    side,
    missile: !equipment && (entry.missile ?? false),
    loose: !equipment && (entry.loose ?? false),
    cavalry: !equipment && (entry.cavalry ?? false),
    flyer: !equipment && (entry.flyer ?? false),
    attackMod: entry.attackMod ?? 0,
    justRegrouped: false,
    startedAssault: zone === 'A' || zone === 'W',
    zone,
    breachAssigned,
    status,
    id,
    name,
    kind,
    br,
    troops,
    // Undefined for a troop unit: JSON leaves it out, and every unit keeps one shape.
    equipment,
  });
  if (!type) {
    const kind: UnitKind = entry.hero ? 'hero' : 'troop';
    const br = kind === 'hero' ? 0 : (entry.br ?? 0);
    return [form(entry.id, entry.name ?? entry.id, kind, br, entry.troops ?? 100)];
  }
  const row = EQUIPMENT[type];
  const count = entry.oversized ? 1 : Math.floor((entry.pieces ?? 0) / row.unitSize);
  const kind: UnitKind = row.category === 'artillery' ? 'artillery' : 'equipment';
  return Array.from({ length: count }, (_, i) =>
    form(`${entry.id}.${i + 1}`, `${entry.name ?? row.name} ${i + 1}`, kind, row.br ?? 0, 0, type),
  );
}

/** Totals for the roster editor: troop units, heroes, equipment units formed, BR and head count. */
export function rosterTotals(entries: readonly RosterEntry[]) {
  let troopUnits = 0;
  let heroes = 0;
  let equipmentUnits = 0;
  let br = 0;
  let troops = 0;
  for (const entry of entries) {
    const type = equipmentOf(entry);
    if (type) {
      const row = EQUIPMENT[type];
      const n = entry.oversized ? 1 : Math.floor((entry.pieces ?? 0) / row.unitSize);
      equipmentUnits += n;
      br += n * (row.br ?? 0);
    } else if (entry.hero) heroes += 1;
    else {
      troopUnits += 1;
      br += entry.br ?? 0;
      troops += entry.troops ?? 100;
    }
  }
  return { troopUnits, heroes, equipmentUnits, br, troops };
}
