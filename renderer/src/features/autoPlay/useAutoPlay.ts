import { useEffect } from 'react';
import { autoPlayCommand } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { issueCommand } from '../play/issueCommand';
import { selectCampaign } from '../play/playSelectors';

/** Pause between auto-played commands, so the GM sees each flag move. */
const AUTO_PLAY_DELAY_MS = 300;

/**
 * GEN-6: players set to auto-play act by the BOT policies whenever it is their turn to act; a tabletop battle
 * pauses them until its result is entered (BOT-5). Each command is an ordinary undo step.
 */
export function useAutoPlay(): void {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const paused = useAppSelector((state) => state.play.simulation !== null || state.play.replayTurn !== null);
  useEffect(() => {
    if (!campaign || paused || campaign.status !== 'running') return;
    const command = autoPlayCommand(campaign);
    if (!command) return;
    const timer = setTimeout(() => dispatch(issueCommand(command)), AUTO_PLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [campaign, paused, dispatch]);
}
