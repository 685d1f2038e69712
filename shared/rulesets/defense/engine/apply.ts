import { sq } from '../model/board';
import type { DefenseEvent } from '../model/events';
import type { DefensePlayer, DefenseState, TileId } from '../model/state';
import { playerIndex } from '../model/state';
import { COPYING, IN_PLACE, type DefenseWriter } from './stateWriter';

/** The only code that changes a defense state: one event's effect (kernel `Ruleset.apply`), on a new state. */
export function applyDefenseEvent(state: DefenseState, event: DefenseEvent): DefenseState {
  return applyWith(COPYING, state, event);
}

/** applyDefenseEvent's change made on `draft` itself (kernel `Ruleset.applyInPlace`; draft from ownedDefenseState). */
export function applyDefenseEventInPlace(draft: DefenseState, event: DefenseEvent): void {
  applyWith(IN_PLACE, draft, event);
}

function applyWith(w: DefenseWriter, state: DefenseState, event: DefenseEvent): DefenseState {
  switch (event.type) {
    case 'DiceRolled':
      return w.set(state, { rng: event.payload.rngAfter });
    case 'PileShuffled': {
      const { pile, order, rngAfter, player } = event.payload;
      if (pile === 'enemy') return w.set(state, { rng: rngAfter, enemyPile: order });
      // ANV-35: the city pile is refilled from its discard (the order keeps what was left on the pile on top).
      if (pile === 'city')
        return w.set(state, {
          rng: rngAfter,
          cityPile: order,
          cityDiscard: without(state.cityDiscard, order),
        });
      return withPlayer(w, w.set(state, { rng: rngAfter }), player!, () => ({ drawPile: order }));
    }
    case 'DefenseStarted':
      return w.set(state, { dealt: true });
    case 'TilesDrawn':
      return withPlayer(w, state, event.payload.player, (p) => ({
        drawPile: p.drawPile.slice(event.payload.tiles.length),
        hand: [...p.hand, ...event.payload.tiles],
      }));
    case 'DrawPileRenewed':
      return withPlayer(w, state, event.payload.player, () => ({
        drawPile: event.payload.tiles,
        discard: [],
      }));
    case 'HandMulliganed':
      return withPlayer(w, state, event.payload.player, (p) => ({
        hand: without(p.hand, event.payload.tiles),
        discard: [...p.discard, ...event.payload.tiles],
        mulliganed: true,
      }));
    case 'StartPlayerChosen':
      return w.set(state, { activePlayer: playerIndex(state, event.payload.player) });
    case 'TurnStarted':
      return w.set(state, {
        activePlayer: playerIndex(state, event.payload.player),
        turn: event.payload.turn,
        passed: false,
        onslaught: false,
        phase: 'action',
      });
    case 'PhaseEntered':
      return w.set(state, { phase: event.payload.phase });
    case 'TilesDiscarded':
      return withPlayer(w, state, event.payload.player, (p) => ({
        hand: without(p.hand, event.payload.tiles),
        discard: [...p.discard, ...event.payload.tiles],
      }));
    case 'TilePlaced': {
      const { player, tile, square } = event.payload;
      const placed = w.square(state, sq(square), { tile });
      return event.payload.kind === 'city'
        ? placed
        : withPlayer(w, placed, player, (p) => ({ hand: without(p.hand, [tile]) }));
    }
    case 'CityBuildingBought':
      return w.set(state, { market: state.market.map((m, i) => (i === event.payload.slot - 1 ? null : m)) });
    case 'Passed':
      return w.set(state, { passed: true });
    case 'InfluenceGained':
      return withPlayer(w, state, event.payload.player, (p) => ({
        influence: p.influence + event.payload.amount,
      }));
    case 'EnemyPlaced': {
      const { enemy, square, side, faceUp, from } = event.payload;
      const base = from
        ? w.square(state, sq(from), {})
        : w.set(state, { enemyPile: state.enemyPile.filter((e) => e !== enemy) });
      const placed = w.square(base, sq(square), { enemy: { tileId: enemy, faceUp, startSide: side } });
      return w.set(placed, { lastPlacedSide: side });
    }
    case 'OnslaughtStarted':
      return w.set(state, { onslaught: true });
    case 'WarCryApplied':
    case 'AttackRolled':
      return state;
    case 'AssaultTriggered': {
      const { side, player, tiles } = event.payload;
      let revealed = state;
      state.board.forEach((square, i) => {
        if (square.enemy && tiles.includes(square.enemy.tileId))
          revealed = w.square(revealed, i, { enemy: { ...square.enemy, faceUp: true } });
      });
      return w.set(revealed, {
        assaultSide: side,
        assaultTriggeredBy: playerIndex(state, player),
        wave: 1,
        phase: state.phase === 'finalAssault' ? 'finalAssault' : 'assault',
      });
    }
    case 'FinalAssaultStarted':
      return w.set(state, { phase: 'finalAssault', assaultSide: event.payload.side });
    case 'AttackWaveStarted':
      // `wave` is the next wave to run (the FORMAT's fixture key), so the wave that starts moves it on.
      return w.set(state, { wave: event.payload.wave + 1 });
    case 'EnemyKilled':
      return w.set(w.square(state, sq(event.payload.square), {}), {
        enemyDiscard: [...state.enemyDiscard, event.payload.enemy],
      });
    case 'EnemyDiscarded':
      return w.set(w.square(state, sq(event.payload.from), {}), {
        enemyDiscard: [...state.enemyDiscard, event.payload.enemy],
      });
    case 'UnitKilled':
      return toDiscard(w, w.square(state, sq(event.payload.square), {}), event.payload.unit);
    case 'BuildingDestroyed':
      return toDiscard(w, w.square(state, sq(event.payload.square), {}), event.payload.building);
    case 'EnemyAdvanced': {
      const from = sq(event.payload.from);
      const moving = state.board[from]?.enemy;
      return w.square(w.square(state, from, {}), sq(event.payload.to), moving ? { enemy: moving } : {});
    }
    case 'AssaultEnded':
      return w.set(state, { assaultSide: undefined, wave: 1 });
    case 'MarketCleared':
      return w.set(state, {
        market: state.market.map(() => null),
        cityDiscard: [...state.cityDiscard, ...event.payload.buildings],
      });
    case 'MarketRefilled': {
      const taken = event.payload.market.filter((m): m is TileId => m !== null);
      return w.set(state, {
        rng: event.payload.rngAfter,
        market: event.payload.market,
        cityPile: without(state.cityPile, taken),
      });
    }
    case 'MarkerReturned':
      return w.set(state, { assaultTriggeredBy: undefined });
    case 'DefenseScored':
      return w.set(state, { phase: 'scored', result: { ...event.payload } });
  }
}

function without(list: readonly TileId[], remove: readonly TileId[]): TileId[] {
  return list.filter((t) => !remove.includes(t));
}

function withPlayer(
  w: DefenseWriter,
  state: DefenseState,
  id: string,
  change: (p: DefensePlayer) => Partial<DefensePlayer>,
): DefenseState {
  const index = playerIndex(state, id);
  if (index < 0) return state;
  const player = state.players[index]!;
  return w.player(state, index, { ...player, ...change(player) });
}

/** ANV-27, ANV-35: a faction tile goes on top of its owner's discard, a city building to the city discard. */
function toDiscard(w: DefenseWriter, state: DefenseState, tileId: TileId): DefenseState {
  const owner = state.tiles[tileId]?.owner;
  if (!owner) return w.set(state, { cityDiscard: [...state.cityDiscard, tileId] });
  return withPlayer(w, state, owner, (p) => ({ discard: [...p.discard, tileId] }));
}
