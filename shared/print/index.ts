export * from './paperSizes';
export * from './printSettings';
export * from './pageLabel';
export * from './hexLabel';
export * from './legendLayout';
export * from './printPlan';
export * from './printedNotes';
export * from './notesPages';
