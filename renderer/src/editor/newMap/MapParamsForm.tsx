import { useState } from 'react';
import { countsFollowSize, withSizedCounts, type MapParams } from '@shared/mapgen';
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

/**
 * Size, terrain mix and feature counts (SETUP-1). A field is marked when a validation message names it. The counts
 * follow the size (shared/mapgen sizedCounts, issue 15) until the GM types one of them.
 */
export function MapParamsForm(props: {
  params: MapParams;
  problems: readonly string[];
  onChange: (params: MapParams) => void;
}) {
  const { params, problems, onChange } = props;
  const invalid = (field: string) => isFieldInvalid(problems, field);
  const grouped = groupProblems(problems);
  const [follow, setFollow] = useState(() => countsFollowSize(params));
  const set = (field: NumericField) => (value: number) => onChange({ ...params, [field]: value });
  const setSize = (field: 'width' | 'height') => (value: number) => {
    const next = { ...params, [field]: value };
    onChange(follow ? withSizedCounts(next) : next);
  };
  const setCount = (field: NumericField) => (value: number) => {
    setFollow(false);
    set(field)(value);
  };
  return (
    <>
      <fieldset>
        <legend>Size</legend>
        <NumberField
          label="Width"
          testId="newmap-width"
          value={params.width}
          onChange={setSize('width')}
          min={8}
          max={400}
          invalid={invalid('width')}
          suffix="hexes"
        />
        <NumberField
          label="Height"
          testId="newmap-height"
          value={params.height}
          onChange={setSize('height')}
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
            onChange={setCount(field)}
            min={0}
            invalid={invalid(field)}
          />
        ))}
        <p className="muted" data-testid="newmap-counts-follow">
          {follow ? 'Counts follow the map size until you change one.' : 'Counts as you set them.'}
        </p>
        <ProblemList section="features" problems={grouped.features} />
      </fieldset>
    </>
  );
}
