/**
 * The chronicle's data (issue 33): what the site shows, already filtered for its audience (chronicleAudience.ts),
 * as compact JSON the page's script reads. Every string is a sentence or a name the GM typed; no internal id.
 */

/** A side (core) or faction (Firestorm) as the page colours and names it. */
export interface ChronicleSide {
  readonly name: string;
  readonly color: string;
}

/** One piece on the map at the end of a turn: [hex index, side index, short label, full name]. */
export type ChroniclePiece = readonly [number, number, string, string];

/** The map as it stood at the end of one turn (frame 0: when the campaign started). */
export interface ChronicleFrame {
  /** "Start", "Turn 4 (Red)", "Turn 12". */
  readonly label: string;
  /** The turn number the frame closes (0 for the start). */
  readonly turn: number;
  readonly pieces: readonly ChroniclePiece[];
  /** Changes of control since the frame before: [place index, side index or -1 for nobody]. */
  readonly owners: readonly (readonly [number, number])[];
  /** Hex indexes of this turn's battles (ringed on the map). */
  readonly battles: readonly number[];
  /** The text alternative of the map at this turn: who holds what, where the armies stand, what happened. */
  readonly summary: string;
}

export interface ChronicleBattle {
  readonly turn: number;
  /** "Battle of Halgate (turn 4)". */
  readonly title: string;
  readonly hex: number;
  readonly where: string;
  readonly attacker: string;
  readonly defender: string;
  readonly attackerSide: number;
  readonly defenderSide: number;
  /** The odds before it, in words ("the attacker wins 19 times in 36: ..."), or why there are none. */
  readonly odds: string;
  readonly result: string;
  readonly consequences: readonly string[];
  /** The assault or defense game fought for it (LOC-7, ANV-40, SIEGE-16), told in sentences. */
  readonly story: readonly string[];
  /** The notable moment this battle was, if any (notableMoments.ts). */
  readonly notable?: string;
}

export interface ChronicleEntry {
  readonly turn: number;
  readonly text: string;
  /** The notable moment's name ("First fortress to fall"), when the entry is one. */
  readonly notable?: string;
}

export interface ChronicleDiary {
  readonly side: number;
  readonly entries: readonly ChronicleEntry[];
}

export interface ChronicleSeries {
  readonly name: string;
  readonly color: string;
  readonly dashed: boolean;
  readonly points: readonly number[];
}

export interface ChronicleStandings {
  readonly title: string;
  /** The frame label of each point. */
  readonly turns: readonly number[];
  readonly series: readonly ChronicleSeries[];
}

/** The map's fixed parts, drawn once (chronicleMapSvg.ts). */
export interface ChronicleMap {
  readonly width: number;
  readonly height: number;
  /** Hex centres, [x0, y0, x1, y1, …], rounded to a tenth. */
  readonly centres: readonly number[];
  /** Names of the hexes pieces and battles stand on, by hex index (only those used). */
  readonly places: readonly number[];
}

export interface ChronicleData {
  readonly title: string;
  readonly ruleset: 'core' | 'firestorm';
  /** Whom the site was made for, in words ("Every side: ..."). */
  readonly audience: string;
  /** Where the campaign stands ("Turn 12 · campaign ended"). */
  readonly when: string;
  readonly sides: readonly ChronicleSide[];
  readonly frames: readonly ChronicleFrame[];
  readonly battles: readonly ChronicleBattle[];
  readonly diaries: readonly ChronicleDiary[];
  readonly standings: ChronicleStandings;
  /** The notable moments in turn order (also marked in diaries and battles). */
  readonly moments: readonly ChronicleEntry[];
}
