import { t } from '@shared/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type Konva from 'konva';
import { Group, Layer, Line, Rect, Stage, Text } from 'react-konva';
import type { ZoneBand, ZoneDiagram, ZoneUnitCard } from './assaultDiagramTypes';

/**
 * The stronghold assault's four zones (ASLT-4) drawn with Konva: the besieger's reserve and assault zone above the
 * wall, the walls and the interior below, each unit a card (name, BR, status, its throws of the last step), the
 * hits each zone took, and the defeated in a "Fallen" column. Underground (ASLT-32) the wall is rock with one door
 * per entrance, and the assault and wall bands are split into one column per entrance. Cards glide to their new
 * place, so withdrawals, redeployments and defeats are seen to happen.
 */
const LABEL_W = 150;
const FALLEN_W = 168;
const MIN_CARD_W = 160;
/** A dungeon with many entrances narrows its cards down to this rather than overflow its column. */
const NARROW_CARD_W = 112;
const HEADING_H = 20;
const DOOR_W = 46;
const MAX_CARD_W = 210;
const CARD_H = 58;
const GAP = 8;
const WALL_H = 16;
const SIDE_COLOR = { besieger: '#a8452f', defender: '#2f5fa8' } as const;
const SIDE_FILL = { besieger: '#f7e6e1', defender: '#e2eaf7' } as const;
const JUST_COLOR = { defeated: '#c0392b', withdrawn: '#d68910', moved: '#1e8449' } as const;

/** A group that glides to (x, y) when they change, instead of jumping (react-konva would set them at once). */
function Gliding(props: { x: number; y: number; children: ReactNode }) {
  const ref = useRef<Konva.Group>(null);
  const { x, y } = props;
  // The first place is given as props once; later places are tweened to (props that never change are never re-set).
  const [first] = useState({ x, y });
  useEffect(() => {
    const node = ref.current;
    if (node && (node.x() !== x || node.y() !== y)) node.to({ x, y, duration: 0.5 });
  }, [x, y]);
  return (
    <Group ref={ref} x={first.x} y={first.y}>
      {props.children}
    </Group>
  );
}

function UnitCard({ card, width }: { card: ZoneUnitCard; width: number }) {
  const stroke = card.just ? JUST_COLOR[card.just] : SIDE_COLOR[card.side];
  const fill = card.defeated ? '#e4e4e4' : card.disordered ? '#f4f1e8' : SIDE_FILL[card.side];
  const statusText =
    card.just === 'defeated'
      ? t('assault:diagram.justDefeated')
      : card.just
        ? t(`assault:diagram.just_${card.just}`, { status: card.status })
        : card.status;
  return (
    <>
      <Rect
        width={width}
        height={CARD_H}
        cornerRadius={5}
        fill={fill}
        stroke={stroke}
        strokeWidth={card.just ? 3 : 1.5}
        dash={card.disordered ? [5, 3] : undefined}
      />
      <Rect width={5} height={CARD_H} cornerRadius={[5, 0, 0, 5]} fill={SIDE_COLOR[card.side]} />
      <Text
        x={10}
        y={5}
        width={width - 14}
        text={card.name}
        fontStyle="bold"
        fontSize={13}
        wrap="none"
        ellipsis
        fill={card.defeated ? '#666' : '#222'}
      />
      <Text
        x={10}
        y={22}
        width={width - 14}
        text={`${card.brText} · ${statusText}`}
        fontSize={11}
        wrap="none"
        ellipsis
        fill={card.just ? stroke : '#444'}
      />
      {card.throws && (
        <Text
          x={10}
          y={38}
          width={width - 14}
          text={`⚄ ${card.throws}`}
          fontSize={11}
          wrap="none"
          ellipsis
          fill="#222"
        />
      )}
      {card.defeated && <Line points={[6, 6, width - 6, CARD_H - 6]} stroke="#999" strokeWidth={1.5} />}
    </>
  );
}

