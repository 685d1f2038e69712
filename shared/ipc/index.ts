export * from './bridge';
export * from './channels';
export * from './files';
export * from './exports';
export * from './tent';
export * from './versions';
export * from './shortcuts';
