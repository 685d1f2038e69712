import { useState } from 'react';
import {
  equipmentCost,
  SIEGE_EQUIPMENT,
  SIEGE_EQUIPMENT_TYPES,
  type EquipmentPick,
  type FsCommand,
  type Side,
  type SiegeEquipmentType,
} from '@shared/rulesets/firestorm';
import { NumberInput } from '../../../kit/NumberInput';
import { useTranslation } from '../../../i18n';

/**
 * SIEGE-7: one side's shopping list for the Final Assault (SIEGE-7a defender, SIEGE-7b attacker): a count per piece,
 * the cost against the side's Siege Points (doubled for the defender after Infiltrate), and "Buy", which enters the
 * list (the engine refuses a list over the side's SP with the rule).
 */
export function EquipmentForm(props: {
  readonly battleHex: string;
  readonly side: Side;
  readonly sideName: string;
  readonly sp: number;
  readonly doubleCost: boolean;
  readonly bought: readonly EquipmentPick[];
  readonly issue: (command: FsCommand) => boolean;
}) {
  const { t } = useTranslation('fsSiege');
  const { battleHex, side, sideName, sp, doubleCost, bought, issue } = props;
  const items = SIEGE_EQUIPMENT_TYPES.filter((type) => SIEGE_EQUIPMENT[type].side === side);
  const [counts, setCounts] = useState<Partial<Record<SiegeEquipmentType, number>>>(() =>
    Object.fromEntries(bought.map((p) => [p.item, p.count])),
  );
  const picks: EquipmentPick[] = items.flatMap((item) => {
    const count = counts[item] ?? 0;
    return count > 0 ? [{ item, count }] : [];
  });
  const cost = equipmentCost(picks, doubleCost);
  return (
    <fieldset className="fs-equipment" data-testid={`fs-equipment-${side}`}>
      <legend>
        {doubleCost
          ? t(`equipment.buysDoubled.${side}`, { faction: sideName, count: sp })
          : t(`equipment.buys.${side}`, { faction: sideName, count: sp })}
      </legend>
      <table>
        <tbody>
          {items.map((item) => (
            <tr key={item}>
              <td>
                <NumberInput
                  aria-label={t(`equipment.countFor.${side}`, { item: SIEGE_EQUIPMENT[item].name })}
                  min={0}
                  max={20}
                  value={counts[item] ?? 0}
                  onValue={(n) => setCounts({ ...counts, [item]: Math.max(0, Math.floor(n)) })}
                />
              </td>
              <td>
                <strong>{SIEGE_EQUIPMENT[item].name}</strong>{' '}
                {t('equipment.cost', { count: SIEGE_EQUIPMENT[item].sp })}{' '}
                <span className="muted">{SIEGE_EQUIPMENT[item].effect}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={cost > sp ? 'fs-over-budget' : undefined} data-testid={`fs-equipment-cost-${side}`}>
        {cost > sp
          ? t('equipment.tooMuch', { cost, sp, rule: 'SIEGE-7' })
          : t('equipment.costs', { cost, sp })}{' '}
        <button
          type="button"
          onClick={() => issue({ type: 'BuySiegeEquipment', battle: battleHex, side, items: picks })}
        >
          {t('equipment.buy')}
        </button>
      </p>
    </fieldset>
  );
}
