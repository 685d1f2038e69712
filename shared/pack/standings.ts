import type { HexKey } from '../hex';
import {
  applyEvent,
  emptyCampaign,
  liveArmies,
  sideOfPlayer,
  type Campaign,
  type SideId,
} from '../rulesets/core';

/** What a side holds (issue 17: armies, settlements, fortresses). */
export interface SideStanding {
  readonly armies: number;
  /** Villages, towns and cities it controls (SETUP-7). */
  readonly settlements: number;
  /** VICT-2: fortress hexes it controls, captured ones included. */
  readonly fortresses: number;
}

/** The standings at the end of one side-turn (turn 0: when the campaign started). */
export interface TurnStandings {
  readonly turn: number;
  readonly bySide: Readonly<Record<SideId, SideStanding>>;
}

export function standingsOf(campaign: Campaign): Record<SideId, SideStanding> {
  const bySide: Record<SideId, { armies: number; settlements: number; fortresses: number }> = {};
  for (const side of campaign.sides) bySide[side.id] = { armies: 0, settlements: 0, fortresses: 0 };
  for (const army of liveArmies(campaign)) {
    const side = sideOfPlayer(campaign, army.ownerId);
    if (side && bySide[side]) bySide[side].armies++;
  }
  for (const key in campaign.map.hexes) {
    const settlement = campaign.map.hexes[key as HexKey]!.settlement;
    const side = settlement && sideOfPlayer(campaign, settlement.controller);
    if (!settlement || !side || !bySide[side]) continue;
    if (settlement.type === 'fortress') bySide[side].fortresses++;
    else bySide[side].settlements++;
  }
  return bySide;
}

/**
 * The campaign replayed from its log (EVT-1: applyEvent from the empty state), with the standings after every
 * side-turn and the state at the end of each of `keepTurns` (for the turn reports' maps). The last entry is the
 * campaign as it stands now, also when the current side-turn is still going.
 */
export function standingsHistory(
  campaign: Campaign,
  keepTurns: ReadonlySet<number> = new Set(),
): { history: TurnStandings[]; states: Map<number, Campaign> } {
  const first = campaign.log[0];
  const seed = first?.type === 'CampaignCreated' ? first.payload.rngSeed : 0;
  let state = emptyCampaign(seed);
  const history: TurnStandings[] = [];
  const states = new Map<number, Campaign>();
  const record = (turn: number) => {
    history.push({ turn, bySide: standingsOf(state) });
    if (keepTurns.has(turn)) states.set(turn, state);
  };
  for (const event of campaign.log) {
    if (event.type === 'TurnStarted' && event.payload.turn === 1) record(0);
    state = applyEvent(state, event);
    if (event.type === 'TurnEnded') record(event.payload.turn);
  }
  const last = history.at(-1);
  if (campaign.status !== 'setup' && (!last || last.turn !== campaign.turn.number)) {
    state = campaign;
    record(campaign.turn.number);
  }
  return { history, states };
}
