import { useState } from 'react';
import type { HexKey } from '@shared/hex';
import { bannerById, factionBanners, type OrderType } from '@shared/rulesets/firestorm';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { issueCommand } from '../../../campaign/issueCommand';
import { selectFirestorm, selectFsViewer } from '../fsSelectors';
import { fsBannerPickedUp, fsMarksShown, NO_FS_MARKS } from '../fsSlice';
import { fsNamesOf } from './fsTurnNames';
import { selectDraftingFaction } from './fsTurnSelectors';
import { draftOrderSet } from './fsTurnSlice';
import { exportOrders, lockOrders, startHotSeat } from './hotSeatThunks';
import { OrderImport } from './OrderImport';
import { OrderSheet } from './OrderSheet';
import { useTranslation } from '../../../i18n';

/**
 * ORDERS (FS-ORDER-1..3): the faction at the device gives its secret orders; otherwise the GM sees who has locked
 * theirs, hands the device round (hot-seat) or enters orders that came from a distance.
 */
export function FsOrdersPanel() {
  const { t } = useTranslation('firestorm');
  const dispatch = useAppDispatch();
  const fs = useAppSelector(selectFirestorm);
  const viewer = useAppSelector(selectFsViewer);
  const drafting = useAppSelector(selectDraftingFaction);
  const drafts = useAppSelector((s) => s.fsTurn.drafts);
  const autoPlay = useAppSelector((s) => s.fsTurn.autoPlay);
  const selected = useAppSelector((s) => s.firestorm.selectedBannerId);
  const [picked, setPicked] = useState<string[] | null>(null);
  if (!fs || fs.turn.step !== 'ORDERS' || fs.status !== 'running') return null;
  const names = fsNamesOf(fs);
  if (drafting) {
    const draft = drafts[drafting] ?? {};
    const setType = (bannerId: string, type: OrderType) => {
      const banner = bannerById(fs, bannerId)!;
      const path = draft[bannerId]?.path ?? [banner.hex!];
      const order =
        type === 'hold' || type === 'fortify'
          ? { banner: bannerId, type }
          : { banner: bannerId, type, path: [...path] };
      dispatch(draftOrderSet({ faction: drafting, order }));
    };
    const select = (bannerId: string) => {
      const banner = bannerById(fs, bannerId)!;
      dispatch(fsBannerPickedUp({ bannerId }));
      dispatch(fsMarksShown({ ...NO_FS_MARKS, path: (draft[bannerId]?.path ?? [banner.hex!]) as HexKey[] }));
    };
    return (
      <OrderSheet
        state={fs}
        faction={drafting}
        draft={draft}
        selectedBanner={selected}
        names={names}
        onSelect={select}
        onType={setType}
        onLock={() => void dispatch(lockOrders(drafting))}
        onExport={() => void dispatch(exportOrders(drafting))}
      />
    );
  }
  const owing = fs.factions.filter(
    (f) => !fs.turn.submitted.includes(f.id) && factionBanners(fs, f.id).length > 0,
  );
  const chosen = picked ?? owing.filter((f) => !autoPlay.includes(f.id)).map((f) => f.id);
  return (
    <>
      <section className="panel" data-testid="fs-orders-status">
        <h2>{t('orders.title', { number: fs.turn.number })}</h2>
        <ul>
          {fs.factions.map((f) => (
            <li key={f.id}>
              {t('orders.status', {
                faction: f.name,
                status: fs.turn.submitted.includes(f.id)
                  ? t('orders.locked')
                  : autoPlay.includes(f.id)
                    ? t('orders.autoPlay')
                    : t('orders.waiting'),
              })}
            </li>
          ))}
        </ul>
        {/* Handing the device round acts for every faction: the GM's view only (issue 27). */}
        {owing.length > 0 && viewer.kind !== 'seat' && (
          <fieldset>
            <legend>{t('orders.hotSeat')}</legend>
            {owing.map((f) => (
              <label key={f.id} className="check">
                <input
                  type="checkbox"
                  data-testid={`fs-hotseat-${f.name}`}
                  checked={chosen.includes(f.id)}
                  onChange={(e) =>
                    setPicked(e.target.checked ? [...chosen, f.id] : chosen.filter((x) => x !== f.id))
                  }
                />
                {f.name}
              </label>
            ))}
            <button
              type="button"
              className="primary"
              data-testid="fs-hotseat-start"
              disabled={chosen.length === 0}
              onClick={() => {
                dispatch(startHotSeat(owing.map((f) => f.id).filter((id) => chosen.includes(id))));
                setPicked(null);
              }}
            >
              {t('orders.passRound')}
            </button>
          </fieldset>
        )}
        {viewer.kind === 'seat' && <p className="muted">{t('orders.seatWaiting')}</p>}
      </section>
      {viewer.kind === 'gm' && (
        <OrderImport state={fs} names={names} issue={(c) => dispatch(issueCommand(c))} />
      )}
    </>
  );
}
