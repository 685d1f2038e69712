import { hexName as hexNumber, type HexKey } from '../hex';
import type { Viewer } from '../kernel';
import { LEVEL_WORDS, packNamer, whenText, type PackNamer } from '../pack/packNames';
import {
  applyEvent,
  canSeeWhere,
  diceOdds,
  emptyCampaign,
  visibleEvents,
  visiblePieces,
  type Campaign,
  type EngineEvent,
  type EventPayloads,
} from '../rulesets/core';
import type { ChronicleAudience } from './chronicleAudience';
import { chronicleMap, type ChronicleMapArt } from './chronicleMap';
import type {
  ChronicleBattle,
  ChronicleData,
  ChronicleEntry,
  ChronicleFrame,
  ChroniclePiece,
  ChronicleSeries,
} from './chronicleTypes';
import { coreMoments, type Moment } from './coreMoments';

type Ev<K extends EngineEvent['type']> = Extract<EngineEvent, { type: K }>;

/** The odds of one battle before it was fought: rolls of 36 the attacker wins, draws and loses (DICE-2/3). */
export interface CoreOdds {
  readonly attacker: number;
  readonly draw: number;
  readonly defender: number;
}

/** The campaign replayed (EVT-1) once: the map at the end of each side-turn and each battle's odds. */
interface Replay {
  readonly frames: ChronicleFrame[];
  readonly odds: Map<string, CoreOdds>;
  /** Per frame, per side: [armies, settlements and fortresses held]. */
  readonly counts: [number, number][][];
}

/**
 * Issue 33, core campaigns: the chronicle's data for `audience`. One replay from the log (applyEvent from the empty
 * state, as standingsHistory and the History panel's replayTo do) gives the map at every side-turn's end and the
 * state before each battle for its odds (diceOdds); what is told is `visibleEvents` for the audience's viewer and
 * the pieces are `visiblePieces`, the same queries the screen and the handouts use.
 */
export function coreChronicle(
  campaign: Campaign,
  audience: ChronicleAudience,
): { data: ChronicleData; map: ChronicleMapArt } {
  const viewer = audience.viewer;
  const n = packNamer(campaign);
  const places = (Object.keys(campaign.map.hexes) as HexKey[]).filter(
    (k) => campaign.map.hexes[k]!.settlement,
  );
  const art = chronicleMap(campaign.map, places, 'marker');
  const sideIndex = new Map(campaign.sides.map((s, i) => [s.id, i]));
  const sideOfPlayer = (id: string | null | undefined) => {
    const side = campaign.players.find((p) => p.id === id)?.sideId;
    return side === undefined ? -1 : (sideIndex.get(side) ?? -1);
  };
  const sideOfArmy = (id: string) => sideOfPlayer(campaign.armies.entities[id]?.ownerId);
  const events = visibleEvents(campaign, campaign.log, viewer);
  const replay = replayCampaign(campaign, viewer, art, n, sideOfPlayer);
  const moments = coreMoments(events, replay.odds, n);
  const battles = coreBattles(campaign, events, replay.odds, n, art, viewer, sideIndex, moments);
  const diaries = campaign.sides.map((_, side) => ({
    side,
    entries: coreDiary(campaign, events, side, n, viewer, sideOfArmy, sideOfPlayer, moments),
  }));
  const series: ChronicleSeries[] = [];
  campaign.sides.forEach((side, i) => {
    series.push({
      name: `${side.name}: settlements held`,
      color: side.color,
      dashed: true,
      points: replay.counts.map((c) => c[i]![1]),
    });
    if (viewer.kind === 'gm' || audience.side === i)
      series.push({
        name: `${side.name}: armies`,
        color: side.color,
        dashed: false,
        points: replay.counts.map((c) => c[i]![0]),
      });
  });
  return {
    map: art,
    data: {
      title: campaign.name,
      ruleset: 'core',
      audience: audience.label,
      when: whenText(campaign),
      sides: campaign.sides.map((s) => ({ name: s.name, color: s.color })),
      frames: replay.frames,
      battles,
      diaries,
      standings: {
        title:
          viewer.kind === 'gm'
            ? 'Settlements held (dashed) and armies (solid) after each side-turn'
            : 'Settlements held after each side-turn (dashed; armies, solid, only for the side whose view this is)',
        turns: replay.frames.map((f) => f.turn),
        series,
      },
      moments: [...moments.values()].sort((a, b) => a.turn - b.turn || a.seq - b.seq).map(toEntry),
    },
  };
}

