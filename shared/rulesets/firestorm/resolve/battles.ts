import { ownsItemWith } from '../state/selectors';
import { ruleViolation, type RuleViolation } from '../../../kernel';
import type { CommandOf, GameSpec } from '../model/commands';
import type { Battle, FsGame, FsResult, FsState } from '../model/types';
import { sidePoints } from '../state/battlePoints';
import { siegeLevelOf } from '../state/siegeLevelOf';
import { bannerById, factionById, openBattleAt, siegeOf, territoryAt } from '../state/selectors';
import { assaultsByRoster, fightFinalAssault, finalAssaultProblems } from './finalAssault';
import { rollLedgerDice } from './siegeLedger';
import type { FsSink } from './sink';
import { formatList, t } from '../../../i18n';

const pendingBattle = (state: FsState, hex: string): Battle | undefined => {
  const b = openBattleAt(state, hex);
  return b?.state === 'pending' ? b : undefined;
};

/**
 * SIEGE-1: the attacker of a pending battle chooses siege or field. AMD-15: a siege needs the defender's territory to
 * hold one of fs.siegeEligibleItems, whatever else stands there; where it holds none the battle is a field battle
 * from its start, and choosing the field again changes nothing but is no error.
 */
export function validateChooseSiege(state: FsState, c: CommandOf<'ChooseSiege'>): RuleViolation[] {
  const battle = pendingBattle(state, c.battle);
  if (!battle) return [ruleViolation('SIEGE-1', t('fsRules:common.noPendingBattle', { hex: c.battle }))];
  if (battle.kind === 'firestormSiege')
    return [ruleViolation('SIEGE-1', t('fsRules:battles.alreadySiege', { hex: c.battle }))];
  const eligible = siegeLevelOf(state, c.battle, battle.defender.factionId) !== undefined;
  if (c.siege && !eligible) {
    const owned = territoryAt(state, c.battle)?.owner === battle.defender.factionId;
    const items = formatList(state.settings['fs.siegeEligibleItems'].map((i) => t(`fsEngine:items.${i}`)));
    return [
      ruleViolation(
        'SIEGE-1',
        owned
          ? t('fsRules:battles.notEligible', { hex: c.battle, items })
          : t('fsRules:battles.notDefenders', { hex: c.battle }),
      ),
    ];
  }
  if (battle.kind === 'field' && (c.siege || eligible))
    return [ruleViolation('SIEGE-1', t('fsRules:battles.fieldChosen', { hex: c.battle }))];
  return [];
}

/** SIEGE-1: the attacker chooses a siege (SiegeStarted, SIEGE-7 SP = level) or a field battle. */
export function resolveChooseSiege(sink: FsSink, c: CommandOf<'ChooseSiege'>): void {
  if (!c.siege) {
    sink.emit('BattleKindChosen', { battle: c.battle, kind: 'field' }, ['SIEGE-1', 'FS-BATTLE-3']);
    return;
  }
  const battle = pendingBattle(sink.state, c.battle)!;
  const level = siegeLevelOf(sink.state, c.battle, battle.defender.factionId)!;
  sink.emit('SiegeStarted', { battle: c.battle, level, attackerSP: level, defenderSP: level }, [
    'SIEGE-1',
    'SIEGE-2',
    'SIEGE-7',
    'AMD-12',
  ]);
}

export function validateRecordGame(state: FsState, c: CommandOf<'RecordGame'>): RuleViolation[] {
  const battle = pendingBattle(state, c.battle);
  if (!battle) return [ruleViolation('FS-BATTLE-2', t('fsRules:common.noPendingBattle', { hex: c.battle }))];
  if (!battle.kind) return [ruleViolation('SIEGE-1', t('fsRules:battles.chooseFirst', { hex: c.battle }))];
  if (battle.kind === 'firestormSiege') {
    const siege = siegeOf(state, battle.id)!;
    if (siege.state !== 'finalAssault')
      return [ruleViolation('SIEGE-18', t('fsRules:battles.notFinalAssault', { hex: c.battle }))];
  }
  const out: RuleViolation[] = [];
  for (const [side, list] of [
    ['attacker', c.game.attackerPlayers],
    ['defender', c.game.defenderPlayers],
  ] as const) {
    const faction = factionById(
      state,
      side === 'attacker' ? battle.attacker.factionId : battle.defender.factionId,
    )!;
    for (const p of list ?? [])
      if (!faction.playerIds.includes(p))
        out.push(
          ruleViolation(
            'FS-BATTLE-2',
            t(`fsRules:battles.notPlayer.${side}`, { player: p, faction: faction.name }),
          ),
        );
  }
  return out;
}

/** FS-BATTLE-2 defaults: every co-owner of each side's banner (a garrison: its faction's players). */
function playersOf(state: FsState, battle: Battle, side: 'attacker' | 'defender'): string[] {
  const bannerId = side === 'attacker' ? battle.attacker.bannerId : battle.defender.bannerId;
  const banner = bannerId ? bannerById(state, bannerId) : undefined;
  if (banner) return [...banner.playerIds];
  return [...factionById(state, battle.defender.factionId)!.playerIds];
}

/** FS-BATTLE-6: D3 CP for a faction with a Lord's Tower (attacker first); the Walled Settlement CP are briefing numbers. */
function rollCommandPoints(sink: FsSink, battle: Battle): void {
  for (const faction of [battle.attacker.factionId, battle.defender.factionId]) {
    if (!ownsItemWith(sink.state, faction, 'commandPoints')) continue;
    sink.roll('D3', 'fs.cp', ['FS-BATTLE-6', 'FS-CP-1'], faction);
  }
}

