import { PHASE_NAMES, unitsInOrder, type AssaultState } from '@shared/rulesets/assault';
import type { RootState } from '../../app/store';
import { choiceNow } from './assaultActions';

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** ASLT-3 room and breaches, or ASLT-32 entrances underground. */
function strongholdWords(variant: 'standard' | 'dungeon', capacity: number, breaches: number, doors: number) {
  return variant === 'dungeon'
    ? `dungeon, ${plural(doors, 'entrance')}`
    : `capacity ${capacity}, ${breaches} ${breaches === 1 ? 'breach' : 'breaches'}`;
}

const inPlay = (game: AssaultState, side: 'besieger' | 'defender') =>
  unitsInOrder(game).filter((u) => u.side === side && u.status !== 'defeated').length;

/**
 * The status bar on the Assault tab (instead of the map's hint and size): what the GM does now, and the two sides'
 * units still in play, the stronghold's ASLT-3 values, and whether the assault is a campaign battle (LOC-7).
 */
export function selectAssaultStatus(state: RootState): { hint: string; summary: string } {
  const { game, record, draft, binding } = state.assault;
  if (!game || !record) {
    const units = (side: 'besieger' | 'defender') => draft[side].roster.length;
    return {
      hint: 'Fill in both rosters and the stronghold, then start the assault (RULES.md §8).',
      summary: `${draft.besieger.name}: ${units('besieger')} roster lines · ${draft.defender.name}: ${units('defender')} · ${strongholdWords(draft.variant, draft.unitCapacity, draft.breaches, draft.entrances.length)}`,
    };
  }
  const choice = choiceNow(game);
  const hint =
    game.phase === 'ENDED'
      ? binding
        ? 'The assault is over: "Record in the campaign" sends its result and losses there (LOC-7, ASLT-29).'
        : 'The assault is over: save it, print its report, or go back to the rosters.'
      : choice
        ? `Turn ${game.turn} · ${PHASE_NAMES[game.phase]}: a choice, made by hand in the side panel or by "Decide for me" (BOT-20..24).`
        : `Turn ${game.turn} · ${PHASE_NAMES[game.phase]}: "Next phase" rolls its throws (ASLT-12).`;
  const sides = `${record.names.besieger} ${inPlay(game, 'besieger')} units · ${record.names.defender} ${inPlay(game, 'defender')} units`;
  const { unitCapacity, breaches, entrances = [] } = game.stronghold;
  const walls = strongholdWords(game.variant, unitCapacity, breaches, entrances.length);
  return { hint, summary: `${sides} · ${walls}${binding ? ' · campaign battle' : ''}` };
}
