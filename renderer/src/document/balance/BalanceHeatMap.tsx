import { useEffect, useRef } from 'react';
import { parseHexKey, type HexKey } from '@shared/hex';
import { hexToPixel } from '@shared/layout';
import type { CampaignMap } from '@shared/map';
import { isPassable } from '@shared/map';
import type { HexCount } from '@shared/balance';
import { useTranslation } from '../../i18n';

/**
 * Where battles are fought, as a heat map over the campaign map: land hexes in light grey (water and mountains
 * darker), battles in orange to dark red by count, settlements outlined. A plain 2D canvas: one picture, no
 * interaction, so Konva's scene graph would add nothing here.
 */
export function BalanceHeatMap({
  map,
  heat,
  width = 420,
}: {
  map: CampaignMap;
  heat: readonly HexCount[];
  width?: number;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { t } = useTranslation('balance');
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const keys = Object.keys(map.hexes) as HexKey[];
    const centres = keys.map((key) => {
      const { q, r } = parseHexKey(key);
      return { key, ...hexToPixel(q, r, 1) };
    });
    const minX = Math.min(...centres.map((c) => c.x)) - 1;
    const maxX = Math.max(...centres.map((c) => c.x)) + 1;
    const minY = Math.min(...centres.map((c) => c.y)) - 1;
    const maxY = Math.max(...centres.map((c) => c.y)) + 1;
    const scale = width / (maxX - minX);
    canvas.width = width;
    canvas.height = Math.ceil((maxY - minY) * scale);
    const counts = new Map(heat.map((h) => [h.hex, h.count]));
    const top = Math.max(1, ...counts.values());
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    for (const { key, x, y } of centres) {
      const hex = map.hexes[key]!;
      const count = counts.get(key) ?? 0;
      const share = count / top;
      ctx.beginPath();
      for (let i = 0; i < 6; i++) {
        const angle = (Math.PI / 3) * i;
        const px = (x + Math.cos(angle) - minX) * scale;
        const py = (y + Math.sin(angle) - minY) * scale;
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
      ctx.fillStyle =
        count > 0
          ? `rgb(${Math.round(255 - 95 * share)}, ${Math.round(200 - 190 * share)}, ${Math.round(120 - 110 * share)})`
          : isPassable(hex.terrain)
            ? '#eeeeea'
            : '#b9c2c9';
      ctx.fill();
      if (hex.settlement) {
        ctx.lineWidth = Math.max(1, scale * 0.2);
        ctx.strokeStyle = '#222';
        ctx.stroke();
      }
    }
  }, [map, heat, width]);
  return (
    <section aria-label={t('charts.heatMap')}>
      <h3>{t('charts.whereBattles')}</h3>
      <canvas ref={ref} data-testid="balance-heat-map" />
      <p className="balance-note">{t('charts.heatNote')}</p>
    </section>
  );
}
