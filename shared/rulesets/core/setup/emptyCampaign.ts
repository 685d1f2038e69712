import { createRngState } from '../../../random';
import type { Campaign } from '../model/campaign';
import { DEFAULT_SETTINGS } from '../model/settings';

/** The state before CampaignCreated: nothing placed, status `setup` (TURN-1 SETUP). */
export function emptyCampaign(seed: number): Campaign {
  return {
    id: '',
    name: '',
    ruleset: 'core',
    rng: createRngState(seed),
    settings: DEFAULT_SETTINGS,
    map: {
      hexes: {},
      edges: { West: [], East: [], North: [], South: [] },
      corners: { NW: '0,0', NE: '0,0', SE: '0,0', SW: '0,0' } as Campaign['map']['corners'],
    },
    players: [],
    sides: [],
    armies: { ids: [], entities: {} },
    lords: { ids: [], entities: {} },
    battles: { ids: [], entities: {} },
    turn: { number: 0, round: 0, activeSideId: '', firstSideId: '', phase: 'SETUP', locationBonus: {} },
    status: 'setup',
    log: [],
  };
}
