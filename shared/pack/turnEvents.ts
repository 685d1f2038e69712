import type { Viewer } from '../kernel';
import {
  canSeeWhere,
  visibleEvents,
  type Campaign,
  type EngineEvent,
  type EventPayloads,
} from '../rulesets/core';
import { LEVEL_WORDS, packNamer, type PackNamer } from './packNames';

/** The report's sections, in the order they are printed (issue 17 turn report). */
export const TURN_SECTIONS = [
  'Moves',
  'Battles',
  'Captures',
  'Retreats',
  'Armies destroyed',
  'Lords',
  'Army status',
  'Campaign',
] as const;
export type TurnSection = (typeof TURN_SECTIONS)[number];

export interface TurnSummary {
  readonly turn: number;
  readonly round: number;
  /** The side that played this side-turn (TURN-2). */
  readonly sideName: string;
  /** Whether the side-turn is still going (the pack is printed mid-turn). */
  readonly inProgress: boolean;
  readonly sections: Readonly<Record<TurnSection, readonly string[]>>;
}

const ROLE = { attacker: 'the attacker', defender: 'the defender' } as const;

/**
 * The side-turn `turn` as sentences, seen by `viewer` (visibility.ts): the GM reads every move; a side reads its
 * own moves and what happened in its battles. Names as the GM typed them, never ids.
 */
export function turnSummary(campaign: Campaign, turn: number, viewer: Viewer): TurnSummary {
  const n = packNamer(campaign);
  const all = campaign.log.filter((event) => event.turn === turn);
  const events = visibleEvents(campaign, all, viewer);
  // TurnStarted(t) is stamped with the turn that ended before it, so it is looked up by its payload.
  const started = campaign.log.find((event) => event.type === 'TurnStarted' && event.payload.turn === turn);
  const sections: Record<TurnSection, string[]> = Object.fromEntries(
    TURN_SECTIONS.map((section) => [section, []]),
  ) as unknown as Record<TurnSection, string[]>;
  for (const event of events) {
    const line = sentence(campaign, event, n, viewer, all);
    if (line) sections[line[0]].push(line[1]);
  }
  return {
    turn,
    round: started?.type === 'TurnStarted' ? started.payload.round : 0,
    sideName: started?.type === 'TurnStarted' ? n.side(started.payload.sideId) : '',
    inProgress: !all.some((event) => event.type === 'TurnEnded' || event.type === 'CampaignEnded'),
    sections,
  };
}

function battleLine(
  campaign: Campaign,
  p: EventPayloads['BattleStarted'],
  n: PackNamer,
  turnEvents: readonly EngineEvent[],
): string {
  const of = <K extends EngineEvent['type']>(type: K) =>
    turnEvents.filter(
      (e): e is Extract<EngineEvent, { type: K }> =>
        e.type === type && (e.payload as { battleId?: string }).battleId === p.battleId,
    );
  const scenario = of('ScenarioGenerated')[0];
  const resolved = of('BattleResolved')[0];
  const adjusted = of('BattleResultAdjusted');
  const head = `At ${n.hex(p.hex)}, ${n.army(p.attackerArmyId)} attacked ${n.army(p.defenderArmyId)}${p.kind === 'fortressSiege' ? ' (fortress siege)' : ''}${scenario ? ` — ${scenario.payload.name}` : ''}`;
  if (!resolved) {
    const method = campaign.battles.entities[p.battleId]?.method ?? p.method;
    return `${head}: awaiting the result (${method}).`;
  }
  const r = resolved.payload;
  const dice = r.attackerTotal !== undefined ? ` (dice ${r.attackerTotal} against ${r.defenderTotal})` : '';
  const final = adjusted.at(-1)?.payload;
  const level = final?.to ?? r.level;
  const winner = final?.winner ?? r.winner;
  const result = winner === null ? 'a draw' : `a ${LEVEL_WORDS[level]} for ${ROLE[winner]}`;
  const why = adjusted.length > 0 ? `, after ${adjusted.map((a) => a.payload.ruleId).join(' and ')}` : '';
  return `${head}: ${result}${dice}${why}.`;
}