export function recordGame(sink: FsSink, hex: string, game: GameSpec, method: FsGame['method']): void {
  const battle = pendingBattle(sink.state, hex)!;
  if (battle.kind === 'firestormSiege') rollLedgerDice(sink, battle);
  rollCommandPoints(sink, battle);
  sink.emit(
    'GameResultRecorded',
    {
      battle: hex,
      game: battle.games.length + 1,
      result: game.result,
      attackerPlayers: game.attackerPlayers ?? playersOf(sink.state, battle, 'attacker'),
      defenderPlayers: game.defenderPlayers ?? playersOf(sink.state, battle, 'defender'),
      attackerTabled: game.attackerTabled ?? false,
      defenderTabled: game.defenderTabled ?? false,
      method,
    },
    ['FS-BATTLE-2', 'AMD-3'],
  );
  if (battle.kind === 'firestormSiege') {
    const winner = game.result.endsWith('Victory') ? 'attacker' : game.result === 'draw' ? null : 'defender';
    sink.emit('SiegeEnded', { battle: hex, winner }, ['SIEGE-15', 'SIEGE-19', 'AMD-12']);
  }
}

export function validateAutoResolve(state: FsState, c: CommandOf<'AutoResolve'>): RuleViolation[] {
  const battle = pendingBattle(state, c.battle);
  if (!battle) return [ruleViolation('FS-BATTLE-8', t('fsRules:common.noPendingBattle', { hex: c.battle }))];
  if (!battle.kind) return [ruleViolation('SIEGE-1', t('fsRules:battles.chooseFirst', { hex: c.battle }))];
  if (battle.kind === 'firestormSiege') {
    const siege = siegeOf(state, battle.id)!;
    if (siege.state !== 'finalAssault')
      return [ruleViolation('SIEGE-16', t('fsRules:battles.notFinalAssault', { hex: c.battle }))];
    if (assaultsByRoster(state, battle)) return finalAssaultProblems(state, battle, siege);
    if (!state.settings['fs.finalAssaultQuickRoll'])
      return [
        ruleViolation('SIEGE-16', t('fsRules:battles.quickRollOff', { setting: 'fs.finalAssaultQuickRoll' })),
      ];
    return [];
  }
  if (!state.settings['fs.autoResolve'])
    return [ruleViolation('FS-BATTLE-8', t('fsRules:battles.autoResolveOff', { setting: 'fs.autoResolve' }))];
  if (battle.games.length > 0)
    return [ruleViolation('FS-BATTLE-8', t('fsRules:battles.hasGames', { hex: c.battle }))];
  return [];
}

/**
 * FS-BATTLE-8 (field) or SIEGE-16 for the Final Assault: by ASLT where both banners carry rosters (SIEGE-17),
 * otherwise the quick roll (SIEGE-15 Decision: a major victory to the winner).
 */
export function resolveAutoResolve(sink: FsSink, c: CommandOf<'AutoResolve'>): void {
  const state = sink.state;
  const battle = pendingBattle(state, c.battle)!;
  if (battle.kind === 'firestormSiege') {
    const siege = siegeOf(state, battle.id)!;
    if (assaultsByRoster(state, battle)) {
      rollLedgerDice(sink, battle); // SIEGE-13: the ledger's open dice, before the assault
      fightFinalAssault(sink, battle, siegeOf(sink.state, battle.id)!);
      return;
    }
    const roll = sink.roll('D6', 'siege.quick', ['SIEGE-16'], battle.attacker.factionId);
    // AMD-16: the −1 applies when the ledger holds a reinforcement entry (made only when a unit broke through, SIEGE-8).
    const reinforced = siege.ledger.some((e) => e.optionId === 'bringReinforcements');
    const total =
      roll +
      (siege.flags.gateDestroyed ? 1 : 0) +
      (siege.undermineSuccesses > 0 ? 1 : 0) -
      (reinforced ? 1 : 0);
    recordGame(sink, c.battle, { result: total >= 4 ? 'majorVictory' : 'majorDefeat' }, 'quick');
    return;
  }
  const a = sink.roll('D6', 'fs.auto', ['FS-BATTLE-8'], battle.attacker.factionId);
  const d = sink.roll('D6', 'fs.auto', ['FS-BATTLE-8'], battle.defender.factionId);
  const ap = sidePoints(state, battle, 'attacker');
  const dp = sidePoints(state, battle, 'defender');
  const fatigued = (id: string | null) => (id ? bannerById(state, id)?.fatigued : false) ?? false;
  const at = a - (fatigued(battle.attacker.bannerId) ? 1 : 0) + (ap > dp ? 1 : 0);
  const dt = d - (fatigued(battle.defender.bannerId) ? 1 : 0) + (dp > ap ? 1 : 0);
  recordGame(sink, c.battle, { result: bandResult(at - dt) }, 'auto');
}

/** DICE-3 bands from the attacker's view; ≥ 4 reads as a major victory (FS-BATTLE-8). */
export function bandResult(diff: number): FsResult {
  const size = Math.abs(diff);
  if (size <= 1) return 'draw';
  const major = size >= 3;
  if (diff > 0) return major ? 'majorVictory' : 'minorVictory';
  return major ? 'majorDefeat' : 'minorDefeat';
}
