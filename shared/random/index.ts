export * from './rng';
export * from './dice';
export * from './dicePurposes';
export * from './shuffle';
export * from './dicePurposeNames';
