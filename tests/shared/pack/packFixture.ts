import {
  coreCampaignOf,
  campaignOnMap,
  documentFromGenerated,
  SKIRMISH_MAP_PARAMS,
  SKIRMISH_MAP_SEED,
} from '@shared/document';
import type { HexmarchDocument } from '@shared/document';
import { generateMap } from '@shared/mapgen';
import { autoPlayCommand, step, type Campaign, type CoreSettings } from '@shared/rulesets/core';

/**
 * The skirmish (8 × 8, one player a side, Red first) played by the BOT policies to side-turn 2's FIGHT phase: in
 * turn 1 Red's battle was switched to dice and settled (a draw with the seeded dice); in turn 2 Blue attacked
 * twice and both battles wait for a tabletop result. A campaign "mid-turn with pending battles".
 */
export function midTurnDocument(core: Partial<CoreSettings> = {}, turns = 2): HexmarchDocument {
  const generated = generateMap(SKIRMISH_MAP_PARAMS, SKIRMISH_MAP_SEED);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const mapDocument = documentFromGenerated(generated.value);
  let state: Campaign = campaignOnMap(mapDocument, 5, 'Skirmish', {
    firstSide: mapDocument.sides[0].id,
    defaultResolution: 'tabletop',
    ...core,
  });
  for (let i = 0; i < 2000 && state.status === 'running'; i++) {
    const command = autoPlayCommand(state, { everyone: true });
    if (command) {
      state = played(state, command);
      continue;
    }
    if (state.turn.number >= turns) break;
    // A paused tabletop battle of an earlier turn: settle it by dice, as a GM would to move on.
    const pending = state.battles.ids.find((id) => state.battles.entities[id]!.state === 'pending')!;
    state = played(state, { type: 'SetResolution', battleId: pending, method: 'dice' });
  }
  return { mapDocument, campaign: state };
}

/** The same campaign played to its end by the simulator's policies (every battle by dice). */
export function endedDocument(): HexmarchDocument {
  const document = midTurnDocument();
  let state = coreCampaignOf(document)!;
  for (let i = 0; i < 5000 && state.status === 'running'; i++) {
    const command = autoPlayCommand(state, { everyone: true, tabletopByDice: true });
    if (!command) break;
    state = played(state, command);
  }
  return { ...document, campaign: state };
}

function played(state: Campaign, command: unknown): Campaign {
  const result = step(state, command);
  if (!result.ok) throw new Error(result.violations.map((v) => v.message).join('; '));
  return result.state;
}
