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

export interface ZoneRow {
  readonly zone: string;
  readonly label: string;
  readonly side: 'besieger' | 'defender';
  /** Hits the zone took in the last step. */
  readonly hits: number;
  readonly units: readonly ZoneUnitCard[];
}

export interface ZoneDiagram {
  readonly zones: readonly ZoneRow[];
  /** Defeated units of both sides, drawn apart in the "Fallen" column. */
  readonly fallen: readonly ZoneUnitCard[];
}
