export * from './mapParams';
export * from './generateMap';
export * from './generatedMapTypes';
export * from './validateMapParams';
export * from './assessFairness';
export * from './fairnessTypes';
export * from './defaultMapParams';
export * from './mapGrid';
