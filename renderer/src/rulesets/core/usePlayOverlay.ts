import { useMemo } from 'react';
import type { HexKey } from '@shared/hex';
import { useAppSelector } from '../../store/hooks';
import { EMPTY_PLAY_OVERLAY, type PlayOverlay } from '../../canvas';
import { selectCampaign } from '../../campaign/playSelectors';
import { selectLegalMoves, selectRetreatChoices } from './coreSelectors';

/**
 * The campaign overlay for the current pointer: reachable hexes of the picked-up army (MOVE-5..10), battle hexes
 * among them (MOVE-7), the path to the hex under the pointer, a cross where a drop would be refused, and the
 * retreat choices (RETREAT-4). Only the path depends on the hover hex; the search runs once per pick-up.
 */
export function usePlayOverlay(hoverHex: HexKey | null): PlayOverlay {
  const moves = useAppSelector(selectLegalMoves);
  const choices = useAppSelector(selectRetreatChoices);
  const campaign = useAppSelector(selectCampaign);
  const selectedArmyId = useAppSelector((state) => state.play.selectedArmyId);
  const dragging = useAppSelector((state) => state.play.dragging);
  const armyHex = selectedArmyId ? (campaign?.armies.entities[selectedArmyId]?.hex ?? null) : null;
  const reach = useMemo(
    () => ({
      reachable: moves.map((m) => m.to),
      battles: moves.filter((m) => m.battle).map((m) => m.to),
      byHex: new Map(moves.map((m) => [m.to, m.path])),
    }),
    [moves],
  );
  const choiceHexes = useMemo(() => choices.map((c) => c.to), [choices]);
  return useMemo(() => {
    if (reach.reachable.length === 0 && choiceHexes.length === 0) return EMPTY_PLAY_OVERLAY;
    const path = hoverHex ? (reach.byHex.get(hoverHex) ?? []) : [];
    const refused =
      dragging && hoverHex && hoverHex !== armyHex && reach.reachable.length > 0 && !reach.byHex.has(hoverHex)
        ? hoverHex
        : null;
    return { reachable: reach.reachable, battles: reach.battles, path, refused, choices: choiceHexes };
  }, [reach, choiceHexes, hoverHex, dragging, armyHex]);
}
