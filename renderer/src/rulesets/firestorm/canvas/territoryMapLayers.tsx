import type { HexKey } from '@shared/hex';
import type { MapLayers } from '../../../canvas/mapCanvasTypes';
import { BannerLayer } from './BannerLayer';
import type { TerritoryBoard } from './territoryBoard';
import { TerritoryLayer, TerritoryMarksLayer } from './TerritoryLayers';

/**
 * A territory game's board on the map canvas's layer slots: owner fills and frontiers over the terrain; items,
 * specials, battles and orders over the overlay, and the banners as flags (a picked-up banner is drawn at `dragHex`).
 */
export function territoryMapLayers(
  board: TerritoryBoard,
  selectedBannerId: string | null,
  dragHex: HexKey | null,
): MapLayers {
  return {
    overTerrain: (data) => <TerritoryLayer data={data} owners={board.owners} factions={board.factions} />,
    overOverlay: (_data, scale) => (
      <>
        <TerritoryMarksLayer board={board} />
        <BannerLayer
          banners={board.banners}
          factions={board.factions}
          selectedBannerId={selectedBannerId}
          dragHex={dragHex}
          scale={scale}
          {...(board.motion ? { motion: board.motion } : {})}
        />
      </>
    ),
  };
}
