import type { MapParams } from '@shared/mapgen';
import { NumberField } from './NumberField';
import { groupProblems, isFieldInvalid } from './paramProblems';
import { ProblemList } from './ProblemList';

type NumericField = Exclude<keyof MapParams, 'sides'>;

const SHARES: readonly { field: NumericField; label: string }[] = [
  { field: 'water', label: 'Water' },
  { field: 'mountains', label: 'Mountains' },
  { field: 'forests', label: 'Forests' },
  { field: 'hills', label: 'Hills' },
  { field: 'marsh', label: 'Marsh' },
];

const COUNTS: readonly { field: NumericField; label: string }[] = [
  { field: 'rivers', label: 'Rivers' },
  { field: 'villages', label: 'Villages' },
  { field: 'towns', label: 'Towns' },
  { field: 'cities', label: 'Cities' },
];

/** Size, terrain mix and feature counts (SETUP-1). A field is marked when a validation message names it. */
export function MapParamsForm(props: {
  params: MapParams;
  problems: readonly string[];
  onChange: (params: MapParams) => void;
}) {
  const { params, problems, onChange } = props;
  const invalid = (field: string) => isFieldInvalid(problems, field);
  const grouped = groupProblems(problems);
  const set = (field: NumericField) => (value: number) => onChange({ ...params, [field]: value });
  return (
    <>
      <fieldset>
        <legend>Size</legend>
        <NumberField
          label="Width"
          testId="newmap-width"
          value={params.width}
          onChange={set('width')}
          min={8}
          max={400}
          invalid={invalid('width')}
          suffix="hexes"
        />
        <NumberField
          label="Height"
          testId="newmap-height"
          value={params.height}
          onChange={set('height')}
          min={8}
          max={400}
          invalid={invalid('height')}
          suffix="hexes"
        />
        <ProblemList section="size" problems={grouped.size} />
      </fieldset>
      <fieldset>
        <legend>Terrain mix</legend>
        {SHARES.map(({ field, label }) => (
          <NumberField
            key={field}
            label={label}
            testId={`newmap-${field}`}
            value={params[field]}
            onChange={set(field)}
            min={0}
            max={100}
            scale={100}
            invalid={invalid(field)}
            suffix={field === 'water' ? '% of map' : '% of land'}
          />
        ))}
        <ProblemList section="terrain" problems={grouped.terrain} />
      </fieldset>
      <fieldset>
        <legend>Features</legend>
        {COUNTS.map(({ field, label }) => (
          <NumberField
            key={field}
            label={label}
            testId={`newmap-${field}`}
            value={params[field]}
            onChange={set(field)}
            min={0}
            invalid={invalid(field)}
          />
        ))}
        <ProblemList section="features" problems={grouped.features} />
      </fieldset>
    </>
  );
}
