export * from './svgNumber';
export * from './svgPath';
