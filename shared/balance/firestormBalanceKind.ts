import type { FsState } from '../rulesets/firestorm';
import { aggregateBalance } from './aggregateBalance';
import { campaignContext, type CampaignKind } from './balanceKind';
import { t } from '../i18n';
import { firestormPolicies, runFirestormBalanceGame } from './firestormBalanceRun';

/** The Firestorm campaign's balance report (issue 24): factions, turns, territories, FS-INIT's first in initiative. */
export const FIRESTORM_BALANCE_KIND: CampaignKind<FsState> = {
  ruleset: 'firestorm',
  refusal: (setup) => (setup.status === 'ended' ? t('balance:refusal.ended') : undefined),
  sides: (setup) => setup.factions.map(({ id, name, color }) => ({ id, name, color })),
  played: (setup, request) => ({ policies: firestormPolicies(setup, request.policies) }),
  run: runFirestormBalanceGame,
  aggregate: (summaries, setup, request) =>
    aggregateBalance(summaries, campaignContext(FIRESTORM_BALANCE_KIND, setup, request)),
};
