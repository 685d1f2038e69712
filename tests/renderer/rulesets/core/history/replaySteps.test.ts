import { describe, expect, it } from 'vitest';
import { coreCampaignOf } from '@shared/document';
import { replayTo } from '@shared/rulesets/core';
import {
  nextStop,
  previousStop,
  replayPosition,
  replayStops,
  replayToSeq,
} from '../../../../../renderer/src/rulesets/core/history/replaySteps';
import { generatedDocument } from '../../../../shared/file/documentFactory';

const campaign = coreCampaignOf(generatedDocument(5, 8))!;

describe('step-by-step replay (issue 15)', () => {
  it('stops at every history line but the dice, which join the step they feed', () => {
    const stops = replayStops(campaign);
    expect(stops.length).toBeGreaterThan(campaign.turn.number);
    const types = stops.map((seq) => campaign.log.find((e) => e.seq === seq)!.type);
    expect(types).not.toContain('DiceRolled');
    expect(types).toContain('ArmyMoved');
  });

  it('folds the log up to a step, and up to a whole side-turn exactly as the side-turn replay does', () => {
    const lastOfTurn2 = replayPosition(campaign, 2, null);
    expect(replayToSeq(campaign, lastOfTurn2)).toEqual(replayTo(campaign, 2));
    const last = campaign.log.at(-1)!.seq;
    expect(replayToSeq(campaign, last).armies).toEqual(campaign.armies);
  });

  it('steps back from live and forward again to live', () => {
    const stops = replayStops(campaign);
    const live = replayPosition(campaign, null, null);
    const back = previousStop(stops, live)!;
    expect(back).toBeLessThan(live);
    expect(previousStop(stops, stops[0]!)).toBeNull();
    const again = nextStop(campaign, stops, back);
    // Forward from the step before live is live itself (null) or a later step.
    if (again !== null) expect(again).toBeGreaterThan(back);
    expect(nextStop(campaign, stops, live)).toBeNull();
  });
});
