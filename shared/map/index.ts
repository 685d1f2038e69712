export * from './terrain';
export * from './mapTypes';
