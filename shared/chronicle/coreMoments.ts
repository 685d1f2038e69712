import { t } from '../i18n';
import { levelWord, type PackNamer } from '../pack/packNames';
import type { EngineEvent } from '../rulesets/core';
import type { CoreOdds } from './coreChronicle';

/** A notable moment (issue 33), keyed by the seq of the event that makes it. */
export interface Moment {
  readonly seq: number;
  readonly turn: number;
  readonly name: string;
  readonly text: string;
}

/** A defender that held against these odds made a last stand: the attacker won at least 24 of the 36 rolls. */
export const LAST_STAND_ROLLS = 24;

/**
 * The notable moments of a core campaign, from the events the audience may read (issue 33; README "The campaign
 * chronicle" lists the definitions):
 * - First fortress to fall: the first SettlementCaptured of a fortress taken from a player (SETUP-3, VICT-2).
 * - Massacre: every battle whose final result is a massacre (DATA-6 level, after LOC-7/LOC-8).
 * - Last stand: a defender that won or drew a battle in which, before it, the attacker won at least 24 of the 36
 *   dice rolls (DICE-2/3 odds, diceOdds).
 * - A Lord falls: a Lord killed in a challenge or taken prisoner (LORD-*).
 */
export function coreMoments(
  events: readonly EngineEvent[],
  odds: ReadonlyMap<string, CoreOdds>,
  n: PackNamer,
): Map<number, Moment> {
  const moments = new Map<number, Moment>();
  const add = (e: EngineEvent, name: string, text: string) => {
    if (!moments.has(e.seq)) moments.set(e.seq, { seq: e.seq, turn: e.turn, name, text });
  };
  const starts = new Map<string, Extract<EngineEvent, { type: 'BattleStarted' }>>();
  let fortressFell = false;
  for (const e of events) {
    switch (e.type) {
      case 'BattleStarted':
        starts.set(e.payload.battleId, e);
        break;
      case 'SettlementCaptured':
        if (!fortressFell && e.payload.settlementType === 'fortress' && e.payload.fromPlayer !== null) {
          fortressFell = true;
          add(
            e,
            t('chronicle:moment.firstFortress'),
            t('chronicle:moment.fortressFell', {
              hex: n.hex(e.payload.hex),
              to: n.player(e.payload.toPlayer),
              from: n.player(e.payload.fromPlayer),
            }),
          );
        }
        break;
      case 'BattleApplied': {
        const start = starts.get(e.payload.battleId);
        if (!start) break;
        const p = start.payload;
        if (e.payload.level === 'massacre' && e.payload.winner !== null) {
          const [winner, loser] =
            e.payload.winner === 'attacker'
              ? [p.attackerArmyId, p.defenderArmyId]
              : [p.defenderArmyId, p.attackerArmyId];
          add(
            start,
            t('chronicle:moment.massacre'),
            t('chronicle:moment.massacred', {
              hex: n.hex(p.hex),
              winner: n.army(winner),
              loser: n.army(loser),
            }),
          );
          break;
        }
        const o = odds.get(p.battleId);
        if (o && o.attacker >= LAST_STAND_ROLLS && e.payload.winner !== 'attacker')
          add(
            start,
            t('chronicle:moment.lastStand'),
            t(e.payload.winner === null ? 'chronicle:moment.heldDraw' : 'chronicle:moment.heldWin', {
              hex: n.hex(p.hex),
              defender: n.army(p.defenderArmyId),
              attacker: n.army(p.attackerArmyId),
              level: levelWord(e.payload.level),
              rolls: o.attacker,
            }),
          );
        break;
      }
      case 'LordKilled':
        add(
          e,
          t('chronicle:moment.lordFalls'),
          t('chronicle:moment.lordKilled', {
            lord: n.lord(e.payload.playerId),
            player: n.player(e.payload.playerId),
          }),
        );
        break;
      case 'LordCaptured':
        add(
          e,
          t('chronicle:moment.lordFalls'),
          t('chronicle:moment.lordCaptured', {
            lord: n.lord(e.payload.playerId),
            player: n.player(e.payload.playerId),
          }),
        );
        break;
      default:
        break;
    }
  }
  return moments;
}
