export * from './mapDocument';
export * from './hexmarchDocument';
