import type { Campaign } from '@shared/rulesets/core';

/** The turn bar's "go on" button (TURN-1): what it does, and why it is disabled when it is. */
export interface GoOn {
  readonly label: string;
  /** Null when the button may be pressed; else the reason, with its rule ID. */
  readonly blocked: string | null;
}

export function goOn(campaign: Campaign): GoOn {
  if (campaign.status === 'ended')
    return { label: 'Campaign over', blocked: 'VICT-3: the campaign has ended.' };
  const awaiting = campaign.turn.awaiting;
  if (awaiting) {
    const army = campaign.armies.entities[awaiting.armyId]?.name ?? awaiting.armyId;
    return {
      label: 'Apply results',
      blocked: `RETREAT-4: ${army} must choose its retreat hex first (highlighted on the map).`,
    };
  }
  switch (campaign.turn.phase) {
    case 'MOVE':
      return { label: 'End move phase', blocked: null };
    case 'FIGHT': {
      const pending = campaign.battles.ids.filter((id) => campaign.battles.entities[id]!.state === 'pending');
      return {
        label: 'Go to results',
        blocked: `TURN-1: ${pending.length} battle${pending.length === 1 ? '' : 's'} still need${pending.length === 1 ? 's' : ''} a result (tabletop or dice).`,
      };
    }
    default:
      return {
        label: 'Next side-turn',
        blocked: 'TURN-1: the turn goes on by itself once every result is applied.',
      };
  }
}
