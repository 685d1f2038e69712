/**
 * SIEGE-14 All Out Assault set-up, for the players setting up the Final Assault: its lines are
 * `fsSiege:allOutAssault.l1`…`l5`, in the current language (issue 32).
 */
export const ALL_OUT_ASSAULT_LINES = ['l1', 'l2', 'l3', 'l4', 'l5'] as const;

/**
 * SSCN-10 Fortress terrain reference: each piece's wounds here; its name and rules are
 * `fsSiege:fortress.<piece>.name` and `.rules`.
 */
export const FORTRESS_TERRAIN = [
  { piece: 'tower', wounds: 15 },
  { piece: 'keep', wounds: 20 },
  { piece: 'gate', wounds: 10 },
  { piece: 'wall', wounds: 12 },
] as const;
