import type { FactionId } from '../model/types';

/**
 * The auto-play policies for Firestorm orders (README "Auto-play policies"). `cautious` is BOT-18 as written: the
 * scenario runner's and the engine's whenever nobody chooses. `aggressive` and `defensive` are the alternatives a GM
 * may pick per faction for auto-play, the simulation and the balance report.
 */
export const FS_POLICIES = ['cautious', 'aggressive', 'defensive'] as const;
export type FsPolicy = (typeof FS_POLICIES)[number];

/** A policy per faction id; a faction not named plays `cautious` (BOT-18). */
export type FsPolicies = Readonly<Partial<Record<FactionId, FsPolicy>>>;

/** The GM's words for each policy: its name and one sentence on what its banners do. */
export const FS_POLICY_LABELS: Readonly<
  Record<FsPolicy, { readonly name: string; readonly summary: string }>
> = {
  cautious: {
    name: 'Cautious',
    summary:
      'Claims empty land first and attacks only an enemy it matches on points (BOT-18, the rules’ own policy).',
  },
  aggressive: {
    name: 'Aggressive',
    summary:
      'Goes for enemy territories, attacks when the enemy has at most 250 points more, and marches on when nothing is near.',
  },
  defensive: {
    name: 'Defensive',
    summary:
      'Claims land near home, fortifies when an enemy banner is two territories away or less, and attacks only weaker enemies.',
  },
};

/**
 * The policy Simulate to the end and the balance report use when the GM picks none: the one that makes a default
 * Firestorm setup play like the book (battles every turn, fair shares; measured in the README's figures).
 */
export const SIMULATION_DEFAULT_POLICY: FsPolicy = 'aggressive';

export function isFsPolicy(value: unknown): value is FsPolicy {
  return typeof value === 'string' && (FS_POLICIES as readonly string[]).includes(value);
}

/** Every faction of `factionIds` on one policy. */
export function policiesForAll(factionIds: readonly FactionId[], policy: FsPolicy): FsPolicies {
  return Object.fromEntries(factionIds.map((id) => [id, policy]));
}

/**
 * The policy each faction plays on auto-play, in the simulation and the balance report: the GM's choice, else
 * SIMULATION_DEFAULT_POLICY (issue 24: the default setup then plays like Firestorm).
 */
export function simulationPolicies(factionIds: readonly FactionId[], chosen: FsPolicies): FsPolicies {
  return { ...policiesForAll(factionIds, SIMULATION_DEFAULT_POLICY), ...chosen };
}
