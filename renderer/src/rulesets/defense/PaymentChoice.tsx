import { useState } from 'react';
import {
  botPayment,
  checkPayment,
  discountAt,
  type DefenseCommand,
  type DefenseState,
} from '@shared/rulesets/defense';
import { RuleCite } from '../../kit/RuleCite';

/** A tile dropped on a square, waiting for its payment. */
export interface PendingDrop {
  readonly tile: string;
  readonly from: 'hand' | 'market';
  readonly square: string;
}

/** What one hand tile pays toward `resource`: its own amount when it matches, else half a wild (ANV-11). */
function paysText(state: DefenseState, id: string, resource: string): string {
  const t = state.tiles[id]!;
  if ((t.kind === 'unit' || t.kind === 'building') && t.provides.resource === resource)
    return `pays ${t.provides.amount} ${resource}`;
  return 'half a wild (two pay 1)';
}

const costText = (state: DefenseState, id: string): string => {
  const t = state.tiles[id]!;
  return t.kind === 'enemy' ? '' : `costs ${t.cost.amount} ${t.cost.resource}`;
};

/**
 * ANV-11 payment as the player's choice (issue 27: placing a tile used to discard tiles with no say): the tile, the
 * square and what is due are shown before anything happens; the player ticks the hand tiles to discard, each saying
 * what it pays, or lets the app choose ("Decide for me", BOT-36's cheapest payment) and can still change it.
 */
export function PaymentChoice(props: {
  state: DefenseState;
  drop: PendingDrop;
  onPay: (command: DefenseCommand) => void;
  onCancel: () => void;
}) {
  const { state, drop } = props;
  const index = state.activePlayer;
  const player = state.players[index]!;
  const tile = state.tiles[drop.tile]!;
  const resource = tile.kind === 'enemy' ? 'gold' : tile.cost.resource;
  const cost = tile.kind === 'enemy' ? 0 : tile.cost.amount;
  const discount = discountAt(state, player.id, drop.square);
  const due = Math.max(0, cost - discount);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const hand = player.hand.filter((id) => id !== drop.tile);
  const check = checkPayment(state, index, resource, picked, drop.tile);
  const enough = !check.problem && check.value >= due;
  const suggestion = botPayment(state, index, resource, due, drop.tile);
  const command: DefenseCommand =
    drop.from === 'market'
      ? {
          type: 'BuyCityBuilding',
          player: player.id,
          slot: state.market.indexOf(drop.tile) + 1,
          square: drop.square,
          pay: [...picked],
        }
      : { type: 'PlaceTile', player: player.id, tile: drop.tile, square: drop.square, pay: [...picked] };
  return (
    <section className="defense-payment" data-testid="defense-payment" aria-label="Payment">
      <h3>
        {tile.name} on {drop.square}: {due} {resource} to pay
      </h3>
      <p className="muted">
        It costs {cost} {resource}
        {discount > 0 ? `, ${discount} less on this square` : ''}. Tick the tiles to discard from your hand: a
        tile pays its own resource, any two other tiles pay 1.
        <RuleCite ids="ANV-11" />
      </p>
      <ul className="defense-payment-hand">
        {hand.map((id) => (
          <li key={id}>
            <label>
              <input
                type="checkbox"
                aria-label={`Discard ${state.tiles[id]!.name}`}
                checked={picked.includes(id)}
                onChange={(e) =>
                  setPicked(e.target.checked ? [...picked, id] : picked.filter((x) => x !== id))
                }
              />{' '}
              {state.tiles[id]!.name}{' '}
              <span className="muted">
                ({costText(state, id)}; {paysText(state, id, resource)})
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p data-testid="defense-payment-total" role="status">
        {check.problem
          ? check.problem
          : `These pay ${check.value} of ${due} ${resource}${enough ? '.' : ': not enough yet.'}`}
      </p>
      <button
        type="button"
        className="primary"
        data-testid="defense-payment-pay"
        disabled={!enough}
        onClick={() => props.onPay(command)}
      >
        Pay and place
      </button>{' '}
      <button
        type="button"
        data-testid="defense-payment-decide"
        disabled={!suggestion}
        title="The cheapest payment the app finds (BOT-36); you can still change it"
        onClick={() => suggestion && setPicked(suggestion)}
      >
        Decide for me
      </button>{' '}
      <button type="button" data-testid="defense-payment-cancel" onClick={props.onCancel}>
        Cancel
      </button>
    </section>
  );
}
