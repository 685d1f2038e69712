import { sq } from '../model/board';
import type { DefenseEvent } from '../model/events';
import type { DefensePlayer, DefenseSquare, DefenseState, TileId } from '../model/state';
import { playerIndex } from '../model/state';

/** The only code that changes a defense state: one event's effect (kernel `Ruleset.apply`). */
export function applyDefenseEvent(state: DefenseState, event: DefenseEvent): DefenseState {
  switch (event.type) {
    case 'DiceRolled':
      return { ...state, rng: event.payload.rngAfter };
    case 'PileShuffled': {
      const { pile, order, rngAfter, player } = event.payload;
      if (pile === 'enemy') return { ...state, rng: rngAfter, enemyPile: order };
      // ANV-35: the city pile is refilled from its discard (the order keeps what was left on the pile on top).
      if (pile === 'city')
        return { ...state, rng: rngAfter, cityPile: order, cityDiscard: without(state.cityDiscard, order) };
      return withPlayer({ ...state, rng: rngAfter }, player!, () => ({ drawPile: order }));
    }
    case 'DefenseStarted':
      return { ...state, dealt: true };
    case 'TilesDrawn':
      return withPlayer(state, event.payload.player, (p) => ({
        drawPile: p.drawPile.slice(event.payload.tiles.length),
        hand: [...p.hand, ...event.payload.tiles],
      }));
    case 'DrawPileRenewed':
      return withPlayer(state, event.payload.player, () => ({ drawPile: event.payload.tiles, discard: [] }));
    case 'HandMulliganed':
      return withPlayer(state, event.payload.player, (p) => ({
        hand: without(p.hand, event.payload.tiles),
        discard: [...p.discard, ...event.payload.tiles],
        mulliganed: true,
      }));
    case 'StartPlayerChosen':
      return { ...state, activePlayer: playerIndex(state, event.payload.player) };
    case 'TurnStarted':
      return {
        ...state,
        activePlayer: playerIndex(state, event.payload.player),
        turn: event.payload.turn,
        passed: false,
        onslaught: false,
        phase: 'action',
      };
    case 'PhaseEntered':
      return { ...state, phase: event.payload.phase };
    case 'TilesDiscarded':
      return withPlayer(state, event.payload.player, (p) => ({
        hand: without(p.hand, event.payload.tiles),
        discard: [...p.discard, ...event.payload.tiles],
      }));
    case 'TilePlaced': {
      const { player, tile, square } = event.payload;
      const placed = setSquare(state, square, { tile });
      return event.payload.kind === 'city'
        ? placed
        : withPlayer(placed, player, (p) => ({ hand: without(p.hand, [tile]) }));
    }
    case 'CityBuildingBought':
      return { ...state, market: state.market.map((m, i) => (i === event.payload.slot - 1 ? null : m)) };
    case 'Passed':
      return { ...state, passed: true };
    case 'InfluenceGained':
      return withPlayer(state, event.payload.player, (p) => ({
        influence: p.influence + event.payload.amount,
      }));
    case 'EnemyPlaced': {
      const { enemy, square, side, faceUp, from } = event.payload;
      const base = from
        ? setSquare(state, from, {})
        : { ...state, enemyPile: state.enemyPile.filter((e) => e !== enemy) };
      return {
        ...setSquare(base, square, { enemy: { tileId: enemy, faceUp, startSide: side } }),
        lastPlacedSide: side,
      };
    }
    case 'OnslaughtStarted':
      return { ...state, onslaught: true };
    case 'WarCryApplied':
    case 'AttackRolled':
      return state;
    case 'AssaultTriggered': {
      const { side, player, tiles } = event.payload;
      const board = state.board.map((square) =>
        square.enemy && tiles.includes(square.enemy.tileId)
          ? { enemy: { ...square.enemy, faceUp: true } }
          : square,
      );
      return {
        ...state,
        board,
        assaultSide: side,
        assaultTriggeredBy: playerIndex(state, player),
        wave: 1,
        phase: state.phase === 'finalAssault' ? 'finalAssault' : 'assault',
      };
    }
    case 'FinalAssaultStarted':
      return { ...state, phase: 'finalAssault', assaultSide: event.payload.side };
    case 'AttackWaveStarted':
      // `wave` is the next wave to run (the FORMAT's fixture key), so the wave that starts moves it on.
      return { ...state, wave: event.payload.wave + 1 };
    case 'EnemyKilled':
      return {
        ...setSquare(state, event.payload.square, {}),
        enemyDiscard: [...state.enemyDiscard, event.payload.enemy],
      };
    case 'EnemyDiscarded':
      return {
        ...setSquare(state, event.payload.from, {}),
        enemyDiscard: [...state.enemyDiscard, event.payload.enemy],
      };
    case 'UnitKilled':
      return toDiscard(setSquare(state, event.payload.square, {}), event.payload.unit);
    case 'BuildingDestroyed':
      return toDiscard(setSquare(state, event.payload.square, {}), event.payload.building);
    case 'EnemyAdvanced': {
      const moving = state.board[sq(event.payload.from)]?.enemy;
      return setSquare(
        setSquare(state, event.payload.from, {}),
        event.payload.to,
        moving ? { enemy: moving } : {},
      );
    }
    case 'AssaultEnded':
      return { ...state, assaultSide: undefined, wave: 1 };
    case 'MarketCleared':
      return {
        ...state,
        market: state.market.map(() => null),
        cityDiscard: [...state.cityDiscard, ...event.payload.buildings],
      };
    case 'MarketRefilled': {
      const taken = event.payload.market.filter((m): m is TileId => m !== null);
      return {
        ...state,
        rng: event.payload.rngAfter,
        market: event.payload.market,
        cityPile: without(state.cityPile, taken),
      };
    }
    case 'MarkerReturned':
      return { ...state, assaultTriggeredBy: undefined };
    case 'DefenseScored':
      return { ...state, phase: 'scored', result: { ...event.payload } };
  }
}

function without(list: readonly TileId[], remove: readonly TileId[]): TileId[] {
  return list.filter((t) => !remove.includes(t));
}

function setSquare(state: DefenseState, key: string, square: DefenseSquare): DefenseState {
  const board = state.board.slice();
  board[sq(key)] = square;
  return { ...state, board };
}

function withPlayer(
  state: DefenseState,
  id: string,
  change: (p: DefensePlayer) => Partial<DefensePlayer>,
): DefenseState {
  return { ...state, players: state.players.map((p) => (p.id === id ? { ...p, ...change(p) } : p)) };
}

/** ANV-27, ANV-35: a faction tile goes on top of its owner's discard, a city building to the city discard. */
function toDiscard(state: DefenseState, tileId: TileId): DefenseState {
  const owner = state.tiles[tileId]?.owner;
  if (!owner) return { ...state, cityDiscard: [...state.cityDiscard, tileId] };
  return withPlayer(state, owner, (p) => ({ discard: [...p.discard, tileId] }));
}
