import { useMemo } from 'react';
import { Layer, Shape } from 'react-konva';
import type { MapDrawData } from '../mapDrawData';
import type { TerritoryBoard } from './territoryBoard';
import { buildTerritoryLayer, territoryMarksSceneFunc, territorySceneFunc } from './territoryScene';

/** The territory fill and frontiers, drawn over the terrain and under rivers, settlements and names. */
export function TerritoryLayer(props: {
  data: MapDrawData;
  owners: TerritoryBoard['owners'];
  factions: TerritoryBoard['factions'];
}) {
  const { data, owners, factions } = props;
  const chunks = useMemo(() => buildTerritoryLayer(data, owners), [data, owners]);
  const scene = useMemo(() => territorySceneFunc(chunks, factions), [chunks, factions]);
  return (
    <Layer name="territory-layer" listening={false}>
      <Shape name="territories" sceneFunc={scene} perfectDrawEnabled={false} listening={false} />
    </Layer>
  );
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
