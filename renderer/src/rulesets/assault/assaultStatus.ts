import { unitsInOrder, type AssaultState } from '@shared/rulesets/assault';
import type { RootState } from '../../app/store';
import { choiceNow } from './assaultActions';
import { t } from '@shared/i18n';
import { phaseName } from './assaultWords';

/** ASLT-3 room and breaches, or ASLT-32 entrances underground. */
function strongholdWords(variant: 'standard' | 'dungeon', capacity: number, breaches: number, doors: number) {
  return variant === 'dungeon'
    ? t('assault:status.dungeon', { count: doors })
    : t('assault:status.walls', { capacity, count: breaches });
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
      hint: t('assault:status.hint'),
      summary: t('assault:status.draft', {
        besieger: draft.besieger.name,
        besiegerLines: units('besieger'),
        defender: draft.defender.name,
        defenderLines: units('defender'),
        walls: strongholdWords(draft.variant, draft.unitCapacity, draft.breaches, draft.entrances.length),
      }),
    };
  }
  const choice = choiceNow(game);
  const hint =
    game.phase === 'ENDED'
      ? binding
        ? t('assault:status.overBound')
        : t('assault:status.over')
      : t(choice ? 'assault:status.choice' : 'assault:status.throws', {
          turn: game.turn,
          phase: phaseName(game.phase),
        });
  const { unitCapacity, breaches, entrances = [] } = game.stronghold;
  const walls = strongholdWords(game.variant, unitCapacity, breaches, entrances.length);
  const summary = t(binding ? 'assault:status.sidesBound' : 'assault:status.sides', {
    besieger: record.names.besieger,
    besiegerUnits: inPlay(game, 'besieger'),
    defender: record.names.defender,
    defenderUnits: inPlay(game, 'defender'),
    walls,
  });
  return { hint, summary };
}