const toEntry = (m: Moment): ChronicleEntry => ({ turn: m.turn, text: m.text, notable: m.name });

function replayCampaign(
  campaign: Campaign,
  viewer: Viewer,
  art: ChronicleMapArt,
  n: PackNamer,
  sideOfPlayer: (id: string | null | undefined) => number,
): Replay {
  const first = campaign.log[0];
  let state = emptyCampaign(first?.type === 'CampaignCreated' ? first.payload.rngSeed : 0);
  const frames: ChronicleFrame[] = [];
  const counts: [number, number][][] = [];
  const odds = new Map<string, CoreOdds>();
  const owners = new Map<HexKey, number>();
  const sideOfTurn = new Map<number, string>();
  let battles: HexKey[] = [];
  const record = (turn: number, label: string) => {
    const changed: [number, number][] = [];
    const held: [number, number][] = campaign.sides.map(() => [0, 0]);
    for (const [key, place] of art.placeIndex) {
      const settlement = state.map.hexes[key]?.settlement;
      const owner = settlement ? sideOfPlayer(settlement.controller) : -1;
      if (owner >= 0) held[owner]![1]++;
      if ((owners.get(key) ?? -1) !== owner || frames.length === 0) changed.push([place, owner]);
      owners.set(key, owner);
    }
    const pieces: ChroniclePiece[] = visiblePieces(state, viewer).map((p) => [
      art.index.get(p.hex) ?? 0,
      p.sideIndex,
      p.label,
      p.name,
    ]);
    for (const army of state.armies.ids.map((id) => state.armies.entities[id]!))
      if (army.hex !== null && sideOfPlayer(army.ownerId) >= 0) held[sideOfPlayer(army.ownerId)]![0]++;
    counts.push(held);
    frames.push({
      label,
      turn,
      pieces,
      owners: changed,
      battles: battles.map((h) => art.index.get(h) ?? 0),
      summary: frameSummary(
        campaign,
        state,
        viewer,
        n,
        held,
        changed.length > 0 && frames.length > 0 ? changed : [],
        art,
        battles,
        label,
      ),
    });
    battles = [];
  };
  // GEN-5: only a log that starts with the campaign's creation can be folded from the empty state (a campaign built
  // by a scenario file starts mid-way). Otherwise, or if the fold breaks on a damaged log, the map is shown as it
  // stands now and the battles still on the table get their odds from it.
  let replayed = first?.type === 'CampaignCreated';
  if (replayed) {
    try {
      for (const event of campaign.log) {
        if (event.type === 'TurnStarted') {
          sideOfTurn.set(event.payload.turn, n.side(event.payload.sideId));
          if (event.payload.turn === 1) record(0, 'Start');
        }
        state = applyEvent(state, event);
        if (event.type === 'BattleStarted') {
          battles.push(event.payload.hex);
          odds.set(event.payload.battleId, oddsOf(state, event.payload.battleId));
        }
        if (event.type === 'TurnEnded')
          record(
            event.payload.turn,
            `Turn ${event.payload.turn} · ${sideOfTurn.get(event.payload.turn) ?? ''}`,
          );
      }
    } catch {
      replayed = false;
    }
  }
  if (!replayed) {
    frames.length = 0;
    counts.length = 0;
    owners.clear();
    odds.clear();
    battles = [];
    state = campaign;
    for (const id of campaign.battles.ids) odds.set(id, oddsOf(campaign, id));
  }
  const last = frames.at(-1);
  if (campaign.status !== 'setup' && (!last || last.turn !== campaign.turn.number)) {
    const t = campaign.turn.number;
    record(t, `Turn ${t} · ${sideOfTurn.get(t) ?? ''}${campaign.status === 'running' ? ' (so far)' : ''}`);
  }
  return { frames, odds, counts };
}

function oddsOf(state: Campaign, battleId: string): CoreOdds {
  const out = { attacker: 0, draw: 0, defender: 0 };
  for (const o of diceOdds(state, battleId)) out[o.winner ?? 'draw'] += o.outcomes;
  return out;
}

