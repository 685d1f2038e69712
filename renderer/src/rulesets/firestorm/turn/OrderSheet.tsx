import type { OrderSpec, OrderType } from '@shared/rulesets/firestorm';
import { factionBanners, type FsState } from '@shared/rulesets/firestorm';
import { allowedTypes, orderTypeLimits, type OrderTypeLimit } from '@shared/rulesets/firestorm/submission';
import type { FsNames } from './fsWords';
import { t as translate } from '@shared/i18n';
import { useTranslation } from '../../../i18n';

export interface OrderSheetProps {
  readonly state: FsState;
  readonly faction: string;
  readonly draft: Readonly<Record<string, OrderSpec>>;
  readonly selectedBanner: string | null;
  readonly names: FsNames;
  readonly onSelect: (bannerId: string) => void;
  readonly onType: (bannerId: string, type: OrderType) => void;
  readonly onLock: () => void;
  readonly onExport: () => void;
}

/** An order type's limits in the GM's words (FS-ORDER-1). */
const limitText = (l: OrderTypeLimit): string =>
  l.maxSteps === 0
    ? l.type === 'fortify'
      ? translate('firestorm:sheet.fortifyLimit')
      : translate('firestorm:sheet.stays')
    : l.minSteps === l.maxSteps
      ? translate('firestorm:sheet.exactly', { count: l.maxSteps })
      : translate('firestorm:sheet.range', { min: l.minSteps, max: l.maxSteps });

/**
 * One faction's secret orders (FS-ORDER-1..3): each banner with its order, the order types and their limits. A banner
 * is given a path by dragging it on the map (legal steps highlighted); a banner without an order holds.
 */
export function OrderSheet(props: OrderSheetProps) {
  const { t } = useTranslation('firestorm');
  const { state, faction, draft, names } = props;
  const banners = factionBanners(state, faction);
  const limits = orderTypeLimits(state, faction);
  return (
    <section className="panel fs-order-sheet" data-testid="fs-order-sheet">
      <h2>{t('sheet.title', { faction: names.faction(faction), number: state.turn.number })}</h2>
      <p className="muted">{t('sheet.explain', { rule: 'FS-ORDER-1' })}</p>
      <ul className="fs-limits" aria-label={t('sheet.types')}>
        {limits.map((l) => (
          <li key={l.type}>
            <strong>{t(`orderTypes.${l.type}`)}</strong>: {limitText(l)}{' '}
            <span className="muted">({l.ruleIds.join(', ')})</span>
          </li>
        ))}
      </ul>
      {banners.map((banner) => {
        const order = draft[banner.id] ?? { banner: banner.id, type: 'hold' as const };
        const path = order.path ?? [banner.hex!];
        const allowed = allowedTypes(state, banner.id, path);
        const dest = path.length > 1 ? ` → ${names.hex(path[path.length - 1]!)}` : '';
        return (
          <div
            key={banner.id}
            className={props.selectedBanner === banner.id ? 'fs-order selected' : 'fs-order'}
            data-testid="fs-order"
            data-banner={names.banner(banner.id)}
          >
            <button type="button" className="link" onClick={() => props.onSelect(banner.id)}>
              {names.banner(banner.id)}
            </button>{' '}
            <span data-testid="fs-order-text">
              {t(`orderTypes.${order.type}`)}
              {dest}
            </span>
            <div
              className="fs-order-types"
              role="group"
              aria-label={t('sheet.orderOf', { banner: names.banner(banner.id) })}
            >
              {limits.map((l) => (
                <button
                  key={l.type}
                  type="button"
                  aria-pressed={order.type === l.type}
                  disabled={!allowed.includes(l.type)}
                  title={
                    allowed.includes(l.type) ? limitText(l) : t('sheet.notWithPath', { rule: l.ruleIds[0] })
                  }
                  onClick={() => props.onType(banner.id, l.type)}
                >
                  {t(`orderTypes.${l.type}`)}
                </button>
              ))}
            </div>
          </div>
        );
      })}
      <div className="fs-actions">
        <button type="button" className="primary" data-testid="fs-lock-orders" onClick={props.onLock}>
          {t('sheet.lock')}
        </button>
        <button type="button" data-testid="fs-export-orders" onClick={props.onExport}>
          {t('sheet.export')}
        </button>
      </div>
    </section>
  );
}
