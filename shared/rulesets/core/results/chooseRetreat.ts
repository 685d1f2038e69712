import { hexPhrase, hexName } from '../../../hex';
import type { EventSink } from '../eventSink';
import type { Campaign } from '../model/campaign';
import type { Command, CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import { getArmy, getBattle } from '../state/selectors';
import { applyResultsInOrder } from './applyResultsInOrder';
import { applyBattleResult } from './applyBattleResult';
import { retreatOptions } from './retreatOptions';
import { formatList, t } from '../../../i18n';

/** The destinations the awaited retreat may choose from (RETREAT-2..5), in BOT-2 order; [] when none is awaited. */
export function awaitedRetreatOptions(state: Campaign) {
  const awaiting = state.turn.awaiting;
  if (!awaiting) return [];
  return retreatOptions(state, getBattle(state, awaiting.battleId)!, getArmy(state, awaiting.armyId)!)
    .options;
}

/** RETREAT-4: only the army the engine asked about, only to one of its legal destinations. */
export function validateChooseRetreat(state: Campaign, command: CommandOf<'ChooseRetreat'>): RuleViolation[] {
  const awaiting = state.turn.awaiting;
  if (!awaiting) return [violation('RETREAT-4', t('coreRules:retreat.noneAwaited'))];
  if (command.armyId !== awaiting.armyId) {
    return [
      violation(
        'RETREAT-4',
        t('coreRules:retreat.otherArmy', { army: getArmy(state, awaiting.armyId)?.name ?? awaiting.armyId }),
      ),
    ];
  }
  const options = awaitedRetreatOptions(state);
  if (!options.some((option) => option.to === command.hex)) {
    const legal = formatList(options.map((option) => hexName(option.to)));
    return [
      violation(
        'RETREAT-4',
        t('coreRules:retreat.notLegal', {
          hex: hexPhrase(command.hex),
          army: getArmy(state, awaiting.armyId)?.name ?? awaiting.armyId,
          legal,
        }),
      ),
    ];
  }
  return [];
}

/** RETREAT-4: retreat to the chosen hex, finish that battle, then the rest of RESULTS (BATTLE-8). */
export function resolveChooseRetreat(sink: EventSink, command: CommandOf<'ChooseRetreat'>): void {
  const awaiting = sink.state.turn.awaiting!;
  if (applyBattleResult(sink, awaiting.battleId, command.hex) === 'done') applyResultsInOrder(sink);
}

/**
 * GEN-6 "decide for me": the command the BOT policies of §10 would give for the choice the engine waits for, or
 * undefined when nothing is awaited. Core mode so far: BOT-2, the first legal retreat in preference order.
 */
export function decideForMe(state: Campaign): Command | undefined {
  const awaiting = state.turn.awaiting;
  const first = awaitedRetreatOptions(state)[0];
  if (!awaiting || !first) return undefined;
  return { type: 'ChooseRetreat', armyId: awaiting.armyId, hex: first.to };
}
