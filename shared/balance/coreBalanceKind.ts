import type { Campaign } from '../rulesets/core';
import { aggregateBalance } from './aggregateBalance';
import { campaignContext, type CampaignKind } from './balanceKind';
import { t } from '../i18n';
import { runCoreBalanceGame } from './coreBalanceRun';

/** The core campaign's balance report (issue 16): sides, side-turns, settlements captured, SETUP-8's first mover. */
export const CORE_BALANCE_KIND: CampaignKind<Campaign> = {
  ruleset: 'core',
  refusal: (setup) =>
    setup.status === 'setup'
      ? t('balance:refusal.notStarted')
      : setup.status === 'ended'
        ? t('balance:refusal.ended')
        : undefined,
  sides: (setup) => setup.sides.map(({ id, name, color }) => ({ id, name, color })),
  run: runCoreBalanceGame,
  aggregate: (summaries, setup, request) =>
    aggregateBalance(summaries, campaignContext(CORE_BALANCE_KIND, setup, request)),
};
