import { t } from '@shared/i18n';
import { err, ok, type Result } from '@shared/result';
import { FS_POLICIES, isFsPolicy, type FsPolicies, type FsState } from '@shared/rulesets/firestorm';

/** One part of `--policy`: a policy for every faction (`faction` null) or for the faction of that name. */
export interface PolicyPart {
  readonly faction: string | null;
  readonly policy: string;
}

/**
 * `--policy aggressive` (every faction) or `--policy "Iron Host=aggressive,Gutbusters=defensive"` (by faction name;
 * factions not named play the report's default). Checked against the campaign's factions by policiesFor.
 */
export function parsePolicyFlag(text: string, flag: string): Result<PolicyPart[], string> {
  const parts: PolicyPart[] = [];
  for (const piece of text.split(',')) {
    const trimmed = piece.trim();
    if (trimmed === '') continue;
    const eq = trimmed.lastIndexOf('=');
    const part =
      eq < 0
        ? { faction: null, policy: trimmed }
        : { faction: trimmed.slice(0, eq).trim(), policy: trimmed.slice(eq + 1).trim() };
    if (!isFsPolicy(part.policy))
      return err(t('cli:policy.notPolicy', { flag, policy: part.policy, policies: FS_POLICIES.join(', ') }));
    parts.push(part);
  }
  if (parts.length === 0) return err(t('cli:policy.missing', { flag, policies: FS_POLICIES.join(', ') }));
  return ok(parts);
}

/** The parts as policies by faction id, or why a faction name is not one of the campaign's. */
export function policiesFor(parts: readonly PolicyPart[], campaign: FsState): Result<FsPolicies, string> {
  const out: Record<string, string> = {};
  for (const part of parts) {
    if (part.faction === null) {
      for (const f of campaign.factions) out[f.id] = part.policy;
      continue;
    }
    const faction = campaign.factions.find((f) => f.name.toLowerCase() === part.faction!.toLowerCase());
    if (!faction)
      return err(
        t('cli:policy.noFaction', {
          name: part.faction,
          factions: campaign.factions.map((f) => f.name).join(', '),
        }),
      );
    out[faction.id] = part.policy;
  }
  return ok(out as FsPolicies);
}
