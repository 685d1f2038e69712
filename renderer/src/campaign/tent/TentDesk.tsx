import { useEffect, useState } from 'react';
import type { TentAddressChoice } from '@shared/ipc';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { getPlatform } from '../../platform';
import {
  closeTent,
  openTent,
  pushCampaignToTent,
  refreshTentStatus,
  revealTentOrders,
  unlockTentSeat,
} from './tentThunks';
import './tent.css';
import { tentLogSentence } from './tentLogSentence';
import { t } from '@shared/i18n';
import { Trans } from '../../i18n';

const POLL_MS = 1500;
export const DEFAULT_TENT_PORT = 4300;

/**
 * The GM's desk for the order tent (issue 28). Firestorm, ORDERS step: the GM opens the tent on a network of this
 * computer, hands each faction its QR code or link, sees which factions have locked (never what they ordered) and
 * reveals once every faction is in. Core: each side's read-only "your side" page. The campaign is handed to the tent
 * after every change, so the phones follow the turn.
 */
export function TentDesk() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector((s) => s.document.present.campaign);
  const { opened, status, message } = useAppSelector((s) => s.tent);
  const [addresses, setAddresses] = useState<readonly TentAddressChoice[]>([]);
  const [host, setHost] = useState('');
  const [port, setPort] = useState(DEFAULT_TENT_PORT);
  const [unlocking, setUnlocking] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const firestorm = campaign?.ruleset === 'firestorm' ? campaign : null;
  const shown = campaign !== null && (opened !== null || !firestorm || firestorm.turn.step === 'ORDERS');

  useEffect(() => {
    if (!shown || opened) return;
    let live = true;
    void getPlatform()
      .tentAddresses()
      .then((list) => {
        if (!live) return;
        setAddresses(list);
        setHost((h) => (list.some((a) => a.address === h) ? h : (list[0]?.address ?? '')));
      });
    return () => {
      live = false;
    };
  }, [shown, opened]);

  // Who has locked: asked of the tent while it is open.
  useEffect(() => {
    if (!opened) return;
    void dispatch(refreshTentStatus());
    const timer = setInterval(() => void dispatch(refreshTentStatus()), POLL_MS);
    return () => clearInterval(timer);
  }, [opened, dispatch]);

  // The campaign as it now stands, a moment after each change (a burst of auto-play commands is sent once).
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => void dispatch(pushCampaignToTent()), 250);
    return () => clearTimeout(timer);
  }, [campaign, opened, dispatch]);

  if (!shown) return null;
  const title = firestorm ? t('campaign:tent.tentTitle') : t('campaign:tent.pagesTitle');
  return (
    <section className="panel tent-desk" data-testid="tent-desk">
      <h2>{title}</h2>
      {!opened && (
        <>
          <p className="muted">{firestorm ? t('campaign:tent.tentIntro') : t('campaign:tent.pagesIntro')}</p>
          <label className="field">
            <span>{t('campaign:tent.network')}</span>
            <select data-testid="tent-address" value={host} onChange={(e) => setHost(e.target.value)}>
              {addresses.map((a) => (
                <option key={a.address} value={a.address}>
                  {t('campaign:tent.address', {
                    address: a.address,
                    // The loopback address's label comes from the tent's server in English (electron/tent).
                    label: a.address === '127.0.0.1' ? t('app:thisComputer') : a.label,
                  })}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('campaign:tent.port')}</span>
            <input
              type="number"
              data-testid="tent-port"
              min={1024}
              max={65535}
              value={port}
              onChange={(e) => setPort(Number(e.target.value))}
            />
          </label>
          <button
            type="button"
            className="primary"
            data-testid="tent-open"
            disabled={host === ''}
            onClick={() => void dispatch(openTent(host, port))}
          >
            {firestorm ? t('campaign:tent.openTent') : t('campaign:tent.openPages')}
          </button>
        </>
      )}
      {message && (
        <p className="problems" role="alert" data-testid="tent-message">
          {message}
        </p>
      )}
      {opened && (
        <>
          <p className="muted">
            <Trans
              t={t}
              i18nKey="campaign:tent.openAt"
              values={{ url: opened.url }}
              components={[<code key="url" />]}
            />
          </p>
          <ul className="tent-seats">
            {opened.links.map((link) => {
              const row = status?.seats.find((s) => s.id === link.seat);
              const state = !row ? null : row.locked ? 'locked' : row.owes ? 'ordering' : 'noOrders';
              return (
                <li key={link.seat} data-testid="tent-seat" data-seat={link.name}>
                  <img
                    className="tent-qr"
                    alt={t('campaign:tent.qr', { seat: link.name })}
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qrSvg)}`}
                  />
                  <div>
                    <strong>{link.name}</strong>
                    {firestorm && (
                      <span
                        className={`tent-state ${state === 'noOrders' ? 'no-orders-due' : (state ?? '-')}`}
                        data-testid="tent-seat-state"
                      >
                        {state ? t(`campaign:tent.state.${state}`) : '…'}
                      </span>
                    )}
                    <code className="tent-link" data-testid="tent-link">
                      {link.url}
                    </code>
                    {firestorm &&
                      row?.heldByTent &&
                      firestorm.turn.step === 'ORDERS' &&
                      unlocking !== link.seat && (
                        <button
                          type="button"
                          className="tent-unlock-ask"
                          data-testid="tent-unlock"
                          onClick={() => (setUnlocking(link.seat), setReason(''))}
                        >
                          {t('campaign:tent.unlockWithout', { seat: link.name })}
                        </button>
                      )}
                    {unlocking === link.seat && (
                      <div className="tent-unlock">
                        <label className="field">
                          <span>{t('campaign:tent.why')}</span>
                          <input
                            data-testid="tent-unlock-reason"
                            value={reason}
                            maxLength={200}
                            onChange={(e) => setReason(e.target.value)}
                          />
                        </label>
                        <button
                          type="button"
                          data-testid="tent-unlock-confirm"
                          disabled={reason.trim() === ''}
                          onClick={() =>
                            void dispatch(unlockTentSeat(link.seat, reason)).then(
                              (ok) => ok && setUnlocking(null),
                            )
                          }
                        >
                          {t('campaign:tent.unlock')}
                        </button>
                        <button type="button" onClick={() => setUnlocking(null)}>
                          {t('campaign:tent.cancel')}
                        </button>
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {firestorm && firestorm.turn.step === 'ORDERS' && (
            <>
              <button
                type="button"
                className="primary"
                data-testid="tent-reveal"
                disabled={!status?.allLocked}
                onClick={() => void dispatch(revealTentOrders())}
              >
                {t('campaign:tent.reveal')}
              </button>
              {!status?.allLocked && <p className="muted">{t('campaign:tent.revealWaits')}</p>}
            </>
          )}
          {status && status.log.length > 0 && (
            <ol className="tent-log" data-testid="tent-log">
              {status.log.slice(-8).map((l) => (
                <li key={`${l.at}${l.event}${l.name}`}>{tentLogSentence(l)}</li>
              ))}
            </ol>
          )}
          <button type="button" data-testid="tent-close" onClick={() => void dispatch(closeTent())}>
            {firestorm ? t('campaign:tent.closeTent') : t('campaign:tent.closePages')}
          </button>
        </>
      )}
    </section>
  );
}
