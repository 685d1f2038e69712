import { useState, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  readonly value: number;
  /** Called with each complete number typed; never with an empty or half-typed field. */
  readonly onValue: (value: number) => void;
};

/**
 * A number input the GM can clear and retype (issue 15: clearing gave 0, so typing 99 gave "099"). While the
 * field has focus it shows exactly what was typed; a number reaches `onValue` as soon as it is one.
 * Decision: a field left empty shows its last number again when it loses focus (nothing is set to 0 unasked).
 */
export function NumberInput({ value, onValue, onBlur, ...rest }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (Number.isFinite(value) ? String(value) : '');
  return (
    <input
      {...rest}
      type="number"
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        const number = Number(text);
        if (text.trim() !== '' && Number.isFinite(number)) onValue(number);
      }}
      onBlur={(event) => {
        setTyped(null);
        onBlur?.(event);
      }}
    />
  );
}
