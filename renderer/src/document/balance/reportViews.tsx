import type { ReactNode } from 'react';
import type { AnyBalanceReport, BalanceRuleset, BalanceSetup } from '@shared/balance';
import type { AssaultReport, BalanceReport, DefenseReport } from '@shared/balance';
import { CampaignReportView } from './BalanceCharts';
import { AssaultReportView, DefenseReportView } from './SubgameReportViews';

/** The plots of each report kind (one line per entry of BALANCE_KINDS). */
export const REPORT_VIEWS: Readonly<
  Record<BalanceRuleset, (props: { report: AnyBalanceReport; setup: BalanceSetup }) => ReactNode>
> = {
  core: ({ report, setup }) => <CampaignReportView report={report as BalanceReport} setup={setup} />,
  firestorm: ({ report, setup }) => <CampaignReportView report={report as BalanceReport} setup={setup} />,
  assault: ({ report }) => <AssaultReportView report={report as AssaultReport} />,
  defense: ({ report }) => <DefenseReportView report={report as DefenseReport} />,
};
