export * from './mapEditResult';
export * from './paintTerrain';
export * from './fillTerrain';
export * from './fortressSite';
export * from './placeSettlement';
export * from './settlementEdits';
export * from './riverEdits';
