import { useState } from 'react';
import type { HexKey } from '@shared/hex';
import { useAppDispatch } from '../../store/hooks';
import { requestMapEdit } from '../../document/map/requestMapEdit';
import { useTranslation } from '../../i18n';

/**
 * ASLT-3: a fortress's stronghold values, edited on the map (DATA-2 `settlement.assault`): room for units on the
 * walls and breaches. Taken on Enter or when a field loses focus; a refused value names its rule and changes nothing.
 */
export function AssaultValuesFields(props: {
  hex: HexKey;
  values: { readonly unitCapacity: number; readonly breaches: number } | undefined;
}) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('map');
  const shown = props.values ?? { unitCapacity: 6, breaches: 0 };
  const [draft, setDraft] = useState({
    unitCapacity: String(shown.unitCapacity),
    breaches: String(shown.breaches),
  });
  const commit = () => {
    const next = { unitCapacity: Number(draft.unitCapacity), breaches: Number(draft.breaches) };
    if (next.unitCapacity === shown.unitCapacity && next.breaches === shown.breaches) return;
    dispatch(requestMapEdit({ kind: 'assaultValuesSet', hex: props.hex, values: next }));
  };
  const field = (key: 'unitCapacity' | 'breaches', label: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        type="number"
        min={0}
        step={1}
        data-testid={`fortress-${key}`}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
    </label>
  );
  return (
    <fieldset className="assault-values" data-testid="fortress-assault-values">
      <legend>{props.values ? t('info.assaultValues') : t('info.assaultValuesDefaults')}</legend>
      {field('unitCapacity', t('info.roomOnWalls'))}
      {field('breaches', t('info.breaches'))}
    </fieldset>
  );
}
