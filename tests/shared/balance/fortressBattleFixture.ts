import { campaignOnMap, skirmishHexmarchDocument, type CoreHexmarchDocument } from '@shared/document';
import type { RosterEntry } from '@shared/rulesets/assault';
import { legalMoves, step, type Campaign, type Command } from '@shared/rulesets/core';

const RED: RosterEntry[] = [
  { id: 'army-3-ogres', name: 'Ogres', br: 3, troops: 60 },
  { id: 'army-3-heavy-infantry', name: 'Heavy infantry', br: 2, troops: 120 },
  { id: 'army-3-archers', name: 'Archers', br: 1, troops: 80 },
];
const BLUE: RosterEntry[] = [
  { id: 'army-4-guards', name: 'Guards', br: 1, troops: 100 },
  { id: 'army-4-militia', name: 'Militia', br: 0.5, troops: 150 },
];

function played(state: Campaign, command: Command): Campaign {
  const result = step(state, command);
  if (!result.ok) throw new Error(result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
  return result.state;
}

/**
 * The skirmish map with fortress battles resolved by assault (LOC-7), both armies with rosters: Red's third army
 * storms Blue's fortress at 6,3 on turn 1 (campaign seed 2, as the fortress assault e2e test), and the battle waits
 * in FIGHT. Played through the engine, so the document is one the app saves and opens.
 */
export function fortressBattleDocument(): CoreHexmarchDocument {
  const skirmish = skirmishHexmarchDocument();
  let campaign = campaignOnMap(skirmish.mapDocument, 2, 'Siege of the Blue fortress', {
    firstSide: skirmish.mapDocument.sides[0].id,
    fortressResolution: 'assault',
  });
  const withRoster = (state: Campaign, id: string, roster: RosterEntry[]): Campaign => ({
    ...state,
    armies: {
      ...state.armies,
      entities: { ...state.armies.entities, [id]: { ...state.armies.entities[id]!, roster } },
    },
  });
  campaign = withRoster(withRoster(campaign, 'army-3', RED), 'army-4', BLUE);
  campaign = played(campaign, { type: 'RollMove', armyId: 'army-3' } as Command);
  const storm = legalMoves(campaign, 'army-3').find((m) => m.to === '6,3');
  if (!storm) throw new Error('army-3 cannot reach the Blue fortress');
  campaign = played(campaign, { type: 'MoveArmy', armyId: 'army-3', path: [...storm.path] } as Command);
  campaign = played(campaign, { type: 'EndMovePhase' } as Command);
  return { mapDocument: skirmish.mapDocument, campaign };
}

export const fortressBattleCampaign = (): Campaign => fortressBattleDocument().campaign;
