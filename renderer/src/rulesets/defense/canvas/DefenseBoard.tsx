import { t } from '@shared/i18n';
import type Konva from 'konva';
import { Arrow, Group, Layer, Rect, Stage, Text } from 'react-konva';
import {
  ALL_SQUARES,
  SIDES,
  SIDE_SQUARES,
  isCitySquare,
  sideOfSquare,
  sq,
  squareXY,
  type DefenseState,
  type Side,
} from '@shared/rulesets/defense';

/** ANV-3's board drawn with Konva: city squares, the four numbered sides with their arrows, tiles, enemies, the hand and the market. */
export const DEFENSE_SQUARE = 64;
const S = DEFENSE_SQUARE;
const BOARD = 7 * S;
const HAND_Y = BOARD + 24;
const MARKET_X = BOARD + 24;
export const DEFENSE_STAGE = { width: BOARD + 24 + 90, height: HAND_Y + S + 8 };

export interface DefenseBoardProps {
  readonly state: DefenseState;
  /** The hand shown (the active player's). */
  readonly handOwner: number;
  /** Squares where the tile being dragged may go (highlighted). */
  readonly legalSquares: readonly string[];
  readonly onDragStart: (tile: string, from: 'hand' | 'market') => void;
  /** A tile was dropped on a square ("x,y"), or off the board (null). */
  readonly onDrop: (tile: string, from: 'hand' | 'market', square: string | null) => void;
}

const ARROWS: Record<Side, { x: number; y: number; dx: number; dy: number }> = {
  1: { x: 1.2 * S, y: 0.15 * S, dx: 4.6 * S, dy: 0 },
  2: { x: 6.85 * S, y: 1.2 * S, dx: 0, dy: 4.6 * S },
  3: { x: 5.8 * S, y: 6.85 * S, dx: -4.6 * S, dy: 0 },
  4: { x: 0.15 * S, y: 5.8 * S, dx: 0, dy: -4.6 * S },
};
const COLORS = {
  unit: '#3b6ea8',
  building: '#8a5a2b',
  city: '#c9a227',
  enemyUp: '#b03030',
  enemyDown: '#4a2020',
};

function squareAt(x: number, y: number): string | null {
  const key = `${Math.floor(x / S)},${Math.floor(y / S)}`;
  return sq(key) >= 0 ? key : null;
}

/** What a tile shows under its name: dice and cost, or strength. */
function details(state: DefenseState, id: string): string {
  const tile = state.tiles[id]!;
  if (tile.kind === 'unit') {
    const dice = [
      tile.ranged && t('defense:board.ranged', { die: tile.ranged }),
      tile.melee && t('defense:board.melee', { die: tile.melee }),
    ].filter(Boolean);
    return `${dice.join(' ')}\n${t('defense:board.cost_manpower', { amount: tile.cost.amount })}`;
  }
  // Issue 27: every tile says what it costs, as a cost ("2 stone" alone read like what it gives).
  if (tile.kind === 'building') return t('defense:board.cost_stone', { amount: tile.cost.amount });
  if (tile.kind === 'city') return t('defense:board.cost_gold', { amount: tile.cost.amount });
  return t('defense:board.strength', { strength: tile.strength });
}

const NAME_WIDTH = S - 10;
/**
 * A tile's name on one line, never broken mid-word: the font shrinks for a long name (down to 7 px; a glyph is
 * about 0.58 em wide) and a name still too long ends in an ellipsis.
 */
const nameFontSize = (name: string): number =>
  Math.max(7, Math.min(10, Math.floor(NAME_WIDTH / (0.58 * Math.max(1, name.length)))));

