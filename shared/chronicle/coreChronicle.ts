import { hexName as hexNumber, type HexKey } from '../hex';
import { formatList, t } from '../i18n';
import type { Viewer } from '../kernel';
import { levelWord, packNamer, whenText, type PackNamer } from '../pack/packNames';
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
      name: t('chronicle:core.seriesSettlements', { side: side.name }),
      color: side.color,
      dashed: true,
      points: replay.counts.map((c) => c[i]![1]),
    });
    if (viewer.kind === 'gm' || audience.side === i)
      series.push({
        name: t('chronicle:core.seriesArmies', { side: side.name }),
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
        title: viewer.kind === 'gm' ? t('chronicle:core.standingsGm') : t('chronicle:core.standingsSeat'),
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
  const record = (at: FrameAt) => {
    const turn = at.turn;
    const label = frameLabel(at);
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
        at,
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
          if (event.payload.turn === 1) record({ turn: 0 });
        }
        state = applyEvent(state, event);
        if (event.type === 'BattleStarted') {
          battles.push(event.payload.hex);
          odds.set(event.payload.battleId, oddsOf(state, event.payload.battleId));
        }
        if (event.type === 'TurnEnded')
          record({ turn: event.payload.turn, side: sideOfTurn.get(event.payload.turn) ?? '' });
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
    const turn = campaign.turn.number;
    record({ turn, side: sideOfTurn.get(turn) ?? '', soFar: campaign.status === 'running' });
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
  at: FrameAt,
): string {
  const keys = [...art.placeIndex.keys()];
  const parts: string[] = [t('chronicle:frame.lead', { when: frameWhen(at) })];
  const total = keys.length;
  const holdings = campaign.sides
    .map((s, i) => t('chronicle:core.holds', { side: s.name, count: held[i]![1] }))
    .join(', ');
  const neutral = total - held.reduce((sum, h) => sum + h[1], 0);
  parts.push(
    neutral > 0
      ? t('chronicle:core.heldNeutral', { holdings, total, neutral })
      : t('chronicle:core.held', { holdings, total }),
  );
  if (changed.length > 0)
    parts.push(
      changedHands(
        changed.map(([place, owner]) => [
          n.hex(keys[place]!),
          owner < 0 ? null : campaign.sides[owner]!.name,
        ]),
      ),
    );
  if (battles.length > 0)
    parts.push(t('chronicle:frame.battles', { list: battles.map((h) => n.hex(h)).join('; ') }));
  const pieces = visiblePieces(state, viewer);
  if (pieces.length > 0)
    parts.push(
      t('chronicle:core.armies', {
        list: pieces
          .map((p) =>
            t('chronicle:core.armyItem', {
              army: p.name,
              side: n.side(p.sideId),
              status: t(`pack:statusWord.${p.status}`),
              hex: n.hex(p.hex),
            }),
          )
          .join('; '),
      }),
    );
  else if (viewer.kind !== 'gm') parts.push(t('chronicle:core.noArmies'));
  return parts.join(' ');
}

/** "Changed hands: Halgate to Red; hex 0304 to nobody." from [place, new owner or null] pairs. */
export function changedHands(changes: readonly (readonly [string, string | null])[]): string {
  return t('chronicle:frame.changed', {
    list: changes
      .map(([place, owner]) =>
        t('chronicle:frame.changedItem', { place, owner: owner ?? t('chronicle:frame.nobody') }),
      )
      .join('; '),
  });
}

/**
 * A frame of the map: turn 0 is the start; `side` the side whose side-turn it ends (core), `soFar` while it runs.
 * Data, not a label, so the label and the summary's "when" are each one sentence in the reader's language.
 */
export interface FrameAt {
  readonly turn: number;
  readonly side?: string;
  readonly soFar?: boolean;
}

/** The slider's label of a frame: "Start", "Turn 4 · Red", "Turn 13 · Red (so far)". */
export function frameLabel(at: FrameAt): string {
  if (at.turn === 0) return t('chronicle:frame.start');
  const vars = { turn: at.turn, side: at.side };
  if (at.side)
    return at.soFar ? t('chronicle:frame.turnSideSoFar', vars) : t('chronicle:frame.turnSide', vars);
  return at.soFar ? t('chronicle:frame.turnSoFar', vars) : t('chronicle:frame.turn', vars);
}

/** "At the end of turn 4 (Red's side-turn)", "So far in turn 13 (Red's side-turn)". */
export function frameWhen(at: FrameAt): string {
  if (at.turn === 0) return t('chronicle:frame.whenStart');
  const vars = { turn: at.turn, side: at.side };
  if (at.side)
    return at.soFar ? t('chronicle:frame.whenSoFarSide', vars) : t('chronicle:frame.whenEndSide', vars);
  return at.soFar ? t('chronicle:frame.whenSoFar', vars) : t('chronicle:frame.whenEnd', vars);
}

/** The final result of a battle as sentence parts, or null while it waits for one. */
function finalResult(of: (type: EngineEvent['type']) => EngineEvent[]): {
  winner: 'attacker' | 'defender' | null;
  level: Parameters<typeof levelWord>[0];
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
    totals:
      r?.attackerTotal !== undefined
        ? t('chronicle:core.totals', { attacker: r.attackerTotal, defender: r.defenderTotal })
        : '',
    adjusted:
      adjustments.length > 0
        ? t('chronicle:core.adjusted', { rules: formatList(adjustments.map((a) => a.payload.ruleId)) })
        : '',
  };
}

