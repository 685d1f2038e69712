import { useMemo, useState } from 'react';
import { Layer, Shape } from 'react-konva';
import { createChunkBitmapCache } from '../../../canvas/chunkBitmapCache';
import type { MapDrawData } from '../../../canvas/mapDrawData';
import type { TerritoryBoard } from './territoryBoard';
import type { TerritoryChunk } from './territoryChunks';
import { buildTerritoryLayer, territoryMarksSceneFunc, territorySceneFunc } from './territoryScene';

/** The territory fill and frontiers, drawn over the terrain and under rivers, settlements and names. */
export function TerritoryLayer(props: {
  data: MapDrawData;
  owners: TerritoryBoard['owners'];
  factions: TerritoryBoard['factions'];
}) {
  const { data, owners, factions } = props;
  const chunks = useMemo(() => buildTerritoryLayer(data, owners), [data, owners]);
  // One bitmap cache per faction look (the key remounts the shape): chunks kept by an ownership update keep their
  // bitmaps; new colours (a setup's edit) draw everything anew.
  const looks = factions.map((f) => f.color).join(' ');
  return (
    <Layer name="territory-layer" listening={false}>
      <TerritoryShape key={looks} chunks={chunks} factions={factions} />
    </Layer>
  );
}

function TerritoryShape(props: { chunks: TerritoryChunk[]; factions: TerritoryBoard['factions'] }) {
  const { chunks, factions } = props;
  const [cache] = useState(createChunkBitmapCache);
  const scene = useMemo(() => territorySceneFunc(chunks, factions, cache), [chunks, factions, cache]);
  return <Shape name="territories" sceneFunc={scene} perfectDrawEnabled={false} listening={false} />;
}

/** Items, special territories, battles, sieges and orders, over the map's features. */
export function TerritoryMarksLayer({ board }: { board: TerritoryBoard }) {
  const scene = useMemo(() => territoryMarksSceneFunc(board), [board]);
  return (
    <Layer name="territory-marks-layer" listening={false}>
      <Shape name="territory-marks" sceneFunc={scene} perfectDrawEnabled={false} listening={false} />
    </Layer>
  );
}
