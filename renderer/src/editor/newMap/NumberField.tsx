/** A labelled number input; `scale` shows shares (0..1) as percentages. Empty input reads as NaN (a validation problem). */
export function NumberField(props: {
  label: string;
  testId: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  scale?: number;
  invalid?: boolean;
  suffix?: string;
}) {
  const scale = props.scale ?? 1;
  const shown = Number.isNaN(props.value) ? '' : String(Math.round(props.value * scale * 1000) / 1000);
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        type="number"
        data-testid={props.testId}
        value={shown}
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        aria-invalid={props.invalid || undefined}
        onChange={(e) => props.onChange(e.target.value === '' ? NaN : Number(e.target.value) / scale)}
      />
      {props.suffix && <span className="suffix">{props.suffix}</span>}
    </label>
  );
}