/** The map's text alternative at one frame: who holds how much, what changed hands, the armies shown, the battles. */
function frameSummary(
  campaign: Campaign,
  state: Campaign,
  viewer: Viewer,
  n: PackNamer,
  held: readonly [number, number][],
  changed: readonly [number, number][],
  art: ChronicleMapArt,
  battles: readonly HexKey[],
  label: string,
): string {
  const keys = [...art.placeIndex.keys()];
  const parts: string[] = [`${frameWhen(label)}:`];
  const total = keys.length;
  const holding = campaign.sides.map((s, i) => `${s.name} holds ${held[i]![1]}`);
  const neutral = total - held.reduce((sum, h) => sum + h[1], 0);
  parts.push(`${holding.join(', ')} of ${total} settlements${neutral > 0 ? ` (${neutral} neutral)` : ''}.`);
  if (changed.length > 0)
    parts.push(
      `Changed hands: ${changed
        .map(
          ([place, owner]) =>
            `${n.hex(keys[place]!)} to ${owner < 0 ? 'nobody' : campaign.sides[owner]!.name}`,
        )
        .join('; ')}.`,
    );
  if (battles.length > 0) parts.push(`Battles: ${battles.map((h) => n.hex(h)).join('; ')}.`);
  const pieces = visiblePieces(state, viewer);
  if (pieces.length > 0)
    parts.push(
      `Armies: ${pieces.map((p) => `${p.name} (${n.side(p.sideId)}, ${p.status}) at ${n.hex(p.hex)}`).join('; ')}.`,
    );
  else if (viewer.kind !== 'gm')
    parts.push("No armies are shown: where they stand is each side's secret while the campaign runs.");
  return parts.join(' ');
}

/** "At the end of turn 4 (Red's side-turn)", "So far in turn 13 (Red's side-turn)", from a frame label. */
export function frameWhen(label: string): string {
  if (label === 'Start') return 'When the campaign started';
  const m = /^Turn (\d+)(?: · (.+?))?( \(so far\))?$/.exec(label);
  if (!m) return `At ${label}`;
  const whose = m[2] ? ` (${m[2]}'s side-turn)` : '';
  return m[3] ? `So far in turn ${m[1]}${whose}` : `At the end of turn ${m[1]}${whose}`;
}

const ROLE = { attacker: 'the attacker', defender: 'the defender' } as const;

/** The final result of a battle as sentence parts, or null while it waits for one. */
function finalResult(of: (type: EngineEvent['type']) => EngineEvent[]): {
  winner: 'attacker' | 'defender' | null;
  level: keyof typeof LEVEL_WORDS;
  totals: string;
  adjusted: string;
} | null {
  const applied = of('BattleApplied')[0] as Ev<'BattleApplied'> | undefined;
  const resolved = of('BattleResolved')[0] as Ev<'BattleResolved'> | undefined;
  const adjustments = of('BattleResultAdjusted') as Ev<'BattleResultAdjusted'>[];
  if (!resolved && !applied) return null;
  const last = adjustments.at(-1)?.payload;
  const winner = applied?.payload.winner ?? last?.winner ?? resolved!.payload.winner;
  const level = applied?.payload.level ?? last?.to ?? resolved!.payload.level;
  const r = resolved?.payload;
  return {
    winner,
    level,
    totals: r?.attackerTotal !== undefined ? ` (dice ${r.attackerTotal} against ${r.defenderTotal})` : '',
    adjusted:
      adjustments.length > 0 ? ` after ${adjustments.map((a) => a.payload.ruleId).join(' and ')}` : '',
  };
}

export function oddsSentence(odds: CoreOdds | undefined): string {
  if (!odds) return 'No odds were recorded for this battle.';
  const lean =
    odds.attacker > odds.defender
      ? 'favoured the attacker'
      : odds.defender > odds.attacker
        ? 'favoured the defender'
        : 'were even';
  return `Before it was fought the dice ${lean}: of the 36 possible rolls the attacker wins ${odds.attacker}, ${odds.draw} end in a draw and the defender wins ${odds.defender} (DICE-2, DICE-3).`;
}

