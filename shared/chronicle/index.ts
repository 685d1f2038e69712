export * from './buildChronicle';
export * from './chronicleTypes';
export { chronicleAudience, PUBLIC_VIEWER, type ChronicleAudience } from './chronicleAudience';
