import type { FsState, FsStep } from '../model/types';
import { buildIncome, factionBanners, openBattles, siegeOf } from '../state/selectors';
import { decideOutcome, applySideConsequence, applyTerritoryOutcome } from './consequences';
import { payGameAwards } from './awards';
import { rollInitiative } from './initiative';
import { factionsOwingOrders } from './orders';
import { runTimeRoll } from './siege';
import { scoreTurn } from './scoring';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

const MAX_LOOPS = 10_000;

/**
 * AMD-11: after every command the engine carries on through the automatic work that follows until it waits for a
 * command (FS-TURN-1's automatic steps, a siege's time roll, AFTERMATH's battles, a faction with nothing to do).
 */
export function runAutomatic(sink: FsSink): void {
  for (let n = 0; n < MAX_LOOPS; n++) if (!stepOnce(sink)) return;
  throw new Error('firestorm: the automatic work did not settle');
}

/** One piece of automatic work; false when the engine waits for a command. */
function stepOnce(sink: FsSink): boolean {
  const s = sink.state;
  if (s.status === 'ended' || s.pending.length > 0) return false;
  switch (s.turn.step) {
    case 'START':
      sink.emit('TurnStarted', { turn: s.turn.number + 1 }, ['FS-TURN-1', 'AMD-2']);
      enter(sink, 'INITIATIVE');
      return true;
    case 'INITIATIVE':
      rollInitiative(sink);
      enter(sink, 'ORDERS');
      return true;
    case 'ORDERS':
      if (factionsOwingOrders(s).length > 0) return false;
      enter(sink, 'EXECUTION');
      return true;
    case 'EXECUTION':
      return executionStep(sink);
    case 'BATTLES':
      return battlesStep(sink);
    case 'AFTERMATH':
      return aftermathStep(sink);
    case 'UPKEEP':
    case 'BUILD':
      return false;
    case 'SCORING':
      scoreTurn(sink);
      if (sink.state.status !== 'ended') enter(sink, 'START');
      return sink.state.status !== 'ended';
  }
}

/** Enters a step and does its opening work (EXECUTION: first faction's reveal; BUILD: income, FS-BP-3). */
export function enter(sink: FsSink, step: FsStep): void {
  sink.emit('PhaseStarted', { phase: step }, ['FS-TURN-1']);
  const order = sink.state.turn.initiativeOrder ?? sink.state.factions.map((f) => f.id);
  if (step === 'EXECUTION') activate(sink, order[0]!);
  if (step === 'BUILD') {
    for (const f of order) {
      const income = buildIncome(sink.state, f);
      if (income.amount > 0)
        sink.emit('BuildPointsGained', { faction: f, amount: income.amount, source: income.source }, [
          'FS-BP-3',
          'FS-BUILD-6',
        ]);
    }
    sink.emit('FactionActivated', { faction: order[0] }, ['FS-BUILD-8']);
  }
}

/** FS-ORDER-4: the active faction reveals every order of every banner it owns. */
function activate(sink: FsSink, faction: string): void {
  sink.emit('FactionActivated', { faction }, ['FS-ORDER-4']);
  for (const b of factionBanners(sink.state, faction))
    if (b.order && !b.revealed)
      sink.emit('OrderRevealed', { faction, banner: b.id, order: b.order }, ['FS-ORDER-2', 'FS-ORDER-4']);
}

function executionStep(sink: FsSink): boolean {
  const s = sink.state;
  const active = s.turn.active!;
  if (factionBanners(s, active).some((b) => b.orderState === 'pending')) return false;
  const order = s.turn.initiativeOrder ?? s.factions.map((f) => f.id);
  const next = order[order.indexOf(active) + 1];
  if (next) activate(sink, next);
  else enter(sink, 'BATTLES');
  return true;
}

/** Automatic work in BATTLES: the time roll of a siege turn (SIEGE-6); a turn without battles ends at once. */
function battlesStep(sink: FsSink): boolean {
  const battles = openBattles(sink.state);
  for (const battle of battles) {
    const siege = siegeOf(sink.state, battle.id);
    if (siege?.state === 'siegeTurns' && siege.turnStep === 'time') {
      runTimeRoll(sink, battle, siege);
      return true;
    }
  }
  // Decision: BATTLES with no battle at all has nothing to record and ends by itself.
  if (battles.length === 0) {
    enter(sink, 'AFTERMATH');
    return true;
  }
  return false;
}

/** Whether Advance may end BATTLES now (AMD-3): every battle has its kind and games, every siege is over. */
export function battlesComplete(state: FsState): string | undefined {
  for (const battle of openBattles(state)) {
    if (!battle.kind) return t('fsRules:flow.noKind', { hex: battle.hex });
    if (battle.kind === 'firestormSiege' && siegeOf(state, battle.id)!.state !== 'ended')
      return t('fsRules:flow.siegeOpen', { hex: battle.hex });
    if (battle.games.length === 0) return t('fsRules:flow.noGame', { hex: battle.hex });
  }
  return undefined;
}

/** FS-TURN-1 AFTERMATH: per battle in createdSeq order, awards then consequences (FS-DEFEAT-3). */
function aftermathStep(sink: FsSink): boolean {
  const battle = openBattles(sink.state)[0];
  if (!battle) {
    enter(sink, 'UPKEEP');
    return true;
  }
  const stage = battle.stage ?? 'awards';
  if (stage === 'awards') {
    const next = battle.awardedGames ?? 0;
    if (next < battle.games.length) return payGameAwards(sink, battle, next);
    decideOutcome(sink, battle);
  } else if (stage === 'defender' || stage === 'attacker') applySideConsequence(sink, battle, stage);
  else applyTerritoryOutcome(sink, battle);
  return true;
}
