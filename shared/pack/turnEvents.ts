import { formatList, t } from '../i18n';
import type { Viewer } from '../kernel';
import {
  canSeeWhere,
  coreScenarioNameLabel,
  visibleEvents,
  type Campaign,
  type EngineEvent,
  type EventPayloads,
} from '../rulesets/core';
import { levelWord, packNamer, type PackNamer } from './packNames';

/** The report's sections, in the order they are printed (issue 17 turn report); headings are `pack:section.*`. */
export const TURN_SECTIONS = [
  'moves',
  'battles',
  'captures',
  'retreats',
  'armiesDestroyed',
  'lords',
  'armyStatus',
  'campaign',
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
  const who = { hex: n.hex(p.hex), attacker: n.army(p.attackerArmyId), defender: n.army(p.defenderArmyId) };
  const attack = t(p.kind === 'fortressSiege' ? 'pack:events.attackedSiege' : 'pack:events.attacked', who);
  const head = scenario
    ? t('pack:events.scenario', { head: attack, scenario: coreScenarioNameLabel(scenario.payload.name) })
    : attack;
  if (!resolved) {
    const method = campaign.battles.entities[p.battleId]?.method ?? p.method;
    return t('pack:events.awaiting', { head, method: t(`pack:events.methodWord.${method}`) });
  }
  const r = resolved.payload;
  const dice =
    r.attackerTotal !== undefined
      ? t('pack:events.dice', { attacker: r.attackerTotal, defender: r.defenderTotal })
      : '';
  const final = adjusted.at(-1)?.payload;
  const level = final?.to ?? r.level;
  const winner = final?.winner ?? r.winner;
  const why =
    adjusted.length > 0
      ? t('pack:events.after', { rules: formatList(adjusted.map((a) => a.payload.ruleId)) })
      : '';
  return winner === null
    ? t('pack:events.resultDraw', { head, dice, why })
    : t('pack:events.resultWin', {
        head,
        level: levelWord(level),
        role: t(`pack:events.role.${winner}`),
        dice,
        why,
      });
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
        'moves',
        t('pack:events.moved', {
          army: n.army(event.payload.armyId),
          count: steps,
          from: n.hex(path[0]!),
          to: n.hex(path.at(-1)!),
        }),
      ];
    }
    case 'ArmyHeld':
      return [
        'moves',
        t(event.payload.reason === 'unactivated' ? 'pack:events.notMoved' : 'pack:events.held', {
          army: n.army(event.payload.armyId),
          hex: n.hex(event.payload.hex),
        }),
      ];
    case 'LordAssigned':
      return event.payload.reason === 'reassign'
        ? [
            'moves',
            t('pack:events.rodeOver', {
              lord: n.lord(event.payload.playerId),
              army: n.army(event.payload.armyId),
            }),
          ]
        : null;
    case 'BattleStarted':
      return ['battles', battleLine(campaign, event.payload, n, turnEvents)];
    case 'SettlementCaptured': {
      const p = event.payload;
      const verb = p.cause === 'claim' ? 'claimed' : 'took';
      const vars = { player: n.player(p.toPlayer), hex: n.hex(p.hex) };
      return [
        'captures',
        p.fromPlayer
          ? t(`pack:events.${verb}From`, { ...vars, from: n.player(p.fromPlayer) })
          : t(`pack:events.${verb}`, vars),
      ];
    }
    case 'ArmyRetreated': {
      const p = event.payload;
      const status = turnEvents.find(
        (e) => e.type === 'ArmyStatusChanged' && e.payload.armyId === p.armyId && e.seq > event.seq,
      );
      const now =
        status?.type === 'ArmyStatusChanged'
          ? t('pack:events.nowStatus', { status: t(`pack:statusWord.${status.payload.to}`) })
          : '';
      const where = canSeeWhere(campaign, p.armyId, viewer)
        ? t('pack:events.retreatTo', { hex: n.hex(p.to) })
        : '';
      const key = p.kind === 'draw' ? 'pack:events.fellBackDraw' : 'pack:events.fellBackDefeat';
      return ['retreats', t(key, { army: n.army(p.armyId), from: n.hex(p.from), where, now })];
    }
    case 'ArmyTrapped':
      return [
        'armiesDestroyed',
        t('pack:events.trapped', { army: n.army(event.payload.armyId), hex: n.hex(event.payload.hex) }),
      ];
    case 'ArmyDestroyed': {
      return [
        'armiesDestroyed',
        t('pack:events.destroyed', {
          army: n.army(event.payload.armyId),
          hex: n.hex(event.payload.hex),
          cause: t(`pack:events.cause.${event.payload.cause}`),
        }),
      ];
    }
    case 'LordCaptured':
      return [
        'lords',
        t('pack:events.lordCaptured', {
          lord: n.lord(event.payload.playerId),
          player: n.player(event.payload.playerId),
        }),
      ];
    case 'LordKilled':
      return [
        'lords',
        t('pack:events.lordKilled', {
          lord: n.lord(event.payload.playerId),
          player: n.player(event.payload.playerId),
        }),
      ];
    case 'ArmyStatusChanged': {
      const retreated = turnEvents.some(
        (e) => e.type === 'ArmyRetreated' && e.payload.armyId === event.payload.armyId && e.seq < event.seq,
      );
      return retreated
        ? null
        : [
            'armyStatus',
            t('pack:events.statusNow', {
              army: n.army(event.payload.armyId),
              status: t(`pack:statusWord.${event.payload.to}`),
            }),
          ];
    }
    case 'ArmyRallied':
      return [
        'armyStatus',
        t('pack:events.rallied', { army: n.army(event.payload.armyId), hex: n.hex(event.payload.hex) }),
      ];
    case 'SideEliminated':
      return [
        'campaign',
        t('pack:events.sideLost', { side: n.side(event.payload.sideId), reason: event.payload.reason }),
      ];
    case 'CampaignEnded':
      return [
        'campaign',
        event.payload.winner === 'draw'
          ? t('pack:events.endedDraw', { reason: event.payload.reason })
          : t('pack:events.won', { side: n.side(event.payload.winner), reason: event.payload.reason }),
      ];
    default:
      return null;
  }
}
