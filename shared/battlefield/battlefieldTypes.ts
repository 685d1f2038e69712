import type { Direction, Edge, HexKey } from '../hex';
import type { SettlementType, Terrain } from '../map';
import type { GeneratedScenario } from '../rulesets/core/scenario/generatedScenario';

/** A point on the table in inches: x from the West edge, y from the North edge (the map's own orientation). */
export interface TablePoint {
  readonly x: number;
  readonly y: number;
}

/** The table the GM plays on, in inches (issue 29: 72″×48″ by default). */
export interface TableSize {
  readonly width: number;
  readonly height: number;
}

/** What a terrain piece is; its look, legend entry and rules come from PIECE_KINDS (terrainRules.ts). */
export type PieceKind =
  | 'woods'
  | 'hill'
  | 'crags'
  | 'marsh'
  | 'pond'
  | 'lake'
  | 'field'
  | 'settlement'
  | 'fortress'
  | 'bridge'
  | 'ford';

/**
 * Where a piece stands and what it covers, for overlap checks: a circle (organic pieces, drawn as the `outline`
 * inside it) or an axis-aligned rectangle (fields, buildings, walls) given by its top-left corner.
 */
export type Footprint =
  | { readonly type: 'circle'; readonly x: number; readonly y: number; readonly r: number }
  | { readonly type: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number };

export interface TerrainPiece {
  /** Stable within a plan ("p3"): a hand nudge is kept against it. */
  readonly id: string;
  readonly kind: PieceKind;
  readonly footprint: Footprint;
  /** The drawn shape (circle pieces): points inside the footprint, clockwise. */
  readonly outline?: readonly TablePoint[];
  /** Radians; bridges and fords lie across the river. */
  readonly angle?: number;
  /** The battle hex itself, or the neighbour it spilled in from. */
  readonly source: 'hex' | Direction;
  /** A name to print on it (the settlement's). */
  readonly label?: string;
  /** The settlement type it stands for, or the Firestorm item. */
  readonly detail?: string;
}

/** One arm of the river: from the table edge to the junction (`in`) or from the junction to the edge (`out`). */
export interface RiverArm {
  readonly direction: Direction;
  readonly role: 'in' | 'out';
  /** Dense polyline (about an inch apart), edge end first for `in`, junction first for `out`. */
  readonly points: readonly TablePoint[];
  /** The table edge the arm meets. */
  readonly edge: Edge;
}

export interface RiverPlan {
  readonly arms: readonly RiverArm[];
  /** Band width in inches. */
  readonly width: number;
  readonly junction: TablePoint;
  /** HEX-7: the map has a bridge on this hex; otherwise the plan offers a ford (a Decision, see README). */
  readonly crossing: 'bridge' | 'ford';
}

export type ZoneShape =
  | { readonly type: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number }
  /** A quarter disc at a table corner (SCEN-17d Long Distance Battle); the full circle, clipped by the table. */
  | { readonly type: 'corner'; readonly x: number; readonly y: number; readonly r: number };

export interface DeploymentZone {
  readonly side: 'attacker' | 'defender';
  readonly shape: ZoneShape;
  /** The table edge it lies on (for a corner zone, the edge facing the side's entry). */
  readonly edge: Edge;
  /** "Deploy within 12″ of your corner (SCEN-17d)." */
  readonly text: string;
  /** SCEN-17a: nobody starts on the table, the warband walks on here. */
  readonly entryOnly?: boolean;
}

export type MarkerKind = 'objective' | 'relic' | 'tunnel' | 'extraction' | 'fogEntry';

export interface TableMarker {
  readonly kind: MarkerKind;
  readonly x: number;
  readonly y: number;
  /** Whose marker it is, when it belongs to a side. */
  readonly side?: 'attacker' | 'defender';
  /** Short label drawn beside it ("2" for a Fog of War face, "A1" for an objective). */
  readonly label: string;
}

/** Everything the plan is made from: the battle hex and what the map says around it (pure data). */
export interface BattleSite {
  /** Names the battle in plans and file names ("Battle at Oakford (3,4)"). */
  readonly title: string;
  /** Where, as the title names it without "Battle at": the dialog's heading. */
  readonly place?: string;
  /** Mixed into the seed so two battles with the same seed get different tables. */
  readonly key: string;
  readonly hex: HexKey;
  readonly terrain: Terrain;
  /** The six neighbours' terrain, null off the map (HEX-8). */
  readonly neighbours: Readonly<Record<Direction, Terrain | null>>;
  /** HEX-7 river: the directions it flows in from and out to; null when the hex has no river. */
  readonly river: { readonly inFrom: readonly Direction[]; readonly outTo: Direction } | null;
  readonly bridge: boolean;
  /** HEX-7 settlement, or the Firestorm stronghold item (FS-ITEM, SIEGE-1). */
  readonly settlement: {
    readonly type: SettlementType;
    readonly name?: string;
    readonly detail?: string;
  } | null;
  /** BATTLE-1 / FS-MOVE-3: the direction the attacker came from (entryDir). */
  readonly entryDir: Direction;
  /** BATTLE-1 `fortressSiege`, SIEGE-1 `firestormSiege`: the stronghold goes on the defender's edge. */
  readonly siege: boolean;
  /** SCEN-1's record, when the battle has one; else standard deployment (BATTLE-2). */
  readonly scenario: GeneratedScenario | null;
  /** The scenario's name when it is not a generated one (core chart, BATTLE-4). */
  readonly scenarioName?: string;
  /** Side names and colours, for the drawing. */
  readonly sides: {
    readonly attacker: { readonly name: string; readonly color: string };
    readonly defender: { readonly name: string; readonly color: string };
  };
}

/** The table plan of one battle (issue 29). Plain JSON; the same site, table and seed always give the same plan. */
export interface BattlefieldPlan {
  readonly site: BattleSite;
  readonly table: TableSize;
  readonly seed: number;
  readonly river: RiverPlan | null;
  readonly pieces: readonly TerrainPiece[];
  readonly zones: readonly DeploymentZone[];
  readonly markers: readonly TableMarker[];
  /** Sentences for the players, each ending with its rule citation. */
  readonly notes: readonly string[];
  /** The deployment type used (SCEN-17x), or 'Siege' / 'Standard Deployment'. */
  readonly deployment: string;
}