function sentence(
  campaign: Campaign,
  event: EngineEvent,
  n: PackNamer,
  viewer: Viewer,
  turnEvents: readonly EngineEvent[],
): [TurnSection, string] | null {
  switch (event.type) {
    case 'ArmyMoved': {
      const path = event.payload.path;
      const steps = path.length - 1;
      return [
        'Moves',
        `${n.army(event.payload.armyId)} moved ${steps} ${steps === 1 ? 'hex' : 'hexes'} from ${n.hex(path[0]!)} to ${n.hex(path.at(-1)!)}.`,
      ];
    }
    case 'ArmyHeld':
      return [
        'Moves',
        `${n.army(event.payload.armyId)} ${event.payload.reason === 'unactivated' ? 'was not moved' : 'held'} at ${n.hex(event.payload.hex)}.`,
      ];
    case 'LordAssigned':
      return event.payload.reason === 'reassign'
        ? ['Moves', `${n.lord(event.payload.playerId)} rode over to ${n.army(event.payload.armyId)}.`]
        : null;
    case 'BattleStarted':
      return ['Battles', battleLine(campaign, event.payload, n, turnEvents)];
    case 'SettlementCaptured': {
      const p = event.payload;
      const verb = p.cause === 'claim' ? 'claimed' : 'took';
      const from = p.fromPlayer ? ` from ${n.player(p.fromPlayer)}` : '';
      return ['Captures', `${n.player(p.toPlayer)} ${verb} ${n.hex(p.hex)}${from}.`];
    }
    case 'ArmyRetreated': {
      const p = event.payload;
      const status = turnEvents.find(
        (e) => e.type === 'ArmyStatusChanged' && e.payload.armyId === p.armyId && e.seq > event.seq,
      );
      const now = status?.type === 'ArmyStatusChanged' ? `, now ${status.payload.to}` : '';
      const where = canSeeWhere(campaign, p.armyId, viewer) ? ` to ${n.hex(p.to)}` : '';
      const why = p.kind === 'draw' ? 'after a draw' : 'after a defeat';
      return ['Retreats', `${n.army(p.armyId)} fell back from ${n.hex(p.from)}${where} ${why}${now}.`];
    }
    case 'ArmyTrapped':
      return [
        'Armies destroyed',
        `${n.army(event.payload.armyId)} was trapped at ${n.hex(event.payload.hex)} with nowhere to retreat (RETREAT-6).`,
      ];
    case 'ArmyDestroyed': {
      const cause = { massacre: 'in a massacre', trapped: 'trapped', siege: 'in a siege' }[
        event.payload.cause
      ];
      return [
        'Armies destroyed',
        `${n.army(event.payload.armyId)} was destroyed at ${n.hex(event.payload.hex)} (${cause}).`,
      ];
    }
    case 'LordCaptured':
      return [
        'Lords',
        `${n.lord(event.payload.playerId)} (${n.player(event.payload.playerId)}) was captured.`,
      ];
    case 'LordKilled':
      return [
        'Lords',
        `${n.lord(event.payload.playerId)} (${n.player(event.payload.playerId)}) died in a challenge.`,
      ];
    case 'ArmyStatusChanged': {
      const retreated = turnEvents.some(
        (e) => e.type === 'ArmyRetreated' && e.payload.armyId === event.payload.armyId && e.seq < event.seq,
      );
      return retreated
        ? null
        : ['Army status', `${n.army(event.payload.armyId)} is now ${event.payload.to}.`];
    }
    case 'ArmyRallied':
      return [
        'Army status',
        `${n.army(event.payload.armyId)} rallied at ${n.hex(event.payload.hex)} and is fresh again.`,
      ];
    case 'SideEliminated':
      return ['Campaign', `${n.side(event.payload.sideId)} has lost: ${event.payload.reason}.`];
    case 'CampaignEnded':
      return [
        'Campaign',
        event.payload.winner === 'draw'
          ? `The campaign ended in a draw: ${event.payload.reason}.`
          : `${n.side(event.payload.winner)} won the campaign: ${event.payload.reason}.`,
      ];
    default:
      return null;
  }
}
