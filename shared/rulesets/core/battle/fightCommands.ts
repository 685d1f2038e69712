import type { EventSink } from '../eventSink';
import { LEVELS, type Battle, type BattleResult, type Campaign } from '../model/campaign';
import type { CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import { getArmy, getBattle, lordWithArmy } from '../state/selectors';
import { rollScenario } from './coreScenario';
import { diceModifiers, diceResult } from './diceResult';
import { canAssault, fightFortressAssault } from './fortressAssault';
import { resultAdjustments } from './finalResult';
import { battleName } from '../queries/battleName';
import { t } from '../../../i18n';

/** TURN-1 FIGHT: commands name a battle of this side-turn that still waits for its result. */
export function pendingBattleViolations(state: Campaign, battleId: unknown): RuleViolation[] {
  const battle = typeof battleId === 'string' ? getBattle(state, battleId) : undefined;
  if (!battle)
    return [violation('BATTLE-3', t('coreRules:battle.noSuchBattle', { battle: String(battleId) }))];
  if (battle.state !== 'pending')
    return [violation('BATTLE-3', t('coreRules:battle.hasResult', { battle: battleName(state, battle.id) }))];
  return [];
}

/** BATTLE-3: players may override the method before the result; `assault` only for fortress battles (LOC-7). */
export function validateSetResolution(state: Campaign, command: CommandOf<'SetResolution'>): RuleViolation[] {
  const problems = pendingBattleViolations(state, command.battleId);
  if (problems.length > 0) return problems;
  const battle = getBattle(state, command.battleId)!;
  if (!['tabletop', 'dice', 'assault'].includes(command.method)) {
    return [violation('BATTLE-3', t('coreRules:battle.notAMethod', { method: String(command.method) }))];
  }
  if (command.method === 'assault' && battle.kind !== 'fortressSiege') {
    return [violation('BATTLE-3', t('coreRules:battle.assaultOnlyFortress'))];
  }
  return [];
}

/** BATTLE-3: the override is recorded as ResolutionSet. */
export function resolveSetResolution(sink: EventSink, command: CommandOf<'SetResolution'>): void {
  sink.emit('ResolutionSet', { battleId: command.battleId, method: command.method }, ['BATTLE-3']);
}

/** BATTLE-4: a field battle without a scenario may roll one, unless the source is `none`. */
export function validateGenerateScenario(
  state: Campaign,
  command: CommandOf<'GenerateScenario'>,
): RuleViolation[] {
  const problems = pendingBattleViolations(state, command.battleId);
  if (problems.length > 0) return problems;
  const battle = getBattle(state, command.battleId)!;
  if (battle.kind !== 'field') return [violation('BATTLE-4', t('coreRules:battle.fortressSiegeGame'))];
  if (state.settings.core.scenarioSource === 'none') {
    return [violation('BATTLE-4', t('coreRules:battle.noScenarioSource'))];
  }
  if (battle.scenario)
    return [
      violation('BATTLE-4', t('coreRules:battle.hasScenario', { battle: battleName(state, battle.id) })),
    ];
  return [];
}

/** BATTLE-4: roll the core chart or run the SCEN generator now, as the settings say. */
export function resolveGenerateScenario(sink: EventSink, command: CommandOf<'GenerateScenario'>): void {
  rollScenario(sink, command.battleId);
}

/** BATTLE-6: winner none ⇔ draw; lord flags name players whose Lord is with an army of this battle (LORD-3). */
export function validateRecordTabletopResult(
  state: Campaign,
  command: CommandOf<'RecordTabletopResult'>,
): RuleViolation[] {
  const problems = pendingBattleViolations(state, command.battleId);
  if (problems.length > 0) return problems;
  const battle = getBattle(state, command.battleId)!;
  if (battle.method !== 'tabletop') {
    return [
      violation(
        'BATTLE-3',
        t('coreRules:battle.notTabletop', {
          battle: battleName(state, battle.id),
          method: t(`log:method.${battle.method}`),
        }),
      ),
    ];
  }
  if (command.winner !== 'attacker' && command.winner !== 'defender' && command.winner !== null) {
    return [violation('BATTLE-6', t('coreRules:battle.winnerWord'))];
  }
  if (!(LEVELS as readonly unknown[]).includes(command.level)) {
    return [violation('BATTLE-6', t('coreRules:battle.notALevel', { level: String(command.level) }))];
  }
  if ((command.winner === null) !== (command.level === 'draw')) {
    return [violation('BATTLE-6', t('coreRules:battle.drawHasNoWinner'))];
  }
  const withLord = new Set(
    [battle.attacker.armyId, battle.defender.armyId]
      .map((id) => lordWithArmy(state, id)?.playerId)
      .filter(Boolean),
  );
  for (const key of ['lordUsed', 'lordKilledInChallenge'] as const) {
    const players = command[key] ?? [];
    if (!Array.isArray(players)) return [violation('LORD-3', t('coreRules:battle.listOfPlayers', { key }))];
    const stray = players.find((p) => !withLord.has(p));
    if (stray !== undefined) {
      return [
        violation(
          'LORD-3',
          t('coreRules:battle.lordNotInBattle', {
            player: playerName(state, String(stray)),
            battle: battleName(state, battle.id),
            key,
          }),
        ),
      ];
    }
  }
  return [];
}

/** BATTLE-6, BATTLE-7: the entered level is the raw result; LORD-3 flags travel with it. */
export function resolveRecordTabletopResult(
  sink: EventSink,
  command: CommandOf<'RecordTabletopResult'>,
): void {
  const battle = getBattle(sink.state, command.battleId)!;
  recordRawResult(
    sink,
    battle,
    'tabletop',
    { winner: command.winner, level: command.level },
    {
      ...(command.lordUsed ? { lordUsed: [...command.lordUsed] } : {}),
      ...(command.lordKilledInChallenge ? { lordKilledInChallenge: [...command.lordKilledInChallenge] } : {}),
    },
  );
}

/** DICE-*: only a battle set to dice (or to assault, which falls back to dice without rosters, LOC-7). */
export function validateAutoResolve(state: Campaign, command: CommandOf<'AutoResolve'>): RuleViolation[] {
  const problems = pendingBattleViolations(state, command.battleId);
  if (problems.length > 0) return problems;
  const battle = getBattle(state, command.battleId)!;
  if (battle.method === 'tabletop') {
    return [
      violation('BATTLE-3', t('coreRules:battle.setToTabletop', { battle: battleName(state, battle.id) })),
    ];
  }
  return [];
}

/** DICE-1: attacker D6 then defender D6; DICE-2 modifiers; DICE-3 table. */
export function resolveAutoResolve(sink: EventSink, command: CommandOf<'AutoResolve'>): void {
  const battle = getBattle(sink.state, command.battleId)!;
  // LOC-7: an assault when both armies have rosters, else the dice (the same command either way).
  if (canAssault(sink, battle)) {
    recordRawResult(sink, battle, 'assault', fightFortressAssault(sink, battle), {});
    return;
  }
  const modifiers = diceModifiers(sink.state, battle);
  const attackerActor = getArmy(sink.state, battle.attacker.armyId)!.id;
  const defenderActor = getArmy(sink.state, battle.defender.armyId)!.id;
  const attackerTotal = sink.roll('D6', 'dice.attacker', ['DICE-1'], attackerActor) + modifiers.attacker;
  const defenderTotal = sink.roll('D6', 'dice.defender', ['DICE-1'], defenderActor) + modifiers.defender;
  recordRawResult(sink, battle, 'dice', diceResult(attackerTotal, defenderTotal), {
    attackerTotal,
    defenderTotal,
  });
}

/** BATTLE-7, RESULT-1: the raw result, then each LOC-7/LOC-8 adjustment (FIGHT may then be over, phases.ts). */
export function recordRawResult(
  sink: EventSink,
  battle: Battle,
  method: Battle['method'],
  raw: BattleResult,
  extra: {
    attackerTotal?: number;
    defenderTotal?: number;
    lordUsed?: string[];
    lordKilledInChallenge?: string[];
  },
): void {
  const ruleIds =
    method === 'dice'
      ? (['DICE-2', 'DICE-3', 'BATTLE-7'] as const)
      : method === 'assault'
        ? (['ASLT-26', 'AMD-8', 'LOC-7', 'BATTLE-7'] as const)
        : (['BATTLE-6', 'BATTLE-7'] as const);
  sink.emit(
    'BattleResolved',
    { battleId: battle.id, method, winner: raw.winner, level: raw.level, ...extra },
    ruleIds,
  );
  for (const adjustment of resultAdjustments(sink.state, battle, raw)) {
    sink.emit('BattleResultAdjusted', { battleId: battle.id, ...adjustment }, [
      adjustment.ruleId,
      'RESULT-1',
    ]);
  }
}

/** A player as the GM named them; the given text itself when no player has that id (a refusal quotes it). */
function playerName(state: Campaign, playerId: string): string {
  return state.players.find((p) => p.id === playerId)?.name ?? `"${playerId}"`;
}
