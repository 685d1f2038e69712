import { useMemo } from 'react';
import type { CampaignMap } from '@shared/map';
import { fitCamera } from './camera';
import { MapCanvas } from './MapCanvas';

/** The players whose colours a map's control badges take: each side's players, by id. */
interface SideWithPlayers {
  readonly players: readonly { readonly id: string; readonly color: string }[];
}

const ignore = () => {};

/**
 * A small map drawn whole and still, for previews (New map, an Azgaar import, a saved version): fitted once, no
 * pointer, hover or camera moves, so a preview can never be mistaken for the board the GM edits.
 */
export function StillMap({
  map,
  sides,
  size,
}: {
  map: CampaignMap;
  sides: readonly SideWithPlayers[];
  size: { readonly width: number; readonly height: number };
}) {
  const camera = useMemo(() => fitCamera(map, size, 6), [map, size]);
  const playerColors = useMemo(
    () => Object.fromEntries(sides.flatMap((side) => side.players.map((p) => [p.id, p.color]))),
    [sides],
  );
  return (
    <MapCanvas
      map={map}
      playerColors={playerColors}
      width={size.width}
      height={size.height}
      camera={camera}
      onCameraChange={ignore}
      showCoordinates={false}
      hoverHex={null}
      selectedHex={null}
      onHexPointer={ignore}
    />
  );
}
