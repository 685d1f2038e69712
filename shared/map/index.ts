export * from './terrain';
export * from './mapTypes';
export * from './rectangleMap';
export * from './mapInvariants';
