import { useEffect, useState } from 'react';
import type { PackChart, PackMapView } from '@shared/pack';
import { drawPackMap, packMapSize } from '../../pack/drawPackMap';
import { drawStandingsChart } from '../../pack/drawStandingsChart';
import { browserPrintEnvironment } from '../../print/browserPrintEnvironment';

/** Images are drawn at 200 dpi of paper, like the PDF's: sharp at any preview width. */
const IMAGE_DPI = 200;

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
      surface.context.fillStyle = '#ffffff';
      surface.context.fillRect(0, 0, surface.width, surface.height);
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
  // A share of the column, as on paper, so the picture grows with the preview sheet.
  const style = {
    width: `${(size.widthMm / widthMm) * 100}%`,
    aspectRatio: `${size.widthMm} / ${size.heightMm}`,
  };
  return url ? (
    <img className="pack-image" src={url} alt={map ? map.caption : (chart?.title ?? '')} style={style} />
  ) : (
    <div className="pack-image" style={style} />
  );
}
