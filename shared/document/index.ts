export * from './mapDocument';
export * from './hexmarchDocument';
export * from './demoDocument';
export * from './firestormDemo';
export * from './hexNotes';
export * from './battlefieldChoices';
