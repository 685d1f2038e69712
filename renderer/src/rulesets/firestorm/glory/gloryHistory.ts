import type { FsState } from '@shared/rulesets/firestorm';

/** One point of the glory chart: every faction's glory and territory count at the end of a turn. */
export interface GloryPoint {
  readonly turn: number;
  readonly glory: Readonly<Record<string, number>>;
  readonly territories: Readonly<Record<string, number>>;
}

/**
 * The glory and territory count of each faction over the turns, read from the log (GEN-5): ownership follows the
 * TerritoryClaimed and TerritoryConquered events from the start territories (FS-SETUP-3), and each SCORING's
 * GloryTallied (FS-GLORY-3) gives the glory. The first point is the start: one territory each, worth its glory.
 */
export function gloryHistory(state: FsState): GloryPoint[] {
  const owner = new Map<string, string>(state.factions.map((f) => [f.originTowerHex, f.id]));
  const counts = (): Record<string, number> => {
    const out: Record<string, number> = Object.fromEntries(state.factions.map((f) => [f.id, 0]));
    for (const id of owner.values()) if (id in out) out[id]! += 1;
    return out;
  };
  const startGlory = Object.fromEntries(
    state.factions.map((f) => [f.id, state.territories[f.originTowerHex]?.special?.glory ?? 1]),
  );
  const points: GloryPoint[] = [{ turn: 0, glory: startGlory, territories: counts() }];
  for (const event of state.log) {
    if (event.type === 'TerritoryClaimed' || event.type === 'TerritoryConquered') {
      const { hex, to } = event.payload as { hex: string; to: string | null };
      if (to === null) owner.delete(hex);
      else owner.set(hex, to);
    } else if (event.type === 'GloryTallied') {
      const breakdown = event.payload.breakdown as Record<string, { glory: number }>;
      const glory = Object.fromEntries(Object.entries(breakdown).map(([id, b]) => [id, b.glory]));
      points.push({ turn: event.turn, glory, territories: counts() });
    }
  }
  return points;
}
