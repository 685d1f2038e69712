import { shortFingerprint } from '@shared/rulesets/firestorm/submission';
import { useAppSelector } from '../../store/hooks';
import { receiptKey } from './tentSlice';
import { t } from '@shared/i18n';

/**
 * At the reveal, beside the fingerprint the engine recomputes from the orders it stored: the one the order tent
 * received from the faction's phone (the phone's receipt). They must be equal; if not, the log says so.
 */
export function TentReceipt(props: {
  readonly turn: number;
  readonly faction: string;
  readonly engine: string;
}) {
  const { turn, faction, engine } = props;
  const received = useAppSelector((s) => s.tent.receipts[receiptKey(turn, faction)]);
  if (!received) return null;
  const same = received === engine;
  return (
    <span className={same ? 'tent-receipt' : 'tent-receipt problems'} data-testid="tent-receipt">
      {' '}
      {t('campaign:tent.receipt')} <strong className="fs-fingerprint">{shortFingerprint(received)}</strong>
      {same ? t('campaign:tent.receiptSame') : t('campaign:tent.receiptDiffers')}
    </span>
  );
}
