import { ruleViolation, type RuleViolation } from '../../../kernel';
import type { CommandOf } from '../model/commands';
import type { FsState } from '../model/types';
import { openBattleAt } from '../state/selectors';
import type { FsSink } from './sink';
import { formatList, t } from '../../../i18n';

/** FS-DEFEAT-2 / FS-SCATTER-1: a choice the engine waits for, answered with one of its options. */
export function validateChoice(
  state: FsState,
  c: CommandOf<'ChooseRetreat' | 'ChooseScatter'>,
): RuleViolation[] {
  const kind = c.type === 'ChooseRetreat' ? 'retreat' : 'scatter';
  const rule = kind === 'retreat' ? 'FS-DEFEAT-2' : 'FS-SCATTER-1';
  const choice = state.pending.find((p) => p.bannerId === c.banner && p.kind === kind);
  if (!choice) return [ruleViolation(rule, t(`fsRules:choices.none.${kind}`, { banner: c.banner }))];
  if (!choice.options.includes(c.hex as never))
    return [
      ruleViolation(
        rule,
        t(`fsRules:choices.illegal.${kind}`, {
          hex: c.hex,
          banner: c.banner,
          options: formatList(choice.options, 'disjunction'),
        }),
      ),
    ];
  return [];
}

export function resolveChoice(sink: FsSink, c: CommandOf<'ChooseRetreat' | 'ChooseScatter'>): void {
  const choice = sink.state.pending.find((p) => p.bannerId === c.banner)!;
  const battle = sink.state.battles.find((b) => b.id === choice.battleId)!;
  if (c.type === 'ChooseRetreat')
    sink.emit('BannerRetreated', { banner: c.banner, from: battle.hex, to: c.hex }, [
      'FS-DEFEAT-1',
      'FS-DEFEAT-2',
    ]);
  else
    sink.emit('BannerScattered', { banner: c.banner, from: battle.hex, to: c.hex }, [
      'FS-SCATTER-1',
      'FS-SCATTER-3',
    ]);
}

export function validateReroll(state: FsState, c: CommandOf<'RerollBuildPoints'>): RuleViolation[] {
  const battle = openBattleAt(state, c.battle);
  const roll = battle?.games[c.game - 1]?.bp?.find((r) => r.player === c.player);
  if (!roll?.rerollable)
    return [
      ruleViolation(
        'FS-BP-1',
        t('fsRules:choices.noReroll', { player: c.player, game: c.game, hex: c.battle }),
      ),
    ];
  return [];
}

/** FS-BP-1: the winner re-rolls once; the second roll stands. */
export function resolveReroll(sink: FsSink, c: CommandOf<'RerollBuildPoints'>): void {
  const value = sink.roll('D3', 'fs.bpReroll', ['FS-BP-1'], c.player);
  sink.emit('BuildPointsRerolled', { battle: c.battle, game: c.game, player: c.player, value }, [
    'FS-BP-1',
    'AMD-4',
  ]);
}