function coreBattles(
  campaign: Campaign,
  events: readonly EngineEvent[],
  odds: ReadonlyMap<string, CoreOdds>,
  n: PackNamer,
  art: ChronicleMapArt,
  viewer: Viewer,
  sideIndex: ReadonlyMap<string, number>,
  moments: ReadonlyMap<number, Moment>,
): ChronicleBattle[] {
  const out: ChronicleBattle[] = [];
  for (const start of events) {
    if (start.type !== 'BattleStarted') continue;
    const p = start.payload;
    const armies = new Set([p.attackerArmyId, p.defenderArmyId]);
    const related = events.filter(
      (e) =>
        e.turn === start.turn &&
        e.seq > start.seq &&
        ((e.payload as { battleId?: string }).battleId === p.battleId ||
          (e.phase === 'RESULTS' &&
            ((e.type === 'SettlementCaptured' && e.payload.hex === p.hex && e.payload.cause === 'battle') ||
              ((e.type === 'ArmyDestroyed' || e.type === 'LordCaptured' || e.type === 'ArmyStatusChanged') &&
                e.payload.armyId !== null &&
                armies.has(e.payload.armyId as string))))),
    );
    const of = (type: EngineEvent['type']) => related.filter((e) => e.type === type);
    const result = finalResult(of);
    const consequences: string[] = [];
    const story: string[] = [];
    let notable: string | undefined = moments.get(start.seq)?.name;
    for (const e of related) {
      const m = moments.get(e.seq);
      if (m && !notable) notable = m.name;
      const line = consequence(campaign, e, n, viewer, related);
      if (line) consequences.push(line);
      if (e.type === 'FortressAssaulted') story.push(...assaultStory(e.payload, n, p));
    }
    for (const e of events)
      if (e.type === 'DefenseScored' && e.payload.hex === p.hex && e.turn === start.turn)
        story.push(defenseStory(e.payload, n));
    const battleTitle = campaign.map.hexes[p.hex]?.settlement?.name ?? `hex ${hexNumber(p.hex)}`;
    out.push({
      turn: start.turn,
      title: `Battle of ${battleTitle} (turn ${start.turn})`,
      hex: art.index.get(p.hex) ?? 0,
      where: `${n.hex(p.hex)}${p.kind === 'fortressSiege' ? ', a fortress siege (LOC-7)' : ''}`,
      attacker: n.army(p.attackerArmyId),
      defender: n.army(p.defenderArmyId),
      attackerSide: sideIndex.get(p.attackerSideId) ?? 0,
      defenderSide: sideIndex.get(p.defenderSideId) ?? 0,
      odds:
        story.length > 0 && of('FortressAssaulted').length > 0
          ? `It was decided by an assault game (LOC-7), not by the dice. ${oddsSentence(odds.get(p.battleId)).replace('Before it was fought the dice', 'Had it been rolled, the dice')}`
          : oddsSentence(odds.get(p.battleId)),
      result: result
        ? `${result.winner === null ? 'A draw' : `A ${LEVEL_WORDS[result.level]} for ${ROLE[result.winner]}, ${n.army(result.winner === 'attacker' ? p.attackerArmyId : p.defenderArmyId)}`}${result.totals}${result.adjusted}.`
        : 'Not fought yet: the battle waits for its result.',
      consequences,
      story,
      ...(notable ? { notable } : {}),
    });
  }
  return out;
}

function consequence(
  campaign: Campaign,
  e: EngineEvent,
  n: PackNamer,
  viewer: Viewer,
  related: readonly EngineEvent[],
): string | null {
  switch (e.type) {
    case 'SettlementCaptured':
      return `${n.player(e.payload.toPlayer)} took ${n.hex(e.payload.hex)}${e.payload.fromPlayer ? ` from ${n.player(e.payload.fromPlayer)}` : ''}.`;
    case 'ArmyRetreated': {
      const where = canSeeWhere(campaign, e.payload.armyId, viewer) ? ` to ${n.hex(e.payload.to)}` : '';
      return `${n.army(e.payload.armyId)} fell back${where} (RETREAT-1).`;
    }
    case 'ArmyTrapped':
      return `${n.army(e.payload.armyId)} was trapped with nowhere to retreat (RETREAT-6).`;
    case 'ArmyDestroyed':
      return `${n.army(e.payload.armyId)} was destroyed (${DESTROYED[e.payload.cause]}).`;
    case 'ArmyStatusChanged': {
      if (related.some((r) => r.type === 'ArmyDestroyed' && r.payload.armyId === e.payload.armyId))
        return null;
      return `${n.army(e.payload.armyId)} is now ${e.payload.to}.`;
    }
    case 'LordCaptured':
      return `${n.lord(e.payload.playerId)} was captured.`;
    case 'LordKilled':
      return `${n.lord(e.payload.playerId)} died in a challenge.`;
    default:
      return null;
  }
}

const DESTROYED = { massacre: 'a massacre', trapped: 'trapped', siege: 'in a siege' } as const;

function losses(l: { dead: number; wounded: number; prisoners: number }): string {
  return `${l.dead} dead, ${l.wounded} wounded and ${l.prisoners} taken prisoner`;
}

