import type { RngState } from '../../../random';
import type { Campaign } from '../model/campaign';
import type { EngineEvent } from '../model/events';
import { t } from '../../../i18n';

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** GEN-5: a PRNG state is a signed 32-bit seed and four signed 32-bit xoroshiro128+ words (shared/random/rng). */
export function brokenRngState(rng: RngState, place: string | (() => string)): string | undefined {
  // The place is named only when the state is broken (the loader checks every DiceRolled event of a log).
  const where = () => (typeof place === 'string' ? place : place());
  const int32 = (value: number) => Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX;
  if (!int32(rng.seed)) return t('coreRules:invariant.seed', { where: where(), seed: rng.seed });
  if (rng.words.length !== 4) return t('coreRules:invariant.words', { where: where() });
  const bad = rng.words.find((word) => !int32(word));
  if (bad !== undefined) return t('coreRules:invariant.wordRange', { where: where(), word: bad });
  // xoroshiro128+ never leaves the all-zero state: every die would show the same face, and a tie re-rolled until
  // it breaks (FS initiative, ASLT morale) would never end (issue 26).
  if (rng.words.every((word) => word === 0)) return t('coreRules:invariant.zeros', { where: where() });
  return undefined;
}

/** The armies an event is about (destroyed armies may not appear in later events but LordCaptured). */
function actorsOf(event: EngineEvent): string[] {
  const payload = event.payload as unknown as Record<string, unknown>;
  return [payload.armyId, payload.attackerArmyId, payload.defenderArmyId].filter(
    (id): id is string => typeof id === 'string',
  );
}

/** How the log names an army for the GM: its name when the campaign knows it. */
function armyName(campaign: Campaign, armyId: string): string {
  const army = Object.hasOwn(campaign.armies.entities, armyId) ? campaign.armies.entities[armyId] : undefined;
  return army ? army.name : armyId;
}

/**
 * EVT-1, GEN-5: the log counts its events 1, 2, 3… in order, never goes back a turn, keeps every recorded PRNG
 * state in range, and never shows a destroyed army acting again (RESULT-5, RETREAT-6: removed for good).
 * Checks events from index `from` (earlier ones still tell which armies are destroyed), so a caller checking
 * after every command need not re-check the whole log.
 */
export function brokenLogInvariant(campaign: Campaign, from = 0): string | undefined {
  const { log } = campaign;
  const destroyed = new Set<string>();
  let lastTurn = 0;
  for (let index = 0; index < log.length; index++) {
    const event = log[index]!;
    const checked = index >= from;
    if (checked) {
      // Made only when a problem is found: a file's log may hold a hundred thousand events.
      const where = () => t('coreRules:invariant.event', { number: index + 1, type: event.type });
      if (event.seq !== index + 1)
        return t('coreRules:invariant.numbered', { event: where(), seq: event.seq });
      if (event.turn < lastTurn)
        return t('coreRules:invariant.turnBack', { event: where(), turn: event.turn, last: lastTurn });
      if (event.type === 'DiceRolled') {
        const broken = brokenRngState(event.payload.rngAfter, where);
        if (broken) return broken;
      }
    }
    lastTurn = event.turn;
    if (event.type === 'ArmyDestroyed') {
      destroyed.add(event.payload.armyId);
      continue;
    }
    if (!checked || event.type === 'LordCaptured') continue;
    const ghost = actorsOf(event).find((armyId) => destroyed.has(armyId));
    if (ghost !== undefined)
      return t('coreRules:invariant.ghost', {
        army: armyName(campaign, ghost),
        number: index + 1,
        type: event.type,
      });
  }
  return undefined;
}
