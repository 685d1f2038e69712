import { t } from '../../i18n';
import { parseCsv, toCsv } from './csv';
import { EQUIPMENT, EQUIPMENT_TYPES, type EquipmentType } from './equipment';
import { rosterEntrySchema, rosterProblems, type RosterEntry } from './roster';

/**
 * DATA-9 rosters as CSV files a club can keep its army lists in (issue 13 "import/export of a roster as a small
 * text or CSV file"). One unit a row under a header row; columns may come in any order, and a file may leave out
 * columns it does not need. `equipment` takes an ASLT-22 type by its table name ("Heavy Ballista") or its key
 * ("heavyBallista"); yes/no columns take yes, no, true, false, 1, 0, x or nothing.
 */
export const ROSTER_COLUMNS = [
  'name',
  'br',
  'troops',
  'missile',
  'loose',
  'cavalry',
  'flyer',
  'hero',
  'attackMod',
  'equipment',
  'pieces',
  'oversized',
] as const;
type Column = (typeof ROSTER_COLUMNS)[number] | 'id';
const FLAGS = ['missile', 'loose', 'cavalry', 'flyer', 'hero', 'oversized'] as const;

/** Header spellings a spreadsheet user may type, folded to lower case without spaces. */
const HEADER: Readonly<Record<string, Column>> = {
  id: 'id',
  name: 'name',
  unit: 'name',
  br: 'br',
  battlerating: 'br',
  troops: 'troops',
  missile: 'missile',
  loose: 'loose',
  cavalry: 'cavalry',
  flyer: 'flyer',
  hero: 'hero',
  attackmod: 'attackMod',
  attackmodifier: 'attackMod',
  equipment: 'equipment',
  artillery: 'equipment',
  siegeequipment: 'equipment',
  pieces: 'pieces',
  oversized: 'oversized',
};

/** An ASLT-22 type from its key or its table name, any case. */
export function equipmentTypeNamed(text: string): EquipmentType | undefined {
  const folded = text.trim().toLowerCase();
  return EQUIPMENT_TYPES.find(
    (t) => t.toLowerCase() === folded || EQUIPMENT[t].name.toLowerCase() === folded,
  );
}

/** A roster-unique id from a unit's name: `prefix` + the name's letters and digits ("b-heavy-foot", "b-heavy-foot-2"). */
export function entryIdFor(name: string, taken: ReadonlySet<string>, prefix = ''): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'unit';
  let id = `${prefix}${slug}`;
  for (let n = 2; taken.has(id); n++) id = `${prefix}${slug}-${n}`;
  return id;
}

const yes = (text: string): boolean | 'bad' => {
  const t = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1', 'x'].includes(t)) return true;
  if (['', 'no', 'n', 'false', '0'].includes(t)) return false;
  return 'bad';
};

/**
 * A roster from CSV text, or every problem found, each naming its line and column (and the DATA-9/ASLT rule a
 * value breaks). Ids come from an `id` column or are made from the names with `idPrefix` (unique in the roster).
 */
export function rosterFromCsv(
  text: string,
  idPrefix = '',
): { entries: RosterEntry[] } | { errors: string[] } {
  const parsed = parseCsv(text);
  if ('error' in parsed) return { errors: [t('assaultRules:csv.invalid', { problem: parsed.error })] };
  const [header, ...rows] = parsed.rows;
  if (!header) return { errors: [t('assaultRules:csv.empty')] };
  const columns: Column[] = [];
  const errors: string[] = [];
  for (const cell of header) {
    const column =
      HEADER[
        cell
          .trim()
          .toLowerCase()
          .replace(/[\s_-]+/g, '')
      ];
    if (!column)
      errors.push(
        t('assaultRules:csv.unknownColumn', { column: cell.trim(), known: ROSTER_COLUMNS.join(', ') }),
      );
    else columns.push(column);
  }
  if (!columns.includes('name')) errors.push(t('assaultRules:csv.noName'));
  if (errors.length > 0) return { errors };
  const entries: RosterEntry[] = [];
  const taken = new Set<string>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const cell = (c: Column) => (row[columns.indexOf(c)] ?? '').trim();
    const has = (c: Column) => columns.includes(c) && cell(c) !== '';
    const draft: Record<string, unknown> = { name: cell('name') };
    const number = (c: 'br' | 'troops' | 'attackMod' | 'pieces') => {
      if (!has(c)) return;
      const value = Number(cell(c).replace(',', '.'));
      if (Number.isNaN(value))
        errors.push(t('assaultRules:csv.notNumber', { line, column: c, value: cell(c) }));
      else draft[c] = value;
    };
    (['br', 'troops', 'attackMod', 'pieces'] as const).forEach(number);
    for (const flag of FLAGS) {
      if (!columns.includes(flag)) continue;
      const value = yes(cell(flag));
      if (value === 'bad')
        errors.push(t('assaultRules:csv.notYesNo', { line, column: flag, value: cell(flag) }));
      else if (value) draft[flag] = true;
    }
    if (has('equipment')) {
      const type = equipmentTypeNamed(cell('equipment'));
      if (!type)
        errors.push(t('assaultRules:csv.notEquipment', { line, value: cell('equipment'), rule: 'ASLT-22' }));
      else draft[EQUIPMENT[type].category] = type;
    }
    if (draft.name === '') errors.push(t('assaultRules:csv.noUnitName', { line }));
    const id = has('id') ? cell('id') : entryIdFor(String(draft.name), taken, idPrefix);
    taken.add(id);
    const entry = rosterEntrySchema.safeParse({ id, ...draft });
    if (entry.success) entries.push(entry.data);
  });
  if (errors.length > 0) return { errors };
  const problems = rosterProblems(entries);
  if (problems.length > 0) return { errors: problems };
  return { entries };
}

/** CSV text of a roster with every column, equipment by its ASLT-22 table name. */
export function rosterToCsv(entries: readonly RosterEntry[]): string {
  const flag = (value: boolean | undefined) => (value ? 'yes' : '');
  const rows = entries.map((e) => {
    const type = e.artillery ?? e.siegeEquipment;
    return [
      e.name ?? e.id,
      e.br === undefined ? '' : String(e.br),
      e.troops === undefined ? '' : String(e.troops),
      flag(e.missile),
      flag(e.loose),
      flag(e.cavalry),
      flag(e.flyer),
      flag(e.hero),
      e.attackMod ? String(e.attackMod) : '',
      type ? EQUIPMENT[type].name : '',
      e.pieces === undefined ? '' : String(e.pieces),
      flag(e.oversized),
    ];
  });
  return toCsv([[...ROSTER_COLUMNS], ...rows]);
}
