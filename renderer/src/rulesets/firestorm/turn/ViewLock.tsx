import { useState } from 'react';
import { GM_VIEWER, seatViewer } from '@shared/kernel';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectFirestorm, selectFsViewer } from '../fsSelectors';
import { fsViewerChosen } from '../fsSlice';
import { useTranslation } from '../../../i18n';

/**
 * The GM plays a faction (FS-ORDER-2): the view locks to that faction's seat, showing only its own orders and the
 * revealed ones. Unlocking shows every faction's orders again, so it asks first. Not offered once the campaign has
 * ended.
 */
export function ViewLock() {
  const { t } = useTranslation('firestorm');
  const dispatch = useAppDispatch();
  const fs = useAppSelector(selectFirestorm);
  const viewer = useAppSelector(selectFsViewer);
  const hotSeat = useAppSelector((s) => s.fsTurn.hotSeat);
  const [asking, setAsking] = useState(false);
  if (!fs || hotSeat) return null;
  // Once the campaign has a winner (FS-GLORY-4) there are no more secret orders to give: nobody plays as a faction.
  // A view still locked at the end can be unlocked.
  if (fs.status !== 'running' && viewer.kind !== 'seat') return null;
  if (viewer.kind === 'seat')
    return asking ? (
      <span className="fs-view-lock" role="group" aria-label={t('viewLock.unlockGroup')}>
        {t('viewLock.askUnlock')}{' '}
        <button
          type="button"
          data-testid="fs-unlock-confirm"
          onClick={() => {
            dispatch(fsViewerChosen(GM_VIEWER));
            setAsking(false);
          }}
        >
          {t('viewLock.confirmUnlock')}
        </button>
        <button type="button" onClick={() => setAsking(false)}>
          {t('viewLock.cancel')}
        </button>
      </span>
    ) : (
      <button type="button" data-testid="fs-unlock" onClick={() => setAsking(true)}>
        {t('viewLock.unlock')}
      </button>
    );
  return (
    <label className="fs-view-lock">
      {t('viewLock.playAs')}{' '}
      <select
        data-testid="fs-lock-view"
        value=""
        onChange={(e) => e.target.value && dispatch(fsViewerChosen(seatViewer(e.target.value)))}
      >
        <option value="">{t('viewLock.gm')}</option>
        {fs.factions.map((f) => (
          <option key={f.id} value={f.id}>
            {t('viewLock.faction', { name: f.name })}
          </option>
        ))}
      </select>
    </label>
  );
}
