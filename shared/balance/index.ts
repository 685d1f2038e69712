export * from './balanceTypes';
export * from './wilsonInterval';
export * from './coreBalanceRun';
export * from './aggregateBalance';
export * from './compareReports';
export * from './balanceRunner';
