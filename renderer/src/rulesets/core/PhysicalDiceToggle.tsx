import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { physicalDiceToggled } from '../../campaign/playSlice';
import { useTranslation } from '../../i18n';

/** GEN-11: the GM rolls real dice and types them in (D3 for moves, both D6 for battles) instead of the app. */
export function PhysicalDiceToggle() {
  const dispatch = useAppDispatch();
  const physicalDice = useAppSelector((state) => state.play.physicalDice);
  const { t } = useTranslation('campaign');
  return (
    <label className="check">
      <input
        type="checkbox"
        data-testid="physical-dice"
        checked={physicalDice}
        onChange={() => dispatch(physicalDiceToggled())}
      />
      {t('move.physicalDice')}
    </label>
  );
}