function Tile(props: {
  state: DefenseState;
  id: string;
  x: number;
  y: number;
  draggable?: boolean;
  faceDown?: boolean;
  onDragStart?: () => void;
  onDrop?: (square: string | null) => void;
}) {
  const onDragEnd = (e: Konva.KonvaEventObject<DragEvent>) => {
    const pos = e.target.getStage()?.getPointerPosition();
    // Back home at once: a refused drop leaves the tile in the hand; an accepted one re-renders it on the board.
    e.target.position({ x: props.x, y: props.y });
    props.onDrop?.(pos ? squareAt(pos.x, pos.y) : null);
  };
  const tile = props.state.tiles[props.id]!;
  const fill =
    tile.kind === 'enemy' ? (props.faceDown ? COLORS.enemyDown : COLORS.enemyUp) : COLORS[tile.kind];
  return (
    <Group
      x={props.x}
      y={props.y}
      draggable={props.draggable}
      onDragStart={props.onDragStart}
      onDragEnd={onDragEnd}
      name={`tile-${props.id}`}
    >
      <Rect
        width={S - 6}
        height={S - 6}
        x={3}
        y={3}
        fill={fill}
        cornerRadius={4}
        stroke="#222"
        strokeWidth={1}
      />
      {props.faceDown ? (
        <Text x={5} y={6} width={NAME_WIDTH} text={t('defense:board.faceDown')} fontSize={9} fill="#fff" />
      ) : (
        <>
          <Text
            x={5}
            y={6}
            width={NAME_WIDTH}
            text={tile.name}
            fontSize={nameFontSize(tile.name)}
            fontStyle="bold"
            wrap="none"
            ellipsis
            fill="#fff"
          />
          <Text
            x={5}
            y={19}
            width={NAME_WIDTH}
            text={details(props.state, props.id)}
            fontSize={9}
            fill="#fff"
          />
        </>
      )}
    </Group>
  );
}

export function DefenseBoard(props: DefenseBoardProps) {
  const { state } = props;
  const legal = new Set(props.legalSquares);
  const hand = state.players[props.handOwner]?.hand ?? [];
  return (
    <Stage width={DEFENSE_STAGE.width} height={DEFENSE_STAGE.height}>
      <Layer>
        {ALL_SQUARES.map((key) => {
          const { x, y } = squareXY(key);
          const side = sideOfSquare(key);
          return (
            <Group key={key} x={x * S} y={y * S}>
              <Rect
                width={S}
                height={S}
                fill={legal.has(key) ? '#9fd89f' : isCitySquare(key) ? '#e8e2d0' : '#cfc6b0'}
                stroke="#8c8473"
                strokeWidth={1}
              />
              {side !== undefined && (
                <Text x={4} y={S - 14} text={String(side)} fontSize={11} fill="#5a5040" />
              )}
            </Group>
          );
        })}
        {SIDES.map((side) => {
          const a = ARROWS[side];
          return (
            <Arrow
              key={side}
              x={a.x}
              y={a.y}
              points={[0, 0, a.dx, a.dy]}
              stroke="#5a5040"
              fill="#5a5040"
              strokeWidth={1}
              pointerLength={6}
              pointerWidth={6}
              listening={false}
              opacity={SIDE_SQUARES[side].length ? 0.6 : 0}
            />
          );
        })}
        {state.board.map((square, i) => {
          const { x, y } = { x: i % 7, y: Math.floor(i / 7) };
          if (square.tile)
            return <Tile key={square.tile} state={state} id={square.tile} x={x * S} y={y * S} />;
          if (square.enemy)
            return (
              <Tile
                key={square.enemy.tileId}
                state={state}
                id={square.enemy.tileId}
                x={x * S}
                y={y * S}
                faceDown={!square.enemy.faceUp}
              />
            );
          return null;
        })}
        <Text
          x={0}
          y={BOARD + 6}
          text={t('defense:board.hand', { player: state.players[props.handOwner]?.name ?? '' })}
          fontSize={12}
          fill="#ddd"
        />
        {hand.map((id, i) => (
          <Tile
            key={id}
            state={state}
            id={id}
            x={i * (S + 4)}
            y={HAND_Y}
            draggable={state.phase === 'action'}
            onDragStart={() => props.onDragStart(id, 'hand')}
            onDrop={(square) => props.onDrop(id, 'hand', square)}
          />
        ))}
        <Text x={MARKET_X} y={0} text={t('defense:board.market')} fontSize={12} fill="#ddd" />
        {state.market.map((id, i) =>
          id ? (
            <Tile
              key={id}
              state={state}
              id={id}
              x={MARKET_X}
              y={16 + i * (S + 8)}
              draggable={state.phase === 'action'}
              onDragStart={() => props.onDragStart(id, 'market')}
              onDrop={(square) => props.onDrop(id, 'market', square)}
            />
          ) : (
            <Rect
              key={`slot-${i}`}
              x={MARKET_X + 3}
              y={19 + i * (S + 8)}
              width={S - 6}
              height={S - 6}
              stroke="#aaa"
              dash={[4, 4]}
            />
          ),
        )}
      </Layer>
    </Stage>
  );
}
