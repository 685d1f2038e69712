import { createRoot } from 'react-dom/client';
import type { HexKey } from '@shared/hex';
import { benchMap } from './benchMap';
import { CanvasPreview } from './CanvasPreview';
import { measureMap, type MapTimings } from './measureCanvas';

/**
 * The canvas benchmark page. `?view=preview&w=30&h=20&seed=7` renders the real MapCanvas (optional `scale`, `x`, `y`,
 * `coords=1`, `selected=q,r`, `highlight=q,r;q,r`); otherwise the page exposes `window.canvasBench.run(w, h, seed)`
 * for bench/suites/canvasSuite.ts.
 */
declare global {
  interface Window {
    canvasBench?: {
      run(width: number, height: number, seed: number): Promise<MapTimings & { source: string }>;
    };
  }
}

const params = new URLSearchParams(location.search);
const root = document.getElementById('root') as HTMLElement;
const num = (name: string, fallback: number) => Number(params.get(name) ?? fallback);

if (params.get('view') === 'preview') {
  const { map } = benchMap(num('w', 30), num('h', 20), num('seed', 7));
  const scale = params.get('scale');
  createRoot(root).render(
    <CanvasPreview
      map={map}
      options={{
        width: window.innerWidth,
        height: window.innerHeight - 80,
        camera: scale ? { scale: Number(scale), x: num('x', 0), y: num('y', 0) } : null,
        showCoordinates: params.get('coords') === '1',
        selectedHex: (params.get('selected') as HexKey | null) ?? null,
        highlightHexes: (params.get('highlight')?.split(';') ?? []) as HexKey[],
      }}
    />,
  );
} else {
  window.canvasBench = {
    async run(width, height, seed) {
      const { map, source } = benchMap(width, height, seed);
      return { ...(await measureMap(map, root)), source };
    },
  };
}
