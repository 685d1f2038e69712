export * from './packTypes';
export * from './packNames';
export * from './buildPack';
export * from './battleSheet';
export * from './standings';
export * from './turnEvents';
export * from './packMarkdown';
