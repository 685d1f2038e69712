import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectFirestorm } from '../fsSelectors';
import { orderExportShown } from './fsTurnSlice';
import { continueHotSeat, saveOrderFile } from './hotSeatThunks';
import { OrderExport } from './OrderExport';
import { PrivacyScreen } from './PrivacyScreen';
import { useTranslation } from '../../../i18n';

/** The hot-seat privacy screen and the export dialog, over the whole window (rendered from the side panel). */
export function FsTurnOverlay() {
  const { t } = useTranslation('fsTurn');
  const dispatch = useAppDispatch();
  const fs = useAppSelector(selectFirestorm);
  const hotSeat = useAppSelector((s) => s.fsTurn.hotSeat);
  const exported = useAppSelector((s) => s.fsTurn.exported);
  if (!fs) return null;
  const name = (id: string) => fs.factions.find((f) => f.id === id)?.name ?? t('overlay.nextFaction');
  if (exported)
    return (
      <OrderExport
        factionName={name(exported.faction)}
        code={exported.code}
        fingerprint={exported.fingerprint}
        onDownload={() => void dispatch(saveOrderFile())}
        onClose={() => dispatch(orderExportShown(null))}
      />
    );
  if (hotSeat && hotSeat.stage !== 'orders')
    return (
      <PrivacyScreen
        factionName={name(hotSeat.faction)}
        stage={hotSeat.stage}
        fingerprint={hotSeat.fingerprint}
        onContinue={() => dispatch(continueHotSeat())}
      />
    );
  return null;
}
