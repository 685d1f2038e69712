import { ruleViolation, type RuleViolation } from '../../../kernel';
import type { FsState } from '../model/types';
import { FS_PHASES } from '../phases';
import { openBattles, siegeOf } from '../state/selectors';
import { battlesComplete, enter } from './flow';
import { runOpening } from './siege';
import type { FsSink } from './sink';
import { enforceBannerLimit } from './upkeep';
import { t } from '../../../i18n';

const rerollsOpen = (state: FsState) =>
  openBattles(state).filter((b) => b.games.some((g) => g.bp?.some((r) => r.rerollable)));

/** AMD-3: `Advance` runs due automatic work, or ends BATTLES or UPKEEP; elsewhere it is refused. */
export function validateAdvance(state: FsState): RuleViolation[] {
  const step = state.turn.step;
  if (FS_PHASES[step].auto) {
    if (step === 'AFTERMATH' && state.pending.length > 0)
      return [
        ruleViolation(
          'AMD-3',
          t(`fsRules:advance.aftermathWaits.${state.pending[0]!.kind}`, {
            banner: state.pending[0]!.bannerId,
          }),
        ),
      ];
    return [];
  }
  if (step === 'UPKEEP') return [];
  if (step === 'BATTLES') {
    const battles = openBattles(state);
    const due = battles.some((b) => {
      const s = siegeOf(state, b.id);
      return s?.state === 'opening' || (s?.state === 'siegeTurns' && s.turnStep === 'time');
    });
    if (due) return [];
    const why = battlesComplete(state);
    return why ? [ruleViolation('AMD-3', t('fsRules:advance.battlesOpen', { why }))] : [];
  }
  return [ruleViolation('AMD-3', t('fsRules:advance.ownEnding', { step: t(`firestorm:steps.${step}`) }))];
}

export function resolveAdvance(sink: FsSink): void {
  const state = sink.state;
  switch (state.turn.step) {
    case 'BATTLES': {
      const battles = openBattles(state);
      const opening = battles.filter((b) => siegeOf(state, b.id)?.state === 'opening');
      // At SiegeStarted the attacker may declare the Final Assault at once; Advance declines it (SIEGE-4).
      for (const b of opening) runOpening(sink, b);
      const timeDue = battles.some((b) => {
        const s = siegeOf(state, b.id);
        return s?.state === 'siegeTurns' && s.turnStep === 'time';
      });
      if (opening.length === 0 && !timeDue) {
        for (const b of battles)
          if (b.state === 'pending')
            sink.emit('BattleResolved', { battle: b.hex, games: b.games.length }, ['AMD-3', 'AMD-12']);
        enter(sink, 'AFTERMATH');
      }
      return;
    }
    case 'AFTERMATH':
      for (const b of rerollsOpen(state))
        sink.emit('BuildPointRerollsDeclined', { battle: b.hex }, ['FS-BP-1', 'BOT-14']);
      return;
    case 'UPKEEP':
      enforceBannerLimit(sink);
      enter(sink, 'BUILD');
      return;
    default:
      return;
  }
}
