export * from './fileFormat';
export * from './fileLoadError';
export * from './loadHexmarchFile';
export * from './serializeHexmarchFile';
export { MIGRATIONS, migrateDocument, type Migration } from './migrations';
export { hexmarchDocumentSchema } from './schemas/documentSchema';
export { packMap, unpackMap, unpackMaps, type PackedMap } from './packedMap';
