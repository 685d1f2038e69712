export * from './bridge';
export * from './channels';
