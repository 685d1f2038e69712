/** The editor's document lives in shared/ so files and the CLI use the same type. */
export { type MapDocument, documentFromGenerated, demoMapDocument as demoDocument } from '@shared/document';
