import { useMemo } from 'react';
import { createSelector } from '@reduxjs/toolkit';
import type { HexKey } from '@shared/hex';
import type { Campaign } from '@shared/rulesets/core';
import { useAppSelector } from '../../../store/hooks';
import type { RootState } from '../../../app/store';
import type { HexMarks } from '../../../canvas';
import { selectShownCampaign } from '../coreSelectors';

/** BATTLE-1..8: hexes with a battle not yet applied (pending, or resolved and waiting for RESULTS). */
export function contestedHexes(campaign: Campaign | null): HexKey[] {
  if (!campaign) return [];
  const hexes = campaign.battles.ids
    .map((id) => campaign.battles.entities[id]!)
    .filter((battle) => battle.state !== 'applied')
    .map((battle) => battle.hex);
  return [...new Set(hexes)];
}

/** The contested hexes of the campaign on screen (the replayed one while replaying). */
export const selectContestedHexes = createSelector([selectShownCampaign], contestedHexes);

/** No marks: one object, so the canvas keeps its memoised scene (and tests that mock the canvas need nothing). */
const NO_HEX_MARKS: HexMarks = { notes: {}, contested: [] };

const selectNotes = (state: RootState) => state.document.present.notes;

/** The marks layer's input for the core map: the document's notes and the shown campaign's battles. */
export function useHexMarks(): HexMarks {
  const notes = useAppSelector(selectNotes);
  const contested = useAppSelector(selectContestedHexes);
  return useMemo(
    () => (!notes && contested.length === 0 ? NO_HEX_MARKS : { notes: notes ?? {}, contested }),
    [notes, contested],
  );
}