/** The odds in words; `hadItBeenRolled` for a battle an assault game decided instead (LOC-7). */
export function oddsSentence(odds: CoreOdds | undefined, hadItBeenRolled = false): string {
  if (!odds) return t('chronicle:core.noOdds');
  const lean =
    odds.attacker > odds.defender
      ? t('chronicle:core.leanAttacker')
      : odds.defender > odds.attacker
        ? t('chronicle:core.leanDefender')
        : t('chronicle:core.leanEven');
  return t(hadItBeenRolled ? 'chronicle:core.oddsHad' : 'chronicle:core.odds', { lean, ...odds });
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
    const battleTitle =
      campaign.map.hexes[p.hex]?.settlement?.name ?? t('pack:names.hex', { number: hexNumber(p.hex) });
    out.push({
      turn: start.turn,
      title: t('chronicle:core.battleTitle', { place: battleTitle, turn: start.turn }),
      hex: art.index.get(p.hex) ?? 0,
      where:
        p.kind === 'fortressSiege' ? t('chronicle:core.whereSiege', { hex: n.hex(p.hex) }) : n.hex(p.hex),
      attacker: n.army(p.attackerArmyId),
      defender: n.army(p.defenderArmyId),
      attackerSide: sideIndex.get(p.attackerSideId) ?? 0,
      defenderSide: sideIndex.get(p.defenderSideId) ?? 0,
      odds:
        story.length > 0 && of('FortressAssaulted').length > 0
          ? t('chronicle:core.byAssault', { odds: oddsSentence(odds.get(p.battleId), true) })
          : oddsSentence(odds.get(p.battleId)),
      result: result
        ? result.winner === null
          ? t('chronicle:core.resultDraw', { totals: result.totals, adjusted: result.adjusted })
          : t('chronicle:core.resultWin', {
              level: levelWord(result.level),
              role: t(`chronicle:core.role.${result.winner}`),
              army: n.army(result.winner === 'attacker' ? p.attackerArmyId : p.defenderArmyId),
              totals: result.totals,
              adjusted: result.adjusted,
            })
        : t('chronicle:core.notFought'),
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
    case 'SettlementCaptured': {
      const vars = { player: n.player(e.payload.toPlayer), hex: n.hex(e.payload.hex) };
      return e.payload.fromPlayer
        ? t('chronicle:core.tookFrom', { ...vars, from: n.player(e.payload.fromPlayer) })
        : t('chronicle:core.took', vars);
    }
    case 'ArmyRetreated': {
      const army = n.army(e.payload.armyId);
      return canSeeWhere(campaign, e.payload.armyId, viewer)
        ? t('chronicle:core.fellBackTo', { army, hex: n.hex(e.payload.to) })
        : t('chronicle:core.fellBack', { army });
    }
    case 'ArmyTrapped':
      return t('chronicle:core.trapped', { army: n.army(e.payload.armyId) });
    case 'ArmyDestroyed':
      return t('chronicle:core.destroyed', {
        army: n.army(e.payload.armyId),
        cause: destroyed(e.payload.cause),
      });
    case 'ArmyStatusChanged': {
      if (related.some((r) => r.type === 'ArmyDestroyed' && r.payload.armyId === e.payload.armyId))
        return null;
      return t('chronicle:core.statusNow', {
        army: n.army(e.payload.armyId),
        status: t(`pack:statusWord.${e.payload.to}`),
      });
    }
    case 'LordCaptured':
      return t('chronicle:core.lordCaptured', { lord: n.lord(e.payload.playerId) });
    case 'LordKilled':
      return t('chronicle:core.lordKilled', { lord: n.lord(e.payload.playerId) });
    default:
      return null;
  }
}

const destroyed = (cause: 'massacre' | 'trapped' | 'siege') => t(`chronicle:core.cause.${cause}`);

function losses(l: { dead: number; wounded: number; prisoners: number }): string {
  return t('chronicle:core.losses', l);
}

/** LOC-7: the fortress assault fought for a battle, as its story. */
function assaultStory(
  p: EventPayloads['FortressAssaulted'],
  n: PackNamer,
  battle: EventPayloads['BattleStarted'],
): string[] {
  return [
    t('chronicle:core.assault', {
      count: p.turns,
      outcome: t(`chronicle:core.assaultOutcome.${p.outcome}`),
    }),
    t('chronicle:core.assaultLosses', {
      attacker: n.army(battle.attackerArmyId),
      attackerLosses: losses(p.casualties.besieger),
      defender: n.army(battle.defenderArmyId),
      defenderLosses: losses(p.casualties.defender),
    }),
  ];
}

/** ANV-40: a settlement defense game fought for a battle's settlement, as its story. */
function defenseStory(p: EventPayloads['DefenseScored'], n: PackNamer): string {
  const winners = p.winners.map((id) => n.player(id));
  const influence = p.influence.map((i) => `${n.player(i.playerId)} ${i.influence}`).join(', ');
  return t('chronicle:core.defense', {
    won:
      winners.length > 0
        ? t('chronicle:core.wonBy', { list: formatList(winners) })
        : t('chronicle:core.nobodyWon'),
    buildings: p.cityBuildingsLeft,
    influence,
  });
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
  const crossed = river ? t(river.bridge ? 'chronicle:core.bridge' : 'chronicle:core.ford') : '';
  const from = taken?.from ? t('chronicle:core.fromWhom', { who: taken.from }) : '';
  const vars = { army, to, crossed, from, where: river?.where };
  if (taken) {
    if (!river) return t('chronicle:core.marchedOnTook', vars);
    return river.atEnd ? t('chronicle:core.crossedTook', vars) : t('chronicle:core.crossedAtTook', vars);
  }
  if (!river) return t('chronicle:core.marchedTo', vars);
  return river.atEnd ? t('chronicle:core.crossedTo', vars) : t('chronicle:core.crossedAtMarched', vars);
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
        add(
          e,
          t('chronicle:core.sentence', {
            text: moveSentence(n.army(e.payload.armyId), n.hex(to), river, taken),
          }),
        );
        break;
      }
      case 'SettlementCaptured': {
        const p = e.payload;
        const vars = {
          player: n.player(p.toPlayer),
          hex: n.hex(p.hex),
          from: p.fromPlayer ? t('chronicle:core.fromWhom', { who: n.player(p.fromPlayer) }) : '',
        };
        const lost = () => t('chronicle:core.lostTo', { side: sideName, hex: vars.hex, player: vars.player });
        if (p.cause === 'battle') {
          if (sideOfPlayer(p.toPlayer) === side) add(e, t('chronicle:core.tookAfterBattle', vars));
          else if (sideOfPlayer(p.fromPlayer) === side) add(e, lost());
          break;
        }
        if (sideOfPlayer(p.toPlayer) === side)
          add(e, t(p.cause === 'claim' ? 'chronicle:core.claimed' : 'chronicle:core.tookDiary', vars));
        else if (sideOfPlayer(p.fromPlayer) === side) add(e, lost());
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
          ? t('chronicle:core.outcomeWaits')
          : result.winner === null
            ? t('chronicle:core.outcomeDraw')
            : result.winner === ours
              ? t('chronicle:core.outcomeWon', { level: levelWord(result.level) })
              : t('chronicle:core.outcomeLost', {
                  level: levelWord(result.level),
                  role: t(`chronicle:core.roleBare.${result.winner}`),
                });
        const vars = {
          attacker: n.army(p.attackerArmyId),
          defender: n.army(p.defenderArmyId),
          hex: n.hex(p.hex),
          outcome,
        };
        add(e, t(attacking ? 'chronicle:core.attacked' : 'chronicle:core.wasAttacked', vars));
        break;
      }
      case 'ArmyRetreated':
        if (sideOfArmy(e.payload.armyId) === side)
          add(
            e,
            t('chronicle:core.fellBackFrom', {
              army: n.army(e.payload.armyId),
              from: n.hex(e.payload.from),
              to: canSeeWhere(campaign, e.payload.armyId, viewer)
                ? t('chronicle:core.toHex', { hex: n.hex(e.payload.to) })
                : '',
            }),
          );
        break;
      case 'ArmyDestroyed':
        if (sideOfArmy(e.payload.armyId) === side)
          add(
            e,
            t('chronicle:core.destroyedAt', {
              army: n.army(e.payload.armyId),
              hex: n.hex(e.payload.hex),
              cause: destroyed(e.payload.cause),
            }),
          );
        break;
      case 'ArmyRallied':
        if (sideOfArmy(e.payload.armyId) === side)
          add(e, t('chronicle:core.rallied', { army: n.army(e.payload.armyId), hex: n.hex(e.payload.hex) }));
        break;
      case 'LordCaptured':
        if (sideOfPlayer(e.payload.playerId) === side)
          add(e, t('chronicle:core.lordPrisoner', { lord: n.lord(e.payload.playerId) }));
        break;
      case 'LordKilled':
        if (sideOfPlayer(e.payload.playerId) === side)
          add(e, t('chronicle:core.lordFell', { lord: n.lord(e.payload.playerId) }));
        break;
      case 'SideEliminated':
        if (campaign.sides[side]!.id === e.payload.sideId)
          add(e, t('chronicle:core.beaten', { side: sideName, reason: e.payload.reason }));
        break;
      case 'CampaignEnded':
        add(
          e,
          e.payload.winner === 'draw'
            ? t('chronicle:core.endedDraw', { reason: e.payload.reason })
            : t('chronicle:core.won', {
                side: campaign.sides[side]!.id === e.payload.winner ? sideName : n.side(e.payload.winner),
                reason: e.payload.reason,
              }),
        );
        break;
      default:
        break;
    }
  }
  return entries;
}
