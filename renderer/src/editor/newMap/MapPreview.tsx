import type { GeneratedMap } from '@shared/mapgen';
import { StillMap } from '../../canvas';

const PREVIEW = { width: 420, height: 280 } as const;

/** A small, non-interactive drawing of the preview map. */
export function MapPreview({ generated }: { generated: GeneratedMap }) {
  return (
    <div className="map-preview" data-testid="newmap-preview" data-seed={generated.seed}>
      <StillMap map={generated.map} sides={generated.sides} size={PREVIEW} />
    </div>
  );
}