interface Placed {
  readonly card: ZoneUnitCard;
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

/** Where each card of a band goes: cell by cell, rows of cards, crowded rows squeezed together. */
function placeBand(band: ZoneBand, top: number, fieldW: number, bandH: number): Placed[] {
  const placed: Placed[] = [];
  const cellW = fieldW / band.cells.length;
  const perRow = Math.max(1, Math.floor((cellW - GAP) / (MIN_CARD_W + GAP)));
  const width = Math.max(NARROW_CARD_W, Math.min(MAX_CARD_W, (cellW - GAP) / perRow - GAP));
  band.cells.forEach((cell, ci) => {
    const y0 = top + GAP + (cell.heading ? HEADING_H : 0);
    const rows = Math.ceil(cell.units.length / perRow);
    // Decision: a crowded zone squeezes its rows together (cards overlap a little) rather than spill over the next.
    const room = bandH - CARD_H - 2 * GAP - (cell.heading ? HEADING_H : 0);
    const rowStep = rows > 1 ? Math.min(CARD_H + GAP, room / (rows - 1)) : 0;
    cell.units.forEach((card, i) =>
      placed.push({
        card,
        x: LABEL_W + ci * cellW + GAP + (i % perRow) * (width + GAP),
        y: y0 + Math.floor(i / perRow) * rowStep,
        width,
      }),
    );
  });
  return placed;
}

/** ASLT-4 wall with merlons, or ASLT-32 rock with a door per entrance (dashed when the besiegers do not know it). */
function Barrier(props: { diagram: ZoneDiagram; y: number; fieldW: number }) {
  const { diagram, y, fieldW } = props;
  const total = LABEL_W + fieldW;
  if (diagram.barrier === 'wall') {
    const merlons: ReactNode[] = [];
    for (let x = 0; x < total; x += 28)
      merlons.push(<Rect key={x} x={x} y={y - 7} width={16} height={8} fill="#7d6b58" />);
    return (
      <>
        <Rect x={0} y={y} width={total} height={WALL_H} fill="#9c8a74" />
        {merlons}
      </>
    );
  }
  const cellW = fieldW / Math.max(1, diagram.doors.length);
  return (
    <>
      <Rect x={0} y={y - 4} width={total} height={WALL_H + 8} fill="#5f5a54" />
      {diagram.doors.map((door, i) => (
        <Rect
          key={i}
          x={LABEL_W + i * cellW + cellW / 2 - DOOR_W / 2}
          y={y - 4}
          width={DOOR_W}
          height={WALL_H + 8}
          fill={door.known ? '#e9dfcc' : '#6d675f'}
          stroke={door.known ? undefined : '#e9dfcc'}
          dash={door.known ? undefined : [4, 3]}
          strokeWidth={1.5}
        />
      ))}
    </>
  );
}

export function AssaultZones(props: { diagram: ZoneDiagram; width: number; height: number }) {
  const { diagram } = props;
  // Decision: on a large window everything is drawn larger (up to 1.8×) rather than leaving the zones empty.
  const scale = Math.min(1.8, Math.max(1, Math.min(props.width / 1000, props.height / 560)));
  const width = props.width / scale;
  const height = props.height / scale;
  const fieldW = Math.max(MIN_CARD_W + 2 * GAP, width - LABEL_W - FALLEN_W);
  const bandH = Math.max(CARD_H + 2 * GAP, (height - WALL_H - 8) / 4);
  const bandY = (i: number) => 4 + i * bandH + (i >= 2 ? WALL_H : 0);
  const placed = diagram.bands.flatMap((band, bi) => placeBand(band, bandY(bi), fieldW, bandH));
  const fallenStep = Math.min(CARD_H + 4, (height - 40 - CARD_H) / Math.max(1, diagram.fallen.length - 1));
  diagram.fallen.forEach((card, i) =>
    placed.push({ card, x: width - FALLEN_W + 6, y: 30 + i * fallenStep, width: FALLEN_W - 12 }),
  );
  return (
    <Stage width={props.width} height={props.height} scaleX={scale} scaleY={scale}>
      <Layer listening={false}>
        {diagram.bands.map((band, bi) => {
          const units = band.cells.reduce((n, c) => n + c.units.length, 0);
          const hits = band.cells.reduce((n, c) => n + c.hits, 0);
          const cellW = fieldW / band.cells.length;
          return (
            <Group key={bi} y={bandY(bi)}>
              <Rect width={width - FALLEN_W} height={bandH} fill={bi % 2 === 0 ? '#fbfaf7' : '#f3f1eb'} />
              <Text
                x={10}
                y={10}
                width={LABEL_W - 16}
                text={band.label}
                fontSize={14}
                fontStyle="bold"
                fill="#333"
              />
              <Text
                x={10}
                y={48}
                text={t('assault:diagram.units', { count: units })}
                fontSize={12}
                fill="#666"
              />
              {hits > 0 && (
                <Text
                  x={10}
                  y={66}
                  text={t('assault:diagram.hitsTaken', { count: hits })}
                  fontSize={13}
                  fontStyle="bold"
                  fill="#c0392b"
                />
              )}
              {band.cells.map((cell, ci) =>
                cell.heading ? (
                  <Group key={cell.key} x={LABEL_W + ci * cellW}>
                    {ci > 0 && <Line points={[0, 4, 0, bandH - 4]} stroke="#b9b2a6" dash={[4, 4]} />}
                    <Text
                      x={GAP}
                      y={6}
                      width={cellW - 2 * GAP}
                      text={
                        cell.hits > 0
                          ? t('assault:diagram.cellHits', { count: cell.hits, heading: cell.heading })
                          : cell.heading
                      }
                      fontSize={12}
                      fontStyle="bold"
                      wrap="none"
                      ellipsis
                      fill={cell.hits > 0 ? '#c0392b' : '#5a5348'}
                    />
                  </Group>
                ) : null,
              )}
            </Group>
          );
        })}
        <Barrier diagram={diagram} y={bandY(2) - WALL_H} fieldW={fieldW} />
        <Rect x={width - FALLEN_W} y={0} width={FALLEN_W} height={height} fill="#efefef" />
        <Text
          x={width - FALLEN_W + 8}
          y={8}
          text={t('assault:diagram.fallen', { count: diagram.fallen.length })}
          fontSize={14}
          fontStyle="bold"
          fill="#555"
        />
      </Layer>
      <Layer listening={false}>
        {placed.map(({ card, x, y, width: w }) => (
          <Gliding key={card.id} x={x} y={y}>
            <UnitCard card={card} width={w} />
          </Gliding>
        ))}
      </Layer>
    </Stage>
  );
}
