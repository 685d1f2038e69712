import { useEffect, useState } from 'react';
import type { PackChart, PackMapView } from '@shared/pack';
import { drawPackMap, packMapSize } from '../../pack/drawPackMap';
import { drawStandingsChart } from '../../pack/drawStandingsChart';
import { browserPrintEnvironment } from '../../print/browserPrintEnvironment';

/** Preview pixels per millimetre of paper: the preview sheet is drawn at this scale. */
export const PREVIEW_PX_PER_MM = 2.4;
/** Images are drawn at twice the preview scale so they stay sharp on high-density screens. */
const IMAGE_DPI = PREVIEW_PX_PER_MM * 2 * 25.4;

/** A map or chart block of the preview, drawn by the same code as the PDF's images. */
export function PackImage({
  map,
  chart,
  widthMm,
  maxHeightMm,
}: {
  map?: PackMapView;
  chart?: PackChart;
  widthMm: number;
  maxHeightMm: number;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const size = map ? packMapSize(map, widthMm, maxHeightMm) : { widthMm, heightMm: maxHeightMm };
  useEffect(() => {
    let cancelled = false;
    let made: string | null = null;
    const env = browserPrintEnvironment;
    const surface = map
      ? drawPackMap(env, map, size.widthMm, size.heightMm, IMAGE_DPI)
      : env.createSurface(
          Math.round((size.widthMm * IMAGE_DPI) / 25.4),
          Math.round((size.heightMm * IMAGE_DPI) / 25.4),
        );
    if (chart) {
      const k = IMAGE_DPI / 25.4;
      surface.context.save();
      surface.context.scale(k, k);
      drawStandingsChart(surface.context, chart, size.widthMm, size.heightMm);
      surface.context.restore();
    }
    void surface.encodePng().then((png) => {
      if (cancelled) return;
      made = URL.createObjectURL(new Blob([png as BlobPart], { type: 'image/png' }));
      setUrl(made);
    });
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [map, chart, size.widthMm, size.heightMm]);
  const style = { width: size.widthMm * PREVIEW_PX_PER_MM, height: size.heightMm * PREVIEW_PX_PER_MM };
  return url ? (
    <img className="pack-image" src={url} alt={map ? map.caption : (chart?.title ?? '')} style={style} />
  ) : (
    <div className="pack-image" style={style} />
  );
}
