import { createCoreCampaign, type Campaign, type CoreSetupInput } from '@shared/rulesets/core';
import type { HexKey } from '@shared/hex';
import type { CampaignMap, MapHex } from '@shared/map';
import { setupInput, type SetupDraft } from './setupDraft';

/** Decision: a fortress the GM or the app places on a hex without one is named after its player ("Alice's Keep"). */
export function fortressName(playerName: string): string {
  return `${playerName}'s Keep`;
}

/**
 * The engine's input with every fortress already standing, named, on its hex (SETUP-3, SETUP-7): the engine keeps a
 * fortress that stands where its controller's fortress goes, so the name survives Start.
 */
export function namedSetupInput(draft: SetupDraft, map: CampaignMap): Omit<CoreSetupInput, 'seed'> {
  const input = setupInput(draft, map);
  let hexes: Record<string, MapHex> | null = null;
  for (const side of draft.sides)
    for (const player of side.players) {
      const key = input.fortresses[player.id] as HexKey | undefined;
      const hex = key ? map.hexes[key] : undefined;
      if (!key || !hex || (hex.settlement && hex.settlement.type !== 'fortress')) continue;
      const name = hex.settlement?.controller === player.id ? hex.settlement.name : undefined;
      hexes ??= { ...map.hexes };
      hexes[key] = {
        ...hex,
        settlement: {
          ...hex.settlement,
          type: 'fortress',
          name: name ?? fortressName(player.name),
          controller: player.id,
          originalOwner: player.id,
        },
      };
    }
  return hexes ? { ...input, map: { ...map, hexes } } : input;
}

/**
 * What Start would make of the setup form (SETUP-1..8), to draw on the map before Start: every fortress with its
 * name and every army where it will stand. When the engine refuses the setup, the fortresses alone and the refusals
 * (shown at once, not only after Start).
 */
export function setupPreview(
  draft: SetupDraft,
  map: CampaignMap,
): Campaign | { readonly map: CampaignMap; readonly problems: readonly string[] } {
  const input = namedSetupInput(draft, map);
  const created = createCoreCampaign({ ...input, seed: 0 });
  if (created.ok) return created.value.state;
  return { map: input.map, problems: created.error.map((v) => `${v.ruleId}: ${v.message}`) };
}
