import { Fragment } from 'react';
import { Circle, Group, Label, Layer, Line, Rect, Tag, Text } from 'react-konva';
import type { HexKey } from '@shared/hex';
import { hexKeyToPixel } from '@shared/layout';
import { flagScale, labelFontSize } from './flagScale';
import { HEX_SIZE } from './hexSize';
import type { ArmyFlag } from './mapCanvasTypes';

/** STATUS-1 badges: a letter on a shape colour that also differs in lightness (readable in greyscale). */
const BADGES = {
  fresh: { letter: 'F', fill: '#ffffff', text: '#1d1d1d' },
  shaken: { letter: 'S', fill: '#F0E442', text: '#1d1d1d' },
  broken: { letter: 'B', fill: '#1d1d1d', text: '#ffffff' },
} as const;

/** Flags side by side in a hex: two armies of a battle hex, or a flag passing over a friend, stay apart. */
const SPREAD = 20;

interface ArmyLayerProps {
  readonly armies: readonly ArmyFlag[];
  readonly hoverHex: HexKey | null;
  readonly selectedArmyId: string | null;
  readonly dragHex: HexKey | null;
  /** The camera's scale: flags and the hover label keep a readable size on screen at fit (flagScale.ts). */
  readonly scale?: number;
}

const centreOf = (key: HexKey) => hexKeyToPixel(key, HEX_SIZE);

/**
 * The interactive layer of STYLE.md: one named group per army (`army-<id>`), positioned by maths. Hit-testing stays
 * on the Stage (pointToHex), so the layer itself does not listen. Hovering a hex lists its armies by name.
 */
export function ArmyLayer({ armies, hoverHex, selectedArmyId, dragHex, scale = 1 }: ArmyLayerProps) {
  const grow = flagScale(scale);
  const fontSize = labelFontSize(scale);
  const placed = armies.map((army) => ({
    army,
    hex: army.id === selectedArmyId && dragHex ? dragHex : army.hex,
  }));
  const byHex = new Map<HexKey, ArmyFlag[]>();
  for (const { army, hex } of placed) byHex.set(hex, [...(byHex.get(hex) ?? []), army]);
  const hovered = hoverHex ? (byHex.get(hoverHex) ?? []) : [];
  return (
    <Layer name="army-layer" listening={false}>
      {placed.map(({ army, hex }) => {
        const group = byHex.get(hex)!;
        const index = group.indexOf(army);
        const c = centreOf(hex);
        const x = c.x + (index - (group.length - 1) / 2) * SPREAD * Math.min(grow, 1.5);
        return (
          <Flag
            key={army.id}
            army={army}
            x={x}
            y={c.y}
            selected={army.id === selectedArmyId}
            lifted={army.id === selectedArmyId && dragHex !== null}
            grow={grow}
          />
        );
      })}
      {hoverHex && hovered.length > 0 && (
        // Issue 27: beside the hex, pointing at it, not above it: above it covered the neighbouring hex's flag. At
        // the flat-topped hex's right edge the NE and SE neighbours' flags sit higher and lower than a one-line label.
        <Label
          name="army-names"
          x={centreOf(hoverHex).x + HEX_SIZE * 0.75}
          y={centreOf(hoverHex).y}
          listening={false}
        >
          <Tag
            fill="rgba(20, 20, 20, 0.85)"
            pointerDirection="left"
            pointerWidth={fontSize * 0.6}
            pointerHeight={fontSize * 0.7}
            cornerRadius={3}
          />
          <Text
            text={hovered.map((a) => `${a.name} — ${a.status}${a.lord ? ` — ${a.lord}` : ''}`).join('\n')}
            fill="#ffffff"
            fontSize={fontSize}
            padding={fontSize * 0.35}
            lineHeight={1.3}
          />
        </Label>
      )}
    </Layer>
  );
}

function Flag(props: {
  army: ArmyFlag;
  x: number;
  y: number;
  selected: boolean;
  lifted: boolean;
  grow: number;
}) {
  const { army, x, y, selected, lifted, grow } = props;
  const badge = BADGES[army.status];
  return (
    <Group
      name={`army-${army.id}`}
      x={x}
      y={lifted ? y - 4 : y}
      scaleX={grow}
      scaleY={grow}
      opacity={army.done ? 0.55 : 1}
      listening={false}
    >
      {selected && <Circle radius={15} stroke="#ffb000" strokeWidth={3} y={2} />}
      <Line points={[-7, 13, -7, -15]} stroke="#1d1d1d" strokeWidth={2} />
      <Rect x={-7} y={-15} width={19} height={13} fill={army.color} stroke="#1d1d1d" strokeWidth={1.2} />
      <Text
        x={-7}
        y={-13}
        width={19}
        align="center"
        text={army.label}
        fontSize={9}
        fontStyle="bold"
        fill="#ffffff"
      />
      <Fragment>
        <Circle x={5} y={7} radius={6} fill={badge.fill} stroke="#1d1d1d" strokeWidth={1.2} />
        <Text
          x={-1}
          y={3}
          width={12}
          align="center"
          text={badge.letter}
          fontSize={8}
          fontStyle="bold"
          fill={badge.text}
        />
      </Fragment>
      {army.lord && (
        <Text
          name="lord-marker"
          x={-14}
          y={-27}
          text="♛"
          fontSize={13}
          fill="#f2c200"
          stroke="#1d1d1d"
          strokeWidth={0.6}
        />
      )}
    </Group>
  );
}