/** LOC-7: the fortress assault fought for a battle, as its story. */
function assaultStory(
  p: EventPayloads['FortressAssaulted'],
  n: PackNamer,
  battle: EventPayloads['BattleStarted'],
): string[] {
  const outcome = {
    captured: 'the besiegers took the fortress',
    surrendered: 'the garrison surrendered',
    liberated: 'the defenders drove the besiegers off',
    calledOff: 'the besiegers called the assault off',
  }[p.outcome];
  return [
    `The fortress was stormed as an assault game (LOC-7): after ${p.turns} assault ${p.turns === 1 ? 'turn' : 'turns'} ${outcome}.`,
    `${n.army(battle.attackerArmyId)} lost ${losses(p.casualties.besieger)}; ${n.army(battle.defenderArmyId)} lost ${losses(p.casualties.defender)}.`,
  ];
}

/** ANV-40: a settlement defense game fought for a battle's settlement, as its story. */
function defenseStory(p: EventPayloads['DefenseScored'], n: PackNamer): string {
  const winners = p.winners.map((id) => n.player(id));
  const influence = p.influence.map((i) => `${n.player(i.playerId)} ${i.influence}`).join(', ');
  return `A settlement defense game was played for it (ANV-40): ${winners.length > 0 ? `won by ${winners.join(' and ')}` : 'nobody won'}, ${p.cityBuildingsLeft} city buildings left standing; Influence: ${influence}.`;
}

/** The first river hex a move enters (HEX-7), and whether it had a bridge; null for none. */
function riverCrossed(campaign: Campaign, path: readonly HexKey[]): { hex: HexKey; bridge: boolean } | null {
  for (const key of path.slice(1)) {
    const hex = campaign.map.hexes[key];
    if (hex?.river) return { hex: key, bridge: hex.bridge };
  }
  return null;
}

/**
 * A move as a sentence: "Alice 1 (Red) crossed the bridge at hex 0416 and took Halgate (town, hex 0517) from Bob",
 * "Alice 2 (Red) forded the river to hex 0316 (forest)", "Alice 3 (Red) marched to hex 0505 (forest)".
 */
export function moveSentence(
  army: string,
  to: string,
  river: { where: string; bridge: boolean; atEnd: boolean } | null,
  taken: { from: string | null } | null,
): string {
  const crossed = river ? (river.bridge ? 'crossed the bridge' : 'forded the river') : '';
  const from = taken?.from ? ` from ${taken.from}` : '';
  if (taken) {
    if (!river) return `${army} marched on ${to} and took it${from}`;
    return river.atEnd
      ? `${army} ${crossed} and took ${to}${from}`
      : `${army} ${crossed} at ${river.where} and took ${to}${from}`;
  }
  if (!river) return `${army} marched to ${to}`;
  return river.atEnd
    ? `${army} ${crossed} to ${to}`
    : `${army} ${crossed} at ${river.where} and marched on to ${to}`;
}

/**
 * One side's war diary: its own moves, captures, battles, retreats, losses and Lords, as `viewer` may read them,
 * one plain sentence per entry ("Alice 1 crossed the bridge at … and took Halgate (town, hex 0512) from Bob").
 */
