export * from './azgaarWorld';
export { readAzgaarWorld, EXPORT_FULL_JSON } from './readAzgaarWorld';
export {
  importAzgaarWorld,
  importedPhrase,
  type AzgaarImport,
  type AzgaarImportOptions,
  type AzgaarImportSummary,
} from './importAzgaarWorld';
export { proposeHexSize } from './hexFrame';
export { worldRect } from './worldRect';
export { azgaarTerrain, AZGAAR_HEIGHTS } from './azgaarTerrain';
export { describeAzgaarWorld, type AzgaarWorldFacts } from './describeAzgaarWorld';
