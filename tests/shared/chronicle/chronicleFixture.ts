import { campaignOnMap, documentFromGenerated, type HexmarchDocument } from '@shared/document';
import { DEMO_MAP_PARAMS, generateMap, withSizedCounts } from '@shared/mapgen';
import { runCampaign, type Campaign } from '@shared/rulesets/core';

/**
 * What `hexmarch new --seed 42 --size 30x20` makes (its newMapParams, spelled out here so Playwright specs can
 * load this file without the CLI's modules), played by the simulator (runCampaign, the balance runner's
 * auto-play) for `turns` side-turns. With seed 42 the campaign has its first massacre in side-turn 15 and its first
 * fortress falls in side-turn 25; it is still running after 30.
 */
export function playedCoreDocument(turns: number): HexmarchDocument & { campaign: Campaign } {
  const generated = generateMap(withSizedCounts({ ...DEMO_MAP_PARAMS, width: 30, height: 20 }), 42);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const mapDocument = documentFromGenerated(generated.value);
  const start = campaignOnMap(mapDocument, 42, 'The Border War');
  return { mapDocument, campaign: runCampaign(start, { maxTurns: turns }).state };
}

/** Armies of `sideId` that never fought a battle (their names are told nowhere while the campaign runs). */
export function neverFought(campaign: Campaign, sideId: string): string[] {
  const fought = new Set<string>();
  for (const e of campaign.log)
    if (e.type === 'BattleStarted') {
      fought.add(e.payload.attackerArmyId);
      fought.add(e.payload.defenderArmyId);
    }
  const players = new Set(campaign.players.filter((p) => p.sideId === sideId).map((p) => p.id));
  return campaign.armies.ids
    .map((id) => campaign.armies.entities[id]!)
    .filter((a) => players.has(a.ownerId) && !fought.has(a.id))
    .map((a) => a.name);
}
