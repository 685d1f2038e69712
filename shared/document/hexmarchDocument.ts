import type { Campaign } from '../rulesets/core/model/campaign';
import type { MapDocument } from './mapDocument';

/**
 * Everything a Hexmarch file holds and the app edits: the prepared map and, once the GM starts it, the running
 * campaign (engine state with its event log and RNG state, GEN-5). The campaign carries its own copy of the map
 * from the moment it starts; `mapDocument` stays as the map it was started from.
 */
export interface HexmarchDocument {
  readonly mapDocument: MapDocument;
  /** Null while the map is being prepared (TURN-1 has not left SETUP). */
  readonly campaign: Campaign | null;
}
