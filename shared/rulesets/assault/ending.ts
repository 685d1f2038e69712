import type { ArmyLosses, AssaultState, CasualtyReport, Outcome, Side } from './model';
import { SIDES, unitsInOrder } from './model';
import type { AssaultSink } from './sink';
import { fronts, sideBR, unitsIn, zoneEmpty } from './values';

/** ASLT-18: defeated troop units reach half the starting troop units, rounded up. */
export function atBreakPoint(state: AssaultState, side: Side): boolean {
  const start = state.startingTroopUnits[side];
  // Decision: an army that started with no troop units has no break point.
  if (start === 0) return false;
  const defeated = unitsInOrder(state).filter(
    (u) => u.side === side && u.kind === 'troop' && u.status === 'defeated',
  ).length;
  return defeated >= Math.ceil(start / 2);
}

/** ASLT-18 (Extension, `aslt.morale: simple`): returns the outcome when an army breaks. */
export function resolveMorale(sink: AssaultSink): Outcome | undefined {
  const broke: Side[] = [];
  for (const side of SIDES) {
    if (!atBreakPoint(sink.state, side)) continue;
    const naturals = [1, 2].map(() => sink.roll('D6', 'aslt.morale', ['ASLT-18'], side));
    const total = naturals[0]! + naturals[1]! + sink.state.leaders[side].moraleMod;
    if (!sink.drops) sink.emit('MoraleChecked', { side, naturals, total, broke: total <= 5 }, ['ASLT-18']);
    if (total <= 5) broke.push(side);
  }
  // Decision in RULES.md: when both break, the defender's surrender is applied.
  if (broke.includes('defender')) return 'surrendered';
  if (broke.includes('besieger')) return 'calledOff';
  return undefined;
}

/** ASLT-19 (ASLT-32 per entrance): captured, liberated (which wins a tie, Decision), or nothing yet. */
export function victoryCheck(state: AssaultState): Outcome | undefined {
  const all = (zone: 'A' | 'W') => fronts(state).every((e) => zoneEmpty(unitsIn(state, zone, e)));
  const defenderGone = all('W') && zoneEmpty(unitsIn(state, 'I'));
  const besiegerGone = all('A') && zoneEmpty(unitsIn(state, 'R'));
  if (besiegerGone) return 'liberated';
  if (defenderGone) return 'captured';
  return undefined;
}

/** BOT-23: the surrender-or-renew choice auto-play makes. */
export function botSurrenderChoice(state: AssaultState): 'surrender' | 'renew' | 'callOff' {
  const defender = sideBR(state, 'defender', ['W', 'I']);
  const besieger = sideBR(state, 'besieger', ['A', 'R']);
  if (4 * defender < besieger) return 'surrender';
  if (besieger < defender || state.turn >= state.settings.maxTurns) return 'callOff';
  return 'renew';
}

export const attackerWon = (outcome: Outcome): boolean => outcome === 'captured' || outcome === 'surrendered';

/** ASLT-27/28/29: troop losses, the fate of the wounded, and the ransom value of all prisoners. */
export function casualtyReport(state: AssaultState, outcome: Outcome): CasualtyReport {
  const won = attackerWon(outcome);
  const losses = (side: Side): ArmyLosses => {
    let dead = 0;
    let wounded = 0;
    let surviving = 0;
    for (const u of unitsInOrder(state)) {
      if (u.side !== side || u.kind === 'hero') continue;
      if (u.status === 'defeated') {
        dead += Math.ceil(u.troops / 2);
        wounded += Math.floor(u.troops / 2);
      } else surviving += u.troops;
    }
    const captured = side === 'besieger' ? !won : won;
    const prisoners =
      (captured ? wounded : 0) + (side === 'defender' && outcome === 'surrendered' ? surviving : 0);
    return { dead, wounded, recovering: captured ? 0 : wounded, prisoners };
  };
  const besieger = losses('besieger');
  const defender = losses('defender');
  return { besieger, defender, ransomValue: 40 * (besieger.prisoners + defender.prisoners) };
}

/** ASLT-26..29: ends the assault with its outcome and its casualty report. */
export function endAssault(sink: AssaultSink, outcome: Outcome, ruleIds: readonly string[]): void {
  sink.emit('AssaultEnded', { outcome }, ['ASLT-26', ...ruleIds]);
  sink.emit('AssaultCasualtiesComputed', casualtyReport(sink.state, outcome), [
    'ASLT-27',
    'ASLT-28',
    'ASLT-29',
  ]);
}
