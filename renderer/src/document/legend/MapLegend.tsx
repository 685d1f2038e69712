import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DrawContext } from '../../canvas';
import { useAppDispatch } from '../../store/hooks';
import { legendMeasured } from '../viewSlice';
import { legendGroups, type LegendItem } from './legendSymbols';
import './legend.css';
import { useTranslation } from '../../i18n';

const SYMBOL = { width: 44, height: 34, hexSize: 14 } as const;
/** Screen pixels kept clear between an open legend and the fitted map. */
const LEGEND_GAP = 8;

/** One symbol, drawn by the map's own draw code into a small canvas (sharp on high-density screens). */
function LegendSymbol({ item }: { item: LegendItem }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = SYMBOL.width * ratio;
    canvas.height = SYMBOL.height * ratio;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    item.draw(ctx as unknown as DrawContext, SYMBOL.width / 2, SYMBOL.height / 2, SYMBOL.hexSize);
  }, [item]);
  return <canvas ref={ref} style={{ width: SYMBOL.width, height: SYMBOL.height }} aria-hidden="true" />;
}

/**
 * The on-screen legend of the core map (issue 15): every mark the map can show, drawn as the map draws it. A
 * button in the map's corner shows and hides it; it starts hidden so it never covers the map unasked.
 */
export function MapLegend({ playerColor, playerName }: { playerColor: string; playerName: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('map');
  const groups = open ? legendGroups(playerColor, playerName) : [];
  const dispatch = useAppDispatch();
  const body = useRef<HTMLDivElement>(null);
  // Issue 27: an open legend tells the board how much of its left edge it covers, so a fitted map moves beside it
  // instead of under it (Red's armies stood there on the demo); closed, or gone, it covers nothing.
  useLayoutEffect(() => {
    const box = body.current?.getBoundingClientRect();
    const board = body.current?.closest('.map-view')?.getBoundingClientRect();
    dispatch(legendMeasured(open && box && board ? box.right - board.left + LEGEND_GAP : 0));
    return () => void dispatch(legendMeasured(0));
  }, [open, dispatch]);
  return (
    <div className="map-legend" data-testid="map-legend" data-open={open}>
      <button
        type="button"
        data-testid="legend-toggle"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        title={t('legend.toggleTooltip')}
      >
        {open ? t('legend.hide') : t('legend.show')}
      </button>
      {open && (
        <div ref={body} className="map-legend-body" role="region" aria-label={t('legend.region')}>
          {groups.map((group) => (
            <section key={group.title}>
              <h3>{group.title}</h3>
              <ul>
                {group.items.map((item) => (
                  <li key={item.id} data-testid={`legend-${item.id}`}>
                    <LegendSymbol item={item} />
                    <span>{item.text}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
