import { DEFENSE_DICE, EFFECT_KINDS, RESOURCES, type DeckTileInput } from '@shared/rulesets/defense';
import { Choice, EffectsInput, Field, Keywords, NumberInput } from './TileFields';
import { useTranslation } from '../../../i18n';
import { t as translate } from '@shared/i18n';

type Loose = Record<string, unknown>;
const COST_RESOURCE = { unit: 'manpower', building: 'stone', city: 'gold' } as const;

/**
 * One tile of the deck being edited, its fields as ANV-5 (unit), ANV-6 (enemy) and ANV-7 (buildings) define them.
 * Every keystroke goes into the draft; the deck schema says what is wrong (fields in `invalid` are marked).
 */
export function TileForm(props: {
  tile: DeckTileInput;
  number: number;
  invalid: ReadonlySet<string>;
  onChange: (tile: DeckTileInput) => void;
}) {
  const { t } = useTranslation('decks');
  const { tile, invalid } = props;
  const raw = tile as Loose;
  const set = (field: string, value: unknown) => {
    const next: Loose = { ...raw, [field]: value };
    if (value === undefined) delete next[field];
    props.onChange(next as DeckTileInput);
  };
  const bad = (field: string) => invalid.has(field) || [...invalid].some((f) => f.startsWith(`${field}.`));
  const num = (field: string, label: string) => (
    <Field label={label} invalid={bad(field)}>
      <NumberInput field={field} value={raw[field]} invalid={bad(field)} onChange={(v) => set(field, v)} />
    </Field>
  );
  const provides = (raw.provides ?? {}) as Loose;
  return (
    <fieldset className="deck-tile-form" data-testid="deck-tile-form">
      <legend>{t('tile.legend', { n: props.number, kind: t(`tile.kind.${tile.kind}`) })}</legend>
      <Field label={t('tile.name')} invalid={bad('name')}>
        <input
          type="text"
          data-testid="tile-name"
          aria-invalid={bad('name')}
          value={typeof raw.name === 'string' ? raw.name : ''}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      {num('copies', t('tile.copies'))}
      {tile.kind !== 'enemy' && num('cost', t(`tile.cost.${COST_RESOURCE[tile.kind]}`))}
      {tile.kind === 'enemy' && num('strength', t('tile.strength'))}
      {(tile.kind === 'unit' || tile.kind === 'building') && (
        <Field label={t('tile.provides')} invalid={bad('provides')}>
          <NumberInput
            field="provides.amount"
            value={provides.amount}
            invalid={bad('provides.amount')}
            onChange={(v) => set('provides', { ...provides, amount: v })}
          />{' '}
          <Choice
            field="provides.resource"
            value={provides.resource as string | undefined}
            options={RESOURCES}
            label={(r) => translate(`defense:resource.${r as (typeof RESOURCES)[number]}`)}
            invalid={bad('provides.resource')}
            onChange={(v) => set('provides', { ...provides, resource: v })}
          />
        </Field>
      )}
      {tile.kind === 'unit' && (
        <>
          {(['ranged', 'melee'] as const).map((field) => (
            <Field key={field} label={t(`tile.${field}`)} invalid={bad(field)}>
              <Choice
                field={field}
                value={raw[field] as string | undefined}
                options={DEFENSE_DICE}
                none={t('tile.noDie')}
                invalid={bad(field)}
                onChange={(v) => set(field, v)}
              />
            </Field>
          ))}
          {num('attackMod', t('tile.attackMod'))}
          {num('rerolls', t('tile.rerolls'))}
        </>
      )}
      {(tile.kind === 'unit' || tile.kind === 'enemy') && (
        <Field label={t('tile.keywords')} invalid={bad('keywords')}>
          <Keywords
            options={tile.kind === 'unit' ? ['LEADER', 'MONSTER'] : ['MAGIC', 'LEADER', 'MONSTER']}
            value={(raw.keywords as string[] | undefined) ?? []}
            onChange={(v) => set('keywords', v)}
          />
        </Field>
      )}
      <Field
        label={t('tile.effects')}
        invalid={bad('effects') || [...invalid].some((f) => f.startsWith('effects #'))}
      >
        <EffectsInput
          value={(raw.effects as string[] | undefined) ?? []}
          invalid={bad('effects')}
          onChange={(v) => set('effects', v)}
        />
      </Field>
      <p className="deck-hint">
        {t('tile.effectsHint', { effects: EFFECT_KINDS.map((k) => `${k}(n)`).join(', '), rule: 'ANV-7' })}
      </p>
      <Field label={t('tile.text')} invalid={bad('text')}>
        <input
          type="text"
          data-testid="tile-text"
          size={36}
          value={typeof raw.text === 'string' ? raw.text : ''}
          onChange={(e) => set('text', e.target.value === '' ? undefined : e.target.value)}
        />
      </Field>
    </fieldset>
  );
}
