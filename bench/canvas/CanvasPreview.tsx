import { useState } from 'react';
import type { HexKey } from '@shared/hex';
import type { CampaignMap } from '@shared/map';
import { fitCamera, MapCanvas, type Camera, type HexPointerEvent } from '../../renderer/src/canvas';
import { PLAYER_COLORS } from './benchMap';

export interface PreviewOptions {
  readonly width: number;
  readonly height: number;
  readonly camera: Camera | null;
  readonly showCoordinates: boolean;
  readonly selectedHex: HexKey | null;
  readonly highlightHexes: readonly HexKey[];
}

/** The real MapCanvas on a page of its own, for screenshots and trying the pointer and keyboard by hand. */
export function CanvasPreview({ map, options }: { map: CampaignMap; options: PreviewOptions }) {
  const [camera, setCamera] = useState<Camera>(() => options.camera ?? fitCamera(map, options));
  const [hoverHex, setHoverHex] = useState<HexKey | null>(null);
  const [selectedHex, setSelectedHex] = useState<HexKey | null>(options.selectedHex);
  const [events, setEvents] = useState<string[]>([]);
  const onHexPointer = (event: HexPointerEvent) => {
    if (event.kind === 'move' || event.kind === 'leave') setHoverHex(event.hex);
    if (event.kind === 'down' && event.button === 0) setSelectedHex(event.hex);
    if (event.kind !== 'move')
      setEvents((last) => [...last.slice(-4), `${event.kind} ${event.hex} b${event.button}`]);
  };
  return (
    <>
      <MapCanvas
        map={map}
        playerColors={PLAYER_COLORS}
        width={options.width}
        height={options.height}
        camera={camera}
        onCameraChange={setCamera}
        showCoordinates={options.showCoordinates}
        hoverHex={hoverHex}
        selectedHex={selectedHex}
        highlightHexes={options.highlightHexes}
        onHexPointer={onHexPointer}
      />
      <pre id="events" data-camera={JSON.stringify(camera)} style={{ color: '#ccc', margin: 0 }}>
        {events.join('\n')}
      </pre>
    </>
  );
}
