import { documentFromGenerated, type HexmarchDocument } from '@shared/document';
import { createCoreCampaign, runCampaign, setupFromGeneratedMap } from '@shared/rulesets/core';
import { DEFAULT_MAP_PARAMS, generateMap, type MapParams } from '@shared/mapgen';

/**
 * A generated map (shared/mapgen) with a core campaign on it (shared/rulesets/core), auto-played for `turns` side-turns
 * (0: just started; null: no campaign, the map is still being prepared).
 */
export function generatedDocument(
  seed: number,
  turns: number | null,
  params: Partial<MapParams> = {},
): HexmarchDocument {
  const generated = generateMap({ ...DEFAULT_MAP_PARAMS, ...params }, seed);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const mapDocument = documentFromGenerated(generated.value);
  if (turns === null) return { mapDocument, campaign: null };
  const input = setupFromGeneratedMap(generated.value, {
    id: `campaign-${seed}`,
    name: `Campaign ${seed}`,
    seed,
    settings: { core: { defaultResolution: 'dice', fortressResolution: 'dice' } },
  });
  const created = createCoreCampaign(input);
  if (!created.ok) throw new Error(created.error.map((v) => v.message).join('; '));
  const campaign =
    turns === 0 ? created.value.state : runCampaign(created.value.state, { maxTurns: turns }).state;
  return { mapDocument, campaign };
}
