export * from './violation';
export * from './events';
export * from './ruleset';
export * from './eventSink';
export * from './step';
export * from './phaseTable';
export * from './viewer';
export * from './schemas';
