import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';

/**
 * The small inputs of the tile form. A field the deck schema refuses is marked (aria-invalid, red border); the
 * sentence naming tile and field is in the editor's message list.
 */
export function Field(props: { label: string; invalid: boolean; children: ReactNode }) {
  return (
    <label className={props.invalid ? 'deck-field invalid' : 'deck-field'}>
      <span>{props.label}</span> {props.children}
    </label>
  );
}

/** A whole number; an emptied box is kept as "no number" (NaN) so the schema can say the field needs one. */
export function NumberInput(props: {
  field: string;
  value: unknown;
  invalid: boolean;
  onChange: (value: number) => void;
}) {
  const value = typeof props.value === 'number' && Number.isFinite(props.value) ? props.value : '';
  return (
    <input
      type="number"
      data-testid={`tile-${props.field}`}
      aria-invalid={props.invalid}
      value={value}
      style={{ width: '4.5em' }}
      onChange={(e) => props.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
}

export function Choice(props: {
  field: string;
  value: string | undefined;
  options: readonly string[];
  /** Shown for "none" when the field is optional (a unit's ranged or melee die). */
  none?: string;
  /** How an option reads (a resource in the GM's language); the option itself by default (dice). */
  label?: (option: string) => string;
  invalid: boolean;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <select
      data-testid={`tile-${props.field}`}
      aria-invalid={props.invalid}
      value={props.value ?? ''}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
    >
      {props.none !== undefined && <option value="">{props.none}</option>}
      {props.options.map((o) => (
        <option key={o} value={o}>
          {props.label ? props.label(o) : o}
        </option>
      ))}
    </select>
  );
}

/** Keyword checkboxes (ANV-5, ANV-6). */
export function Keywords(props: {
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <>
      {props.options.map((k) => (
        <label key={k} className="deck-keyword">
          <input
            type="checkbox"
            data-testid={`tile-keyword-${k}`}
            checked={props.value.includes(k)}
            onChange={(e) =>
              props.onChange(e.target.checked ? [...props.value, k] : props.value.filter((v) => v !== k))
            }
          />{' '}
          {k}
        </label>
      ))}
    </>
  );
}

/**
 * ANV-7 effects as the GM writes them, separated by commas ("AURA_ATTACK(1), DRAW(1)"). The box keeps what is
 * typed; the tile gets the non-empty entries, so a half-typed second effect is not lost on the next keystroke.
 */
export function EffectsInput(props: {
  value: readonly string[];
  invalid: boolean;
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation('decks');
  const [text, setText] = useState(props.value.join(', '));
  return (
    <input
      type="text"
      data-testid="tile-effects"
      aria-invalid={props.invalid}
      value={text}
      placeholder={t('tile.effectsExample', { example: 'AURA_ATTACK(1), DRAW(1)' })}
      size={36}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(
          e.target.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
