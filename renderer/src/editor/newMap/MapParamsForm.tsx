import { useState } from 'react';
import { countsFollowSize, withSizedCounts, type MapParams } from '@shared/mapgen';
import { NumberField } from './NumberField';
import { groupProblems, isFieldInvalid } from './paramProblems';
import { ProblemList } from './ProblemList';
import { useTranslation } from '../../i18n';

type NumericField = Exclude<keyof MapParams, 'sides'>;

/** The fields, each labelled by map:newMap.<field>. */
const SHARES = ['water', 'mountains', 'forests', 'hills', 'marsh'] as const satisfies readonly NumericField[];
const COUNTS = ['rivers', 'villages', 'towns', 'cities'] as const satisfies readonly NumericField[];

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
  const { t } = useTranslation('map');
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
        <legend>{t('newMap.size')}</legend>
        <NumberField
          label={t('newMap.width')}
          testId="newmap-width"
          value={params.width}
          onChange={setSize('width')}
          min={8}
          max={400}
          invalid={invalid('width')}
          suffix={t('newMap.hexes')}
        />
        <NumberField
          label={t('newMap.height')}
          testId="newmap-height"
          value={params.height}
          onChange={setSize('height')}
          min={8}
          max={400}
          invalid={invalid('height')}
          suffix={t('newMap.hexes')}
        />
        <ProblemList section="size" problems={grouped.size} />
      </fieldset>
      <fieldset>
        <legend>{t('newMap.terrainMix')}</legend>
        {SHARES.map((field) => (
          <NumberField
            key={field}
            label={t(`newMap.${field}`)}
            testId={`newmap-${field}`}
            value={params[field]}
            onChange={set(field)}
            min={0}
            max={100}
            scale={100}
            invalid={invalid(field)}
            suffix={field === 'water' ? t('newMap.ofMap') : t('newMap.ofLand')}
          />
        ))}
        <ProblemList section="terrain" problems={grouped.terrain} />
      </fieldset>
      <fieldset>
        <legend>{t('newMap.features')}</legend>
        {COUNTS.map((field) => (
          <NumberField
            key={field}
            label={t(`newMap.${field}`)}
            testId={`newmap-${field}`}
            value={params[field]}
            onChange={setCount(field)}
            min={0}
            invalid={invalid(field)}
          />
        ))}
        <p className="muted" data-testid="newmap-counts-follow">
          {follow ? t('newMap.countsFollow') : t('newMap.countsAsSet')}
        </p>
        <ProblemList section="features" problems={grouped.features} />
      </fieldset>
    </>
  );
}
