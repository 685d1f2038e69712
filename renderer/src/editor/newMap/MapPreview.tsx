import { useMemo } from 'react';
import type { GeneratedMap } from '@shared/mapgen';
import { fitCamera, MapCanvas } from '../../canvas';

const PREVIEW = { width: 420, height: 280 } as const;
const ignore = () => {};

/** A small, non-interactive drawing of the preview map. */
export function MapPreview({ generated }: { generated: GeneratedMap }) {
  const camera = useMemo(() => fitCamera(generated.map, PREVIEW, 6), [generated.map]);
  const playerColors = useMemo(
    () => Object.fromEntries(generated.sides.flatMap((s) => s.players.map((p) => [p.id, p.color]))),
    [generated.sides],
  );
  return (
    <div className="map-preview" data-testid="newmap-preview" data-seed={generated.seed}>
      <MapCanvas
        map={generated.map}
        playerColors={playerColors}
        width={PREVIEW.width}
        height={PREVIEW.height}
        camera={camera}
        onCameraChange={ignore}
        showCoordinates={false}
        hoverHex={null}
        selectedHex={null}
        onHexPointer={ignore}
      />
    </div>
  );
}