export function coreDiary(
  campaign: Campaign,
  events: readonly EngineEvent[],
  side: number,
  n: PackNamer,
  viewer: Viewer,
  sideOfArmy: (id: string) => number,
  sideOfPlayer: (id: string | null | undefined) => number,
  moments: ReadonlyMap<number, Moment>,
): ChronicleEntry[] {
  const entries: ChronicleEntry[] = [];
  const told = new Set<number>();
  const add = (e: EngineEvent, text: string) => {
    const m = moments.get(e.seq);
    entries.push({ turn: e.turn, text, ...(m ? { notable: m.name } : {}) });
  };
  const sideName = campaign.sides[side]!.name;
  for (const e of events) {
    if (told.has(e.seq)) continue;
    switch (e.type) {
      case 'ArmyMoved': {
        if (sideOfArmy(e.payload.armyId) !== side) break;
        const path = e.payload.path;
        const to = path.at(-1)!;
        const capture = events.find(
          (c): c is Ev<'SettlementCaptured'> =>
            c.type === 'SettlementCaptured' &&
            c.turn === e.turn &&
            c.seq > e.seq &&
            c.payload.hex === to &&
            c.payload.cause !== 'battle',
        );
        const crossed = riverCrossed(campaign, path);
        const river = crossed && {
          where: n.hex(crossed.hex),
          bridge: crossed.bridge,
          atEnd: crossed.hex === to,
        };
        if (capture) told.add(capture.seq);
        const taken = capture
          ? { from: capture.payload.fromPlayer ? n.player(capture.payload.fromPlayer) : null }
          : null;
        add(e, `${moveSentence(n.army(e.payload.armyId), n.hex(to), river, taken)}.`);
        break;
      }
      case 'SettlementCaptured': {
        const p = e.payload;
        if (p.cause === 'battle') {
          if (sideOfPlayer(p.toPlayer) === side)
            add(
              e,
              `${n.player(p.toPlayer)} took ${n.hex(p.hex)}${p.fromPlayer ? ` from ${n.player(p.fromPlayer)}` : ''} after the battle.`,
            );
          else if (sideOfPlayer(p.fromPlayer) === side)
            add(e, `${sideName} lost ${n.hex(p.hex)} to ${n.player(p.toPlayer)}.`);
          break;
        }
        if (sideOfPlayer(p.toPlayer) === side)
          add(
            e,
            `${n.player(p.toPlayer)} ${p.cause === 'claim' ? 'claimed' : 'took'} ${n.hex(p.hex)}${p.fromPlayer ? ` from ${n.player(p.fromPlayer)}` : ''}.`,
          );
        else if (sideOfPlayer(p.fromPlayer) === side)
          add(e, `${sideName} lost ${n.hex(p.hex)} to ${n.player(p.toPlayer)}.`);
        break;
      }
      case 'BattleStarted': {
        const p = e.payload;
        const attacking = sideOfArmy(p.attackerArmyId) === side;
        if (!attacking && sideOfArmy(p.defenderArmyId) !== side) break;
        const related = events.filter(
          (r) => r.turn === e.turn && (r.payload as { battleId?: string }).battleId === p.battleId,
        );
        const result = finalResult((type) => related.filter((r) => r.type === type));
        const ours = attacking ? 'attacker' : 'defender';
        const outcome = !result
          ? 'the battle waits for its result'
          : result.winner === null
            ? 'it ended in a draw'
            : result.winner === ours
              ? `won a ${LEVEL_WORDS[result.level]}`
              : `lost (a ${LEVEL_WORDS[result.level]} for the ${result.winner})`;
        add(
          e,
          attacking
            ? `${n.army(p.attackerArmyId)} attacked ${n.army(p.defenderArmyId)} at ${n.hex(p.hex)} and ${outcome.replace(/^it /, 'it ')}.`
            : `${n.army(p.defenderArmyId)} was attacked at ${n.hex(p.hex)} by ${n.army(p.attackerArmyId)}; ${outcome}.`,
        );
        break;
      }
      case 'ArmyRetreated':
        if (sideOfArmy(e.payload.armyId) === side)
          add(
            e,
            `${n.army(e.payload.armyId)} fell back from ${n.hex(e.payload.from)}${canSeeWhere(campaign, e.payload.armyId, viewer) ? ` to ${n.hex(e.payload.to)}` : ''}.`,
          );
        break;
      case 'ArmyDestroyed':
        if (sideOfArmy(e.payload.armyId) === side)
          add(
            e,
            `${n.army(e.payload.armyId)} was destroyed at ${n.hex(e.payload.hex)} (${DESTROYED[e.payload.cause]}).`,
          );
        break;
      case 'ArmyRallied':
        if (sideOfArmy(e.payload.armyId) === side)
          add(e, `${n.army(e.payload.armyId)} rallied at ${n.hex(e.payload.hex)} and is fresh again.`);
        break;
      case 'LordCaptured':
        if (sideOfPlayer(e.payload.playerId) === side)
          add(e, `${n.lord(e.payload.playerId)} was taken prisoner.`);
        break;
      case 'LordKilled':
        if (sideOfPlayer(e.payload.playerId) === side)
          add(e, `${n.lord(e.payload.playerId)} fell in a challenge.`);
        break;
      case 'SideEliminated':
        if (campaign.sides[side]!.id === e.payload.sideId)
          add(e, `${sideName} was beaten: ${e.payload.reason}.`);
        break;
      case 'CampaignEnded':
        add(
          e,
          e.payload.winner === 'draw'
            ? `The campaign ended in a draw: ${e.payload.reason}.`
            : campaign.sides[side]!.id === e.payload.winner
              ? `${sideName} won the campaign: ${e.payload.reason}.`
              : `${n.side(e.payload.winner)} won the campaign: ${e.payload.reason}.`,
        );
        break;
      default:
        break;
    }
  }
  return entries;
}
