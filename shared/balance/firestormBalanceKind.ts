import type { FsState } from '../rulesets/firestorm';
import { aggregateBalance } from './aggregateBalance';
import { campaignContext, campaignIntro, type CampaignKind } from './balanceKind';
import { firestormPolicies, runFirestormBalanceGame } from './firestormBalanceRun';

/** The Firestorm campaign's balance report (issue 24): factions, turns, territories, FS-INIT's first in initiative. */
export const FIRESTORM_BALANCE_KIND: CampaignKind<FsState> = {
  ruleset: 'firestorm',
  sideWord: 'faction',
  turnWord: 'turns',
  runsNoun: 'campaigns',
  runsTitle: 'Firestorm campaigns',
  intro: campaignIntro('faction'),
  capturesLabel: 'Territories conquered most often',
  firstWord: 'first in initiative on the first turn',
  firstHeading: 'First-turn initiative advantage',
  drawLabel: 'Shared victory',
  refusal: (setup) =>
    setup.status === 'ended' ? 'This campaign has ended: open a saved turn from before its end.' : undefined,
  sides: (setup) => setup.factions.map(({ id, name, color }) => ({ id, name, color })),
  played: (setup, request) => ({ policies: firestormPolicies(setup, request.policies) }),
  run: runFirestormBalanceGame,
  aggregate: (summaries, setup, request) =>
    aggregateBalance(summaries, campaignContext(FIRESTORM_BALANCE_KIND, setup, request)),
};
