// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberInput } from '../../../renderer/src/kit/NumberInput';

function Field({ seen }: { seen: number[] }) {
  const [value, setValue] = useState(4);
  return (
    <NumberInput
      data-testid="field"
      value={value}
      onValue={(n) => {
        seen.push(n);
        setValue(n);
      }}
    />
  );
}

afterEach(cleanup);

describe('NumberInput (issue 15: number fields that could not be cleared)', () => {
  it('clears to empty and takes the number typed next, never "099"', () => {
    const seen: number[] = [];
    render(<Field seen={seen} />);
    const input = screen.getByTestId('field') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.change(input, { target: { value: '99' } });
    expect(input.value).toBe('99');
    expect(seen).toEqual([9, 99]);
  });

  it('shows its last number again when left empty (nothing is set to 0 unasked)', () => {
    const seen: number[] = [];
    render(<Field seen={seen} />);
    const input = screen.getByTestId('field') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input.value).toBe('4');
    expect(seen).toEqual([]);
  });
});
