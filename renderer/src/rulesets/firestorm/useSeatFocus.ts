import { useEffect } from 'react';
import type { HexKey } from '@shared/hex';
import { factionBanners } from '@shared/rulesets/firestorm';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { focusRequested } from '../../document/viewSlice';
import { selectFirestorm, selectFsViewer } from './fsSelectors';

/**
 * Issue 27: a faction's view (locked, or its turn at the hot seat) opens centred on its own banners, so the player
 * starts where their orders are rather than hunting for them on the whole map. Once per seat taken.
 */
export function useSeatFocus(): void {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectFsViewer);
  const fs = useAppSelector(selectFirestorm);
  const seat = fs && viewer.kind === 'seat' ? viewer.id : null;
  useEffect(() => {
    if (!seat || !fs) return;
    const hexes = factionBanners(fs, seat)
      .map((b) => b.hex)
      .filter((h): h is HexKey => Boolean(h));
    if (hexes.length > 0) dispatch(focusRequested(hexes));
    // Only when the seat changes: the player pans freely afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seat, dispatch]);
}
