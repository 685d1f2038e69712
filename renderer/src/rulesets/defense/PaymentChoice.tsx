import { useState } from 'react';
import {
  botPayment,
  checkPayment,
  discountAt,
  type DefenseCommand,
  type DefenseState,
} from '@shared/rulesets/defense';
import { RuleCite } from '../../kit/RuleCite';
import { useTranslation } from '../../i18n';
import { t as translate } from '@shared/i18n';

/** A tile dropped on a square, waiting for its payment. */
export interface PendingDrop {
  readonly tile: string;
  readonly from: 'hand' | 'market';
  readonly square: string;
}

/** A resource (ANV-5) in the GM's language. */
const resourceWord = (resource: string): string =>
  translate(`defense:resource.${resource as 'gold' | 'stone' | 'manpower'}`);

/** What one hand tile pays toward `resource`: its own amount when it matches, else half a wild (ANV-11). */
function paysText(state: DefenseState, id: string, resource: string): string {
  const tile = state.tiles[id]!;
  if ((tile.kind === 'unit' || tile.kind === 'building') && tile.provides.resource === resource)
    return translate('defense:payment.pays', {
      amount: tile.provides.amount,
      resource: resourceWord(resource),
    });
  return translate('defense:payment.halfWild');
}

const costText = (state: DefenseState, id: string): string => {
  const tile = state.tiles[id]!;
  return tile.kind === 'enemy'
    ? ''
    : translate('defense:payment.tileCosts', {
        amount: tile.cost.amount,
        resource: resourceWord(tile.cost.resource),
      });
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
  const { t } = useTranslation('defense');
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
    <section className="defense-payment" data-testid="defense-payment" aria-label={t('payment.ariaLabel')}>
      <h3>
        {t('payment.title', { tile: tile.name, square: drop.square, due, resource: resourceWord(resource) })}
      </h3>
      <p className="muted">
        {discount > 0
          ? t('payment.costsLess', { cost, resource: resourceWord(resource), discount })
          : t('payment.costs', { cost, resource: resourceWord(resource) })}{' '}
        {t('payment.explain')}
        <RuleCite ids="ANV-11" />
      </p>
      <ul className="defense-payment-hand">
        {hand.map((id) => (
          <li key={id}>
            <label>
              <input
                type="checkbox"
                aria-label={t('payment.discard', { tile: state.tiles[id]!.name })}
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
          : t(enough ? 'payment.enough' : 'payment.notEnough', {
              value: check.value,
              due,
              resource: resourceWord(resource),
            })}
      </p>
      <button
        type="button"
        className="primary"
        data-testid="defense-payment-pay"
        disabled={!enough}
        onClick={() => props.onPay(command)}
      >
        {t('payment.pay')}
      </button>{' '}
      <button
        type="button"
        data-testid="defense-payment-decide"
        disabled={!suggestion}
        title={t('payment.decideTooltip')}
        onClick={() => suggestion && setPicked(suggestion)}
      >
        {t('payment.decide')}
      </button>{' '}
      <button type="button" data-testid="defense-payment-cancel" onClick={props.onCancel}>
        {t('payment.cancel')}
      </button>
    </section>
  );
}
