import type Konva from 'konva';
import { useRef } from 'react';
import { Circle, Group, Layer, Line, Rect, Text } from 'react-konva';
import { parseHexKey, type HexKey } from '@shared/hex';
import { HEX_SIZE } from '../../../canvas/hexSize';
import { bannerScale } from './bannerScale';
import { shortPoints } from './drawBannerFlags';
import { factionLook, type BannerMark, type BannerMotion, type TerritoryFaction } from './territoryBoard';
import { useBannerMotion } from './useBannerMotion';

/** Banners side by side in a hex (an attacker and a defender on a battle hex) stay apart. */
const SPREAD = 26;

interface BannerLayerProps {
  readonly banners: readonly BannerMark[];
  readonly factions: readonly TerritoryFaction[];
  readonly selectedBannerId: string | null;
  /** While a banner is dragged, it is drawn on this hex. */
  readonly dragHex: HexKey | null;
  /** The latest move, walked step by step when it is new (useBannerMotion). */
  readonly motion?: BannerMotion;
  /** The camera's scale: banners keep a readable, grabbable size on screen at fit (bannerScale.ts, issue 27). */
  readonly scale?: number;
}

const centreOf = (key: HexKey) => {
  const { q, r } = parseHexKey(key);
  return { x: 1.5 * HEX_SIZE * q, y: Math.sqrt(3) * HEX_SIZE * (r + q / 2) };
};

export { shortPoints };

/**
 * Banners as faction flags (DATA-5): one named group per banner (`banner-<id>`), positioned by maths; hit-testing
 * stays on the Stage. The flag shows the faction's colour and pattern mark, its name and points; a fatigued
 * banner (FS-MOVE-5) carries a "tired" badge, and a banner whose order is done is drawn faded.
 */
export function BannerLayer({
  banners,
  factions,
  selectedBannerId,
  dragHex,
  motion,
  scale = 1,
}: BannerLayerProps) {
  const grow = bannerScale(scale);
  // Flags sharing a hex spread apart less than they grow, so a battle hex's pair stays over its own hex.
  const spread = SPREAD * Math.min(grow, 1.5);
  const layerRef = useRef<Konva.Layer>(null);
  const placed = banners.map((banner) => ({
    banner,
    hex: banner.id === selectedBannerId && dragHex ? dragHex : banner.hex,
  }));
  const byHex = new Map<HexKey, string[]>();
  for (const { banner, hex } of placed) byHex.set(hex, [...(byHex.get(hex) ?? []), banner.id]);
  const flags = placed.map(({ banner, hex }) => {
    const group = byHex.get(hex)!;
    const index = group.indexOf(banner.id);
    const c = centreOf(hex);
    const lifted = banner.id === selectedBannerId && dragHex !== null;
    return { banner, x: c.x + (index - (group.length - 1) / 2) * spread, y: c.y - 2 - (lifted ? 5 : 0) };
  });
  const targets = new Map(flags.map(({ banner, x, y }) => [banner.id, { x, y }]));
  useBannerMotion(layerRef, motion, targets);
  return (
    <Layer ref={layerRef} name="banner-layer" listening={false}>
      {flags.map(({ banner, x, y }) => (
        <Flag
          key={banner.id}
          banner={banner}
          color={factions[banner.faction]?.color ?? '#888888'}
          x={x}
          y={y}
          selected={banner.id === selectedBannerId}
          grow={grow}
        />
      ))}
    </Layer>
  );
}

function Flag(props: {
  banner: BannerMark;
  color: string;
  x: number;
  y: number;
  selected: boolean;
  grow: number;
}) {
  const { banner, color, x, y, selected, grow } = props;
  const look = factionLook(banner.faction);
  return (
    <Group
      name={`banner-${banner.id}`}
      x={x}
      y={y}
      scaleX={grow}
      scaleY={grow}
      opacity={banner.done ? 0.6 : 1}
      listening={false}
    >
      {selected && <Circle radius={18} stroke="#ffb000" strokeWidth={3} y={0} />}
      <Line points={[-10, 15, -10, -17]} stroke="#1d1d1d" strokeWidth={2.2} />
      <Rect x={-10} y={-17} width={24} height={17} fill={color} stroke="#1d1d1d" strokeWidth={1.4} />
      <PatternMark pattern={look.pattern} x={2} y={-8.5} />
      <Rect x={-12} y={1} width={28} height={11} fill="#ffffff" stroke="#1d1d1d" strokeWidth={1} />
      <Text
        x={-12}
        y={2.5}
        width={28}
        align="center"
        text={shortPoints(banner.points)}
        fontSize={9}
        fontStyle="bold"
        fill="#1d1d1d"
      />
      {banner.fatigued && (
        <Group name="fatigue-mark" x={14} y={-17}>
          <Circle radius={6.5} fill="#1d1d1d" stroke="#ffffff" strokeWidth={1} />
          <Text
            x={-6}
            y={-4.5}
            width={12}
            align="center"
            text="z"
            fontSize={10}
            fontStyle="bold"
            fill="#ffffff"
          />
        </Group>
      )}
    </Group>
  );
}

/** The faction's pattern (FACTION_LOOKS) repeated on its flag, so flags too differ by more than colour. */
function PatternMark({ pattern, x, y }: { pattern: string; x: number; y: number }) {
  const ink = '#1d1d1d';
  if (pattern === 'lines')
    return (
      <Line points={[x - 8, y + 6, x - 2, y - 6, x, y + 6, x + 6, y - 6]} stroke={ink} strokeWidth={1.6} />
    );
  if (pattern === 'dots')
    return (
      <Group>
        <Circle x={x - 5} y={y} radius={2} fill={ink} />
        <Circle x={x} y={y} radius={2} fill={ink} />
        <Circle x={x + 5} y={y} radius={2} fill={ink} />
      </Group>
    );
  if (pattern === 'crosses')
    return (
      <Line
        points={[x - 5, y - 5, x + 5, y + 5, x, y, x + 5, y - 5, x - 5, y + 5]}
        stroke={ink}
        strokeWidth={1.6}
      />
    );
  return <Rect x={x - 4} y={y - 4} width={8} height={8} fill="#ffffff" stroke={ink} strokeWidth={1} />;
}
