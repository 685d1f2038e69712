import type { FactionId } from '../model/types';
import { t } from '../../../i18n';

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
  cautious: policyLabel('cautious'),
  aggressive: policyLabel('aggressive'),
  defensive: policyLabel('defensive'),
};

/** A policy's name and summary, read in the current language each time (getters, issue 32). */
function policyLabel(policy: FsPolicy): { readonly name: string; readonly summary: string } {
  return {
    get name() {
      return t(`fsEngine:policies.${policy}.name`);
    },
    get summary() {
      return t(`fsEngine:policies.${policy}.summary`);
    },
  };
}

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
