import type { Entrance } from '@shared/rulesets/assault';
import { RuleCite } from '../../kit/RuleCite';
import { useTranslation } from '../../i18n';

/**
 * ASLT-32: the dungeon's entrances as the GM enters them: a name (it names the entrance's zones on the diagram and
 * in the log), whether the besiegers know of it, and whether they can reach it. Only known, reachable entrances take
 * a besieging unit; an unknown one is revealed when the defenders sally from it.
 */
export function EntranceFields(props: {
  entrances: readonly Entrance[];
  onChange: (entrances: Entrance[]) => void;
}) {
  const { t } = useTranslation('assault');
  const { entrances, onChange } = props;
  const set = (index: number, next: Partial<Entrance>) =>
    onChange(
      entrances.map((e, i) => {
        if (i !== index) return e;
        const merged = { ...e, ...next };
        // An entrance the besiegers do not know of is not one they can make for (ASLT-32).
        return merged.known ? merged : { ...merged, reachable: false };
      }),
    );
  const add = () => {
    const names = new Set(entrances.map((e) => e.id));
    let n = entrances.length + 1;
    while (names.has(t('entrances.newName', { n }))) n++;
    onChange([...entrances, { id: t('entrances.newName', { n }), known: true, reachable: true }]);
  };
  return (
    <fieldset className="entrance-fields" data-testid="dungeon-entrances">
      <legend>
        {t('entrances.legend')}
        <RuleCite ids="ASLT-32" />
      </legend>
      <table className="choice-table">
        <thead>
          <tr>
            <th>{t('entrances.entrance')}</th>
            <th title={t('entrances.knownTooltip')}>{t('entrances.known')}</th>
            <th title={t('entrances.reachableTooltip')}>{t('entrances.reachable')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {entrances.map((entrance, i) => (
            <tr key={i}>
              <td>
                <input
                  aria-label={t('entrances.nameLabel', { n: i + 1 })}
                  data-testid={`entrance-name-${i}`}
                  value={entrance.id}
                  onChange={(e) => set(i, { id: e.target.value })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('entrances.knownLabel', { entrance: entrance.id })}
                  data-testid={`entrance-known-${i}`}
                  checked={entrance.known}
                  onChange={(e) => set(i, { known: e.target.checked })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t('entrances.reachableLabel', { entrance: entrance.id })}
                  data-testid={`entrance-reachable-${i}`}
                  checked={entrance.reachable}
                  disabled={!entrance.known}
                  onChange={(e) => set(i, { reachable: e.target.checked })}
                />
              </td>
              <td>
                <button
                  type="button"
                  aria-label={t('entrances.remove', { entrance: entrance.id })}
                  onClick={() => onChange(entrances.filter((_, j) => j !== i))}
                >
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" data-testid="entrance-add" onClick={add}>
        {t('entrances.add')}
      </button>
    </fieldset>
  );
}
