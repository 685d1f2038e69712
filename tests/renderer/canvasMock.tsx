import type { MapCanvasProps } from '../../renderer/src/canvas';
import {
  EMPTY_TERRITORY_BOARD,
  FACTION_LOOKS,
  factionLook,
} from '../../renderer/src/rulesets/firestorm/canvas/territoryBoard';
import { MARK_COLORS } from '../../renderer/src/rulesets/firestorm/canvas/drawTerritoryMarks';

/**
 * Stand-in for renderer/src/canvas in jsdom, which has no canvas for Konva. Tests drive the map through the last
 * props it was given (`onHexPointer`) and read what the app passed in (camera, highlights).
 */
export const canvasProps: { last: MapCanvasProps | null; all: MapCanvasProps[] } = { last: null, all: [] };

export function MockMapCanvas(props: MapCanvasProps) {
  canvasProps.last = props;
  canvasProps.all.push(props);
  return <div data-testid="map-canvas-mock" data-hexes={Object.keys(props.map.hexes).length} />;
}

/** The previews' still map (canvas/StillMap.tsx) over the same stand-in, with the props the real one passes. */
export function MockStillMap({
  map,
  sides,
  size,
}: {
  map: MapCanvasProps['map'];
  sides: readonly { players: readonly { id: string; color: string }[] }[];
  size: { width: number; height: number };
}) {
  const ignore = () => {};
  return (
    <MockMapCanvas
      map={map}
      playerColors={Object.fromEntries(sides.flatMap((side) => side.players.map((p) => [p.id, p.color])))}
      width={size.width}
      height={size.height}
      camera={{ x: 10, y: 20, scale: 1 }}
      onCameraChange={ignore}
      showCoordinates={false}
      hoverHex={null}
      selectedHex={null}
      onHexPointer={ignore}
    />
  );
}

export const canvasModuleMock = () => ({
  MapCanvas: MockMapCanvas,
  StillMap: MockStillMap,
  fitCamera: () => ({ x: 10, y: 20, scale: 1 }),
  TERRAIN_COLORS: {},
  HEX_SIZE: 32,
  EMPTY_PLAY_OVERLAY: { reachable: [], battles: [], path: [], refused: null, choices: [] },
  // Plain data the Firestorm panels read (no Konva in them): the real thing.
  EMPTY_TERRITORY_BOARD,
  FACTION_LOOKS,
  factionLook,
  MARK_COLORS,
});

/** jsdom lays nothing out; give elements a size so the map view renders its canvas. */
export function giveElementsASize(width = 800, height = 600): void {
  HTMLElement.prototype.getBoundingClientRect = () =>
    ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: width,
      bottom: height,
      width,
      height,
      toJSON: () => ({}),
    }) as DOMRect;
}
