import type { Campaign } from '../rulesets/core';
import { aggregateBalance } from './aggregateBalance';
import { campaignContext, campaignIntro, type CampaignKind } from './balanceKind';
import { runCoreBalanceGame } from './coreBalanceRun';

/** The core campaign's balance report (issue 16): sides, side-turns, settlements captured, SETUP-8's first mover. */
export const CORE_BALANCE_KIND: CampaignKind<Campaign> = {
  ruleset: 'core',
  sideWord: 'side',
  turnWord: 'side-turns',
  runsNoun: 'campaigns',
  runsTitle: 'campaigns',
  intro: campaignIntro('side'),
  capturesLabel: 'Settlements captured most often',
  firstWord: 'moving first',
  firstHeading: 'First-move advantage',
  drawLabel: 'Draw',
  refusal: (setup) =>
    setup.status === 'setup'
      ? 'The campaign has not started yet: press Start first.'
      : setup.status === 'ended'
        ? 'This campaign has ended: open a saved turn from before its end.'
        : undefined,
  sides: (setup) => setup.sides.map(({ id, name, color }) => ({ id, name, color })),
  run: runCoreBalanceGame,
  aggregate: (summaries, setup, request) =>
    aggregateBalance(summaries, campaignContext(CORE_BALANCE_KIND, setup, request)),
};
