/** The `format` field that marks a Hexmarch file. */
export const FILE_FORMAT = 'hexmarch';

/** The extension of campaign files, without the dot. */
export const FILE_EXTENSION = 'hexmarch';

/**
 * The format version this build writes. Raise it only together with a new entry in MIGRATIONS and a new fixture
 * in tests/fixtures/files/ (one per version ever written, so old files keep opening).
 */
export const CURRENT_FORMAT_VERSION = 2;

/**
 * Refused before parsing. Decision (issue 9): 32 MiB, eight times the biggest campaign the bench builds (a 316×316
 * map with 500 side-turns is 4 MB with packed maps), and small enough that any file up to it opens or is refused
 * in about a second: parsing alone grows with the size, and a 256 MiB cap let a file take minutes.
 */
export const MAX_FILE_CHARS = 32 * 1024 * 1024;

/** What a `.hexmarch` file holds: JSON of this shape, `format` written first so a glance at the head tells. */
export interface HexmarchFileEnvelope {
  /** Always {@link FILE_FORMAT}: tells a Hexmarch file from any other JSON. */
  readonly format: typeof FILE_FORMAT;
  /** The file format version (not the app version): decides which migrations run on load. */
  readonly version: number;
  /** The version of the Hexmarch that wrote the file, for messages and bug reports. */
  readonly appVersion: string;
  /**
   * The map and the running campaign with its event log and RNG state (GEN-5): a HexmarchDocument whose maps
   * are packed (packedMap.ts), validated by schemas/documentSchema.ts.
   */
  readonly document: unknown;
}
