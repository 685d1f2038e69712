/** The stronghold assault's zone diagram as plain data (features/assault/zoneDiagram.ts builds it; no Konva here). */
export interface ZoneUnitCard {
  readonly id: string;
  readonly name: string;
  readonly side: 'besieger' | 'defender';
  readonly zone: string;
  /** "BR 2", "BR 1 (of 2)" under a siege hook, "hero". */
  readonly brText: string;
  /** The status in words (ready, disordered, defeated, broken down). */
  readonly status: string;
  readonly defeated: boolean;
  readonly disordered: boolean;
  readonly breach: boolean;
  /** The last step's throws: "17 4 (16+) → 1 hit", or null when it did not throw. */
  readonly throws: string | null;
  /** What the last step did to it, drawn so the GM sees it happen. */
  readonly just: 'defeated' | 'withdrawn' | 'moved' | null;
}

/** One zone drawn as a cell of its band: the whole band, or in a dungeon one entrance's share of it (ASLT-32). */
export interface ZoneCell {
  /** Unique on the diagram: `A`, or `A@Main gate` underground. */
  readonly key: string;
  /** Above the cell's units when the band is split ("Main gate · known, reachable"), else null. */
  readonly heading: string | null;
  /** Hits the zone took in the last step. */
  readonly hits: number;
  readonly units: readonly ZoneUnitCard[];
}

/** A band of the diagram, top to bottom: reserve, assault zone(s), walls or entrance zones, interior (ASLT-4). */
export interface ZoneBand {
  readonly label: string;
  readonly side: 'besieger' | 'defender';
  readonly cells: readonly ZoneCell[];
}

export interface ZoneDiagram {
  /** What stands between the assault and wall bands: a wall (ASLT-4), or rock pierced by entrances (ASLT-32). */
  readonly barrier: 'wall' | 'rock';
  /** Four bands, R, A, W, I. */
  readonly bands: readonly ZoneBand[];
  /** Underground, per entrance (the cells' order): is it known to the besiegers (a hidden one is drawn dashed). */
  readonly doors: readonly { readonly known: boolean }[];
  /** Defeated units of both sides, drawn apart in the "Fallen" column. */
  readonly fallen: readonly ZoneUnitCard[];
}
