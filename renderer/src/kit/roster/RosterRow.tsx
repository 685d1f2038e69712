import {
  ARTILLERY_TYPES,
  EQUIPMENT,
  SIEGE_EQUIPMENT_TYPES,
  equipmentOf,
  type EquipmentType,
  type RosterEntry,
} from '@shared/rulesets/assault';
import { t } from '@shared/i18n';

/** The flags, each labelled by kit:roster.<flag>. */
const FLAGS = ['missile', 'loose', 'cavalry', 'flyer', 'hero'] as const;

/** The number typed, or undefined for an empty field (the entry then takes DATA-9's default). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** Sets `key` to `value`, or drops the key when the value is undefined or false (DATA-9 defaults). */
function withField(entry: RosterEntry, key: keyof RosterEntry, value: unknown): RosterEntry {
  const next: Record<string, unknown> = { ...entry, [key]: value };
  if (value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value)))
    delete next[key];
  return next as RosterEntry;
}

/** ASLT-22: equipment replaces BR and troops (the table gives the BR) and needs a piece count (ASLT-6). */
function withEquipment(entry: RosterEntry, type: EquipmentType | ''): RosterEntry {
  const {
    artillery: _a,
    siegeEquipment: _s,
    pieces,
    br: _br,
    troops: _t,
    hero: _h,
    oversized: _o,
    ...rest
  } = entry;
  if (type === '') return { ...rest, br: 1 };
  return { ...rest, [EQUIPMENT[type].category]: type, pieces: pieces ?? EQUIPMENT[type].unitSize };
}

/** One unit of a roster (DATA-9) as a table row of fields; `problems` are this unit's, shown under its name. */
export function RosterRow(props: {
  entry: RosterEntry;
  index: number;
  testId: string;
  problems: readonly string[];
  onChange: (entry: RosterEntry) => void;
  onRemove: () => void;
}) {
  const { entry, onChange, testId } = props;
  const type = equipmentOf(entry);
  const set = (key: keyof RosterEntry, value: unknown) => onChange(withField(entry, key, value));
  const label = entry.name || t('kit:roster.unitFallback', { number: props.index + 1 });
  return (
    <tr
      className={props.problems.length > 0 ? 'roster-bad' : undefined}
      data-testid={`${testId}-row-${props.index}`}
    >
      <td>
        <input
          aria-label={t('kit:roster.nameOf', { unit: label })}
          data-testid={`${testId}-name-${props.index}`}
          value={entry.name ?? ''}
          onChange={(e) => set('name', e.target.value)}
        />
        {props.problems.map((p) => (
          <div key={p} className="roster-problem" role="alert">
            {p}
          </div>
        ))}
      </td>
      <td>
        <input
          className="num"
          type="number"
          step={0.5}
          min={0}
          aria-label={t('kit:roster.ratingOf', { unit: label })}
          data-testid={`${testId}-br-${props.index}`}
          disabled={!!type || !!entry.hero}
          title={type ? t('kit:roster.equipmentBr') : entry.hero ? t('kit:roster.heroNoBr') : ''}
          value={type ? (EQUIPMENT[type].br ?? 0) : (entry.br ?? '')}
          onChange={(e) => set('br', numberOf(e.target.value))}
        />
      </td>
      <td>
        <input
          className="num"
          type="number"
          min={0}
          aria-label={t('kit:roster.troopsOf', { unit: label })}
          disabled={!!type}
          placeholder={type ? '' : '100'}
          value={entry.troops ?? ''}
          onChange={(e) => set('troops', numberOf(e.target.value))}
        />
      </td>
      {FLAGS.map((key) => (
        <td key={key} className="flag">
          <input
            type="checkbox"
            aria-label={t('kit:roster.flagOf', { flag: t(`kit:roster.${key}`), unit: label })}
            title={t(`kit:roster.${key}`)}
            disabled={!!type}
            checked={entry[key] ?? false}
            onChange={(e) => set(key, e.target.checked)}
          />
        </td>
      ))}
      <td>
        <input
          className="num"
          type="number"
          aria-label={t('kit:roster.attackOf', { unit: label })}
          value={entry.attackMod ?? ''}
          placeholder="0"
          onChange={(e) => set('attackMod', numberOf(e.target.value))}
        />
      </td>
      <td>
        <select
          aria-label={t('kit:roster.equipmentOf', { unit: label })}
          data-testid={`${testId}-equipment-${props.index}`}
          value={type ?? ''}
          onChange={(e) => onChange(withEquipment(entry, e.target.value as EquipmentType | ''))}
        >
          <option value="">—</option>
          <optgroup label={t('kit:roster.artillery')}>
            {ARTILLERY_TYPES.map((t) => (
              <option key={t} value={t}>
                {EQUIPMENT[t].name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('kit:roster.siegeEquipment')}>
            {SIEGE_EQUIPMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {EQUIPMENT[t].name}
              </option>
            ))}
          </optgroup>
        </select>
      </td>
      <td>
        <input
          className="num"
          type="number"
          min={1}
          aria-label={t('kit:roster.piecesOf', { unit: label })}
          disabled={!type}
          title={type ? t('kit:roster.unitSize', { pieces: EQUIPMENT[type].unitSize }) : ''}
          value={entry.pieces ?? ''}
          onChange={(e) => set('pieces', numberOf(e.target.value))}
        />
      </td>
      <td>
        <button
          type="button"
          aria-label={t('kit:roster.remove', { unit: label })}
          title={t('kit:roster.remove', { unit: label })}
          onClick={props.onRemove}
        >
          ✕
        </button>
      </td>
    </tr>
  );
}
