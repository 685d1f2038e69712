import { hexName as hexNumber, type HexKey } from '../hex';
import { isPassable } from '../map';
import { garrisonPoints, visibleEvents, type FsEvent, type FsState } from '../rulesets/firestorm';
import { visibleBanners } from '../rulesets/firestorm/views';
import type { ChronicleAudience } from './chronicleAudience';
import { chronicleMap, type ChronicleMapArt } from './chronicleMap';
import type {
  ChronicleBattle,
  ChronicleData,
  ChronicleEntry,
  ChroniclePiece,
  ChronicleFrame,
  ChronicleSeries,
} from './chronicleTypes';
import { LAST_STAND_ROLLS, type Moment } from './coreMoments';
import { frameWhen, type CoreOdds } from './coreChronicle';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Firestorm payloads are records (checked on emit)
type P = Record<string, any>;

/** Names as the app shows them: "Ash 2" for banners (fsBoard bannerName), territories by special name or place. */
export interface FsNamer {
  faction(id: string | null | undefined): string;
  banner(id: string | null | undefined): string;
  place(hex: string): string;
}

export function fsNamer(state: FsState): FsNamer {
  const factions = new Map(state.factions.map((f) => [f.id, f.name]));
  const banners = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const b of [...state.banners].sort((a, c) => a.seq - c.seq)) {
    const n = (counts.get(b.factionId) ?? 0) + 1;
    counts.set(b.factionId, n);
    banners.set(b.id, `${factions.get(b.factionId) ?? 'Banner'} ${n}`);
  }
  return {
    faction: (id) => (id ? (factions.get(id) ?? 'an unknown faction') : 'nobody'),
    banner: (id) => (id === 'garrison' ? 'the garrison' : id ? (banners.get(id) ?? 'a banner') : 'a banner'),
    place: (hex) => {
      const special = state.territories[hex]?.special?.name;
      const settlement = state.map.hexes[hex as HexKey]?.settlement?.name;
      const number = `hex ${hexNumber(hex as HexKey)}`;
      return special ? `${special} (${number})` : settlement ? `${settlement} (${number})` : number;
    },
  };
}

const RESULT_WORDS: Record<string, string> = {
  majorVictory: 'a major victory',
  minorVictory: 'a minor victory',
  draw: 'a draw',
  minorDefeat: 'a minor defeat',
  majorDefeat: 'a major defeat',
};
const ORDER_WORDS: Record<string, string> = {
  move: 'marched',
  forcedMarch: 'made a forced march',
  fortify: 'fortified',
  hold: 'held',
};

export function itemWords(item: string): string {
  if (item === 'lordsTower') return "Lord's Tower";
  return item.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/**
 * Where every banner stood and who owned every territory before the first event of the log. A Firestorm log starts
 * after createFirestormCampaign with no creation event (views.ts: no replayTo), so the start is read backwards: a
 * banner's first move, retreat or scatter names where it came from, a defender stood on its battle's hex, and a
 * banner the log never moves stood where it stands now; a territory's first claim or conquest names its owner
 * before it. Banners raised later (BannerRaised) are not on the start map.
 */
function startOf(state: FsState): { hexes: Map<string, string | null>; owners: Map<string, string | null> } {
  const hexes = new Map<string, string | null>();
  const owners = new Map<string, string | null>();
  const raised = new Set<string>();
  const known = new Set<string>();
  const learn = (banner: string, hex: string | null) => {
    if (known.has(banner)) return;
    known.add(banner);
    if (!raised.has(banner)) hexes.set(banner, hex);
  };
  for (const e of state.log) {
    const p = e.payload as P;
    switch (e.type) {
      case 'BannerRaised':
        if (!known.has(p.banner)) {
          raised.add(p.banner);
          known.add(p.banner);
        }
        break;
      case 'BannerMoved':
        learn(p.banner, p.path[0]);
        break;
      case 'BannerRetreated':
      case 'BannerScattered':
        learn(p.banner, p.from);
        break;
      case 'BattleStarted':
        if (p.defender !== 'garrison') learn(p.defender, p.hex);
        break;
      case 'TerritoryClaimed':
      case 'TerritoryConquered':
        if (!owners.has(p.hex)) owners.set(p.hex, p.from ?? null);
        break;
      default:
        break;
    }
  }
  for (const b of state.banners) if (!known.has(b.id)) hexes.set(b.id, b.hex);
  for (const hex in state.territories) if (!owners.has(hex)) owners.set(hex, state.territories[hex]!.owner);
  return { hexes, owners };
}

/** FS-BATTLE-8 auto-resolution: the attacker's D6 against the defender's, −1 if fatigued, +1 for more points. */
export function fsOdds(
  ap: number,
  dp: number,
  attackerFatigued: boolean,
  defenderFatigued: boolean,
): CoreOdds {
  const out = { attacker: 0, draw: 0, defender: 0 };
  for (let a = 1; a <= 6; a++)
    for (let d = 1; d <= 6; d++) {
      const diff =
        a -
        (attackerFatigued ? 1 : 0) +
        (ap > dp ? 1 : 0) -
        (d - (defenderFatigued ? 1 : 0) + (dp > ap ? 1 : 0));
      if (diff >= 2) out.attacker++;
      else if (diff <= -2) out.defender++;
      else out.draw++;
    }
  return out;
}

interface FsBattleFacts {
  readonly start: FsEvent;
  readonly odds: CoreOdds | null;
  readonly ap: number;
  readonly dp: number;
}

/**
 * Issue 33, Firestorm campaigns: the chronicle's data for `audience`. Banners and territories are public
 * (views.ts: visibleBanners shows every banner on the map, FS-MAP-1 ownership is public); what is told is the log as
 * `visibleEvents` gives it to the audience, so another faction's orders appear only once revealed (FS-ORDER-2,
 * OrderRevealed), a Secret Objective only once achieved (FS-SETUP-5) and swaps only after ORDERS (FS-MULTI-5).
 */
export function firestormChronicle(
  state: FsState,
  audience: ChronicleAudience,
): { data: ChronicleData; map: ChronicleMapArt } {
  const n = fsNamer(state);
  const factionIndex = new Map(state.factions.map((f, i) => [f.id, i]));
  const fi = (id: string | null | undefined) => (id ? (factionIndex.get(id) ?? -1) : -1);
  // FS-MAP-1: every passable hex is a territory (the state stores only those claimed or built on).
  const territories = (Object.keys(state.map.hexes) as HexKey[]).filter((k) =>
    isPassable(state.map.hexes[k]!.terrain),
  );
  const art = chronicleMap(state.map, territories, 'tint');
  const events = visibleEvents(state, audience.viewer) as FsEvent[];
  const bannerFaction = new Map(state.banners.map((b) => [b.id, b.factionId]));
  const bannerPoints = new Map(state.banners.map((b) => [b.id, b.points]));
  // Which banners the audience sees on the map: all of them (visibleBanners keeps every banner with a hex).
  const shown = new Set(visibleBanners(state, audience.viewer).map((b) => b.id));
  for (const b of state.banners) if (b.hex === null) shown.add(b.id);
  const start = startOf(state);
  const hexes = new Map(start.hexes);
  const owners = new Map(start.owners);
  const frames: ChronicleFrame[] = [];
  const counts: [number, number][][] = [];
  const lastOwner = new Map<string, number>();
  let frameBattles: string[] = [];
  const fatiguedThisTurn = new Set<string>();
  const glory = state.factions.map(() => 0);
  const battles: FsBattleFacts[] = [];
  const record = (turn: number, label: string) => {
    const changed: [number, number][] = [];
    const held: [number, number][] = state.factions.map(() => [0, 0]);
    for (const [key, place] of art.placeIndex) {
      const owner = fi(owners.get(key));
      if (owner >= 0) held[owner]![0]++;
      if ((lastOwner.get(key) ?? -2) !== owner) changed.push([place, owner]);
      lastOwner.set(key, owner);
    }
    glory.forEach((g, i) => (held[i]![1] = g));
    const pieces: ChroniclePiece[] = [];
    const counters = new Map<string, number>();
    for (const b of [...state.banners].sort((x, y) => x.seq - y.seq)) {
      const hex = hexes.get(b.id);
      if (!hex || !shown.has(b.id)) continue;
      const number = (counters.get(b.factionId) ?? 0) + 1;
      counters.set(b.factionId, number);
      pieces.push([
        art.index.get(hex as HexKey) ?? 0,
        fi(b.factionId),
        String(/\d+$/.exec(n.banner(b.id))?.[0] ?? number),
        n.banner(b.id),
      ]);
    }
    counts.push(held);
    frames.push({
      label,
      turn,
      pieces,
      owners: changed,
      battles: frameBattles.map((h) => art.index.get(h as HexKey) ?? 0),
      summary: fsSummary(
        state,
        n,
        held,
        frames.length === 0 ? [] : changed,
        territories,
        frameBattles,
        pieces,
        label,
        art.keys,
      ),
    });
    frameBattles = [];
  };
  record(0, 'Start');
  for (const e of state.log) {
    const p = e.payload as P;
    switch (e.type) {
      case 'TurnStarted':
        if (p.turn > 1) record(p.turn - 1, `Turn ${p.turn - 1}`);
        fatiguedThisTurn.clear();
        break;
      case 'BannerMoved':
        hexes.set(p.banner, p.path[p.path.length - 1]);
        break;
      case 'BannerRetreated':
      case 'BannerScattered':
        hexes.set(p.banner, p.to);
        break;
      case 'BannerDisbanded':
        hexes.set(p.banner, null);
        break;
      case 'BannerRaised':
        hexes.set(p.banner, p.hex);
        bannerFaction.set(p.banner, p.faction);
        if (!bannerPoints.has(p.banner)) bannerPoints.set(p.banner, p.points);
        break;
      case 'TerritoryClaimed':
      case 'TerritoryConquered':
        owners.set(p.hex, p.to);
        break;
      case 'BannerFatigued':
        fatiguedThisTurn.add(p.banner);
        break;
      case 'GloryAwarded': {
        const i = fi(p.faction);
        if (i >= 0) glory[i]! += p.amount as number;
        break;
      }
      case 'BattleStarted': {
        frameBattles.push(p.hex);
        const ap = bannerPoints.get(p.attacker) ?? 0;
        const dp =
          p.defender === 'garrison'
            ? garrisonPoints(state.territories[p.hex])
            : (bannerPoints.get(p.defender) ?? 0);
        battles.push({
          start: e,
          ap,
          dp,
          odds:
            p.kind === 'field' || p.kind === undefined
              ? fsOdds(ap, dp, fatiguedThisTurn.has(p.attacker), fatiguedThisTurn.has(p.defender))
              : null,
        });
        break;
      }
      default:
        break;
    }
  }
  const lastFrame = frames.at(-1)!;
  if (lastFrame.turn !== state.turn.number || frames.length === 1)
    record(state.turn.number, `Turn ${state.turn.number}${state.status === 'running' ? ' (so far)' : ''}`);
  const visible = new Set(events.map((e) => e.seq));
  const moments = fsMoments(events, battles, n);
  const chronicleBattles = fsBattles(
    state,
    events,
    battles.filter((b) => visible.has(b.start.seq)),
    n,
    art,
    fi,
    moments,
  );
  const diaries = state.factions.map((_, side) => ({
    side,
    entries: fsDiary(state, events, side, n, fi, bannerFaction, moments),
  }));
  const series: ChronicleSeries[] = [];
  state.factions.forEach((f, i) => {
    series.push({
      name: `${f.name}: territories`,
      color: f.color,
      dashed: false,
      points: counts.map((c) => c[i]![0]),
    });
    series.push({
      name: `${f.name}: Glory won`,
      color: f.color,
      dashed: true,
      points: counts.map((c) => c[i]![1]),
    });
  });
  return {
    map: art,
    data: {
      title: state.name,
      ruleset: 'firestorm',
      audience: audience.label,
      when: fsWhen(state),
      sides: state.factions.map((f) => ({ name: f.name, color: f.color })),
      frames,
      battles: chronicleBattles,
      diaries,
      standings: {
        title: 'Territories held (solid) and Glory won (dashed) after each turn',
        turns: frames.map((f) => f.turn),
        series,
      },
      moments: [...moments.values()]
        .sort((a, b) => a.turn - b.turn || a.seq - b.seq)
        .map((m) => ({ turn: m.turn, text: m.text, notable: m.name })),
    },
  };
}

function fsWhen(state: FsState): string {
  if (state.status === 'ended') return `Turn ${state.turn.number} · campaign ended`;
  return `Turn ${state.turn.number} · ${state.turn.step.charAt(0)}${state.turn.step.slice(1).toLowerCase()} step`;
}

function fsSummary(
  state: FsState,
  n: FsNamer,
  held: readonly [number, number][],
  changed: readonly [number, number][],
  territories: readonly string[],
  battles: readonly string[],
  pieces: readonly ChroniclePiece[],
  label: string,
  keys: readonly string[],
): string {
  const parts: string[] = [`${frameWhen(label)}:`];
  parts.push(
    `${state.factions.map((f, i) => `${f.name} holds ${held[i]![0]}`).join(', ')} of ${territories.length} territories.`,
  );
  if (changed.length > 0 && changed.length <= 12)
    parts.push(
      `Changed hands: ${changed.map(([place, owner]) => `${n.place(territories[place]!)} to ${owner < 0 ? 'nobody' : state.factions[owner]!.name}`).join('; ')}.`,
    );
  else if (changed.length > 12) parts.push(`${changed.length} territories changed hands.`);
  if (battles.length > 0) parts.push(`Battles: ${battles.map((h) => n.place(h)).join('; ')}.`);
  if (pieces.length > 0)
    parts.push(`Banners: ${pieces.map((p) => `${p[3]} at ${n.place(keys[p[0]]!)}`).join('; ')}.`);
  return parts.join(' ');
}

function fsMoments(
  events: readonly FsEvent[],
  battles: readonly FsBattleFacts[],
  n: FsNamer,
): Map<number, Moment> {
  const moments = new Map<number, Moment>();
  const add = (e: FsEvent, name: string, text: string) => {
    if (!moments.has(e.seq)) moments.set(e.seq, { seq: e.seq, turn: e.turn, name, text });
  };
  let fell = false;
  const open = new Map<string, FsBattleFacts>();
  const seen = new Set(events.map((e) => e.seq));
  for (const b of battles)
    if (seen.has(b.start.seq)) open.set(`${b.start.turn}:${(b.start.payload as P).hex}`, b);
  for (const e of events) {
    const p = e.payload as P;
    const battle = open.get(`${e.turn}:${p.battle}`);
    const bp = battle?.start.payload as P | undefined;
    if (e.type === 'SiegeEnded' && battle && bp) {
      if (p.winner === 'attacker' && !fell) {
        fell = true;
        add(
          battle.start,
          'First fortress to fall',
          `${n.banner(bp.attacker)} broke the siege of ${n.place(bp.hex)} and took it from ${n.faction(bp.defenderFaction)}: the first stronghold of the campaign to fall.`,
        );
      } else if (p.winner === 'defender')
        add(
          battle.start,
          'Last stand',
          `${n.faction(bp.defenderFaction)} held ${n.place(bp.hex)} against the siege of ${n.banner(bp.attacker)}.`,
        );
    }
    if (e.type === 'BannerResultAggregated' && p.annihilated && battle && bp && p.banner !== 'garrison')
      add(
        battle.start,
        'Massacre',
        `At ${n.place(bp.hex)} ${n.banner(p.banner)} was wiped from the table in every game (FS-AGG-5).`,
      );
    if (e.type === 'BannerDisbanded' && p.cause === 'noScatterDestination')
      add(
        e,
        'Massacre',
        `${n.banner(p.banner)} was destroyed: beaten, with nowhere to scatter to (FS-SCATTER-2).`,
      );
    if (
      e.type === 'BattleStageChanged' &&
      p.outcome &&
      battle &&
      bp &&
      battle.odds &&
      !p.outcome.attackerWon &&
      battle.odds.attacker >= LAST_STAND_ROLLS &&
      bp.defender !== 'garrison'
    )
      add(
        battle.start,
        'Last stand',
        `At ${n.place(bp.hex)} ${n.banner(bp.defender)} held against ${n.banner(bp.attacker)} though the dice gave the attacker ${battle.odds.attacker} rolls in 36.`,
      );
  }
  return moments;
}

function fsBattles(
  state: FsState,
  events: readonly FsEvent[],
  battles: readonly FsBattleFacts[],
  n: FsNamer,
  art: ChronicleMapArt,
  fi: (id: string | null | undefined) => number,
  moments: ReadonlyMap<number, Moment>,
): ChronicleBattle[] {
  return battles.map((battle) => {
    const p = battle.start.payload as P;
    const hex = p.hex as string;
    const related = events.filter((e) => {
      if (e.turn !== battle.start.turn || e.seq <= battle.start.seq) return false;
      const q = e.payload as P;
      if (e.type === 'BannerDisbanded') return q.banner === p.attacker || q.banner === p.defender;
      return q.battle === hex || q.from === hex || q.hex === hex;
    });
    const consequences: string[] = [];
    const story: string[] = [];
    let kind: string = p.kind ?? '';
    let outcome: P | undefined;
    const games: string[] = [];
    for (const e of related) {
      const q = e.payload as P;
      switch (e.type) {
        case 'BattleKindChosen':
          kind = q.kind;
          break;
        case 'GameResultRecorded':
          games.push(
            `${RESULT_WORDS[q.result] ?? q.result} for the attacker${q.method === 'tabletop' ? '' : ` (${q.method === 'auto' ? 'rolled, FS-BATTLE-8' : q.method === 'quick' ? 'Final Assault quick roll, SIEGE-16' : 'fought as an assault game, SIEGE-17'})`}`,
          );
          break;
        case 'BattleStageChanged':
          if (q.outcome) outcome = q.outcome;
          break;
        case 'SiegeStarted':
          story.push(
            `${n.faction(p.attackerFaction)} laid siege to ${n.place(hex)} (a level ${q.level} siege, SIEGE-2).`,
          );
          break;
        case 'SiegeEnded':
          story.push(
            q.winner === 'attacker'
              ? 'The siege ended with the walls taken.'
              : q.winner === 'defender'
                ? 'The siege ended with the walls held.'
                : 'The siege ended in a draw.',
          );
          break;
        case 'FinalAssaultFought':
          story.push(
            `The Final Assault was fought as an assault game (SIEGE-17): after ${q.turns} assault turns, ${String(
              q.outcome,
            )
              .replace(/([A-Z])/g, ' $1')
              .toLowerCase()}.`,
          );
          break;
        case 'DefenseScored':
          story.push(
            `A settlement defense game was played for it (ANV-40): ${q.cityBuildingsLeft} city buildings left standing.`,
          );
          break;
        case 'BannerRetreated':
          consequences.push(`${n.banner(q.banner)} retreated to ${n.place(q.to)}.`);
          break;
        case 'BannerScattered':
          consequences.push(`${n.banner(q.banner)} scattered to ${n.place(q.to)} (FS-SCATTER-1).`);
          break;
        case 'BannerDisbanded':
          if (q.banner === p.attacker || q.banner === p.defender)
            consequences.push(`${n.banner(q.banner)} was destroyed (disbanded).`);
          break;
        case 'TerritoryConquered':
        case 'TerritoryClaimed':
          if (e.step === 'AFTERMATH' || e.step === 'BATTLES')
            consequences.push(
              `${n.faction(q.to)} took ${n.place(hex)}${q.from ? ` from ${n.faction(q.from)}` : ''}.`,
            );
          break;
        case 'GloryAwarded':
          if (q.battle === hex) consequences.push(`${n.faction(q.faction)} won ${q.amount} Glory.`);
          break;
        default:
          break;
      }
    }
    const siege = kind === 'firestormSiege';
    const attackerName = n.banner(p.attacker);
    const defenderName =
      p.defender === 'garrison' ? `the garrison of ${n.faction(p.defenderFaction)}` : n.banner(p.defender);
    const result = outcome
      ? `${outcome.attackerWon ? `The attacker, ${attackerName}, won` : `The attacker, ${attackerName}, did not win`}${games.length > 0 ? `: ${games.join('; ')}` : ''}.`
      : games.length > 0
        ? `So far: ${games.join('; ')}.`
        : 'Not fought yet: the battle waits for its games.';
    const odds = battle.odds
      ? `Points ${battle.ap} against ${battle.dp} (FS-BATTLE-4, before reinforcements). Rolled (FS-BATTLE-8), of the 36 possible rolls the attacker wins ${battle.odds.attacker}, ${battle.odds.draw} end in a draw and the defender wins ${battle.odds.defender}.`
      : `A siege (SIEGE-1): decided over siege turns and a Final Assault, so there are no dice odds; points ${battle.ap} against ${battle.dp}.`;
    const notable =
      moments.get(battle.start.seq)?.name ?? related.map((e) => moments.get(e.seq)?.name).find(Boolean);
    return {
      turn: battle.start.turn,
      title: `Battle of ${n.place(hex).replace(/ \(hex \d+\)$/, '')} (turn ${battle.start.turn})`,
      hex: art.index.get(hex as HexKey) ?? 0,
      where: `${n.place(hex)}${siege ? ', a siege' : ''}`,
      attacker: `${attackerName} (${n.faction(p.attackerFaction)})`,
      defender:
        p.defender === 'garrison' ? defenderName : `${defenderName} (${n.faction(p.defenderFaction)})`,
      attackerSide: Math.max(0, fi(p.attackerFaction)),
      defenderSide: Math.max(0, fi(p.defenderFaction)),
      odds,
      result,
      consequences,
      story,
      ...(notable ? { notable } : {}),
    };
  });
}

/** One faction's war diary: its revealed moves, conquests, battles, losses, banners raised and items built. */
export function fsDiary(
  state: FsState,
  events: readonly FsEvent[],
  side: number,
  n: FsNamer,
  fi: (id: string | null | undefined) => number,
  bannerFaction: ReadonlyMap<string, string>,
  moments: ReadonlyMap<number, Moment>,
): ChronicleEntry[] {
  const entries: ChronicleEntry[] = [];
  const own = (banner: string) => fi(bannerFaction.get(banner)) === side;
  const faction = state.factions[side]!;
  const orders = new Map<string, string>();
  const told = new Set<number>();
  const add = (e: FsEvent, text: string) => {
    const m = moments.get(e.seq);
    entries.push({ turn: e.turn, text, ...(m ? { notable: m.name } : {}) });
  };
  for (const e of events) {
    if (told.has(e.seq)) continue;
    const p = e.payload as P;
    switch (e.type) {
      case 'OrderRevealed':
        if (p.order) orders.set(`${e.turn}:${p.banner}`, p.order.type);
        if (own(p.banner) && p.order?.type === 'fortify')
          add(e, `${n.banner(p.banner)} fortified its position.`);
        break;
      case 'BannerMoved': {
        if (!own(p.banner)) break;
        const to = p.path[p.path.length - 1] as string;
        const verb = ORDER_WORDS[orders.get(`${e.turn}:${p.banner}`) ?? 'move'] ?? 'marched';
        const taken = events.find(
          (c) =>
            (c.type === 'TerritoryConquered' || c.type === 'TerritoryClaimed') &&
            c.seq > e.seq &&
            c.turn === e.turn &&
            (c.payload as P).hex === to &&
            (c.payload as P).to === faction.id &&
            c.step === e.step,
        );
        if (taken) {
          told.add(taken.seq);
          const from = (taken.payload as P).from;
          add(
            e,
            `${n.banner(p.banner)} ${verb === 'held' ? 'marched' : verb} to ${n.place(to)} and ${from ? `conquered it from ${n.faction(from)}` : 'claimed it'}.`,
          );
        } else add(e, `${n.banner(p.banner)} ${verb === 'held' ? 'marched' : verb} to ${n.place(to)}.`);
        break;
      }
      case 'TerritoryConquered':
      case 'TerritoryClaimed':
        if (fi(p.to) === side)
          add(
            e,
            `${faction.name} ${p.from ? `took ${n.place(p.hex)} from ${n.faction(p.from)}` : `claimed ${n.place(p.hex)}`}.`,
          );
        else if (fi(p.from) === side) add(e, `${faction.name} lost ${n.place(p.hex)} to ${n.faction(p.to)}.`);
        break;
      case 'BattleStarted': {
        const attacking = fi(p.attackerFaction) === side;
        if (!attacking && fi(p.defenderFaction) !== side) break;
        const defender =
          p.defender === 'garrison' ? `the garrison of ${n.place(p.hex)}` : n.banner(p.defender);
        add(
          e,
          attacking
            ? `${n.banner(p.attacker)} attacked ${defender} (${n.faction(p.defenderFaction)}) at ${n.place(p.hex)}.`
            : `${defender} was attacked at ${n.place(p.hex)} by ${n.banner(p.attacker)} (${n.faction(p.attackerFaction)}).`,
        );
        break;
      }
      case 'BannerResultAggregated':
        if (p.banner !== 'garrison' && own(p.banner))
          add(
            e,
            `${n.banner(p.banner)}'s battle at ${n.place(p.battle)} ended in ${RESULT_WORDS[p.overall] ?? p.overall} for it.`,
          );
        break;
      case 'BannerRetreated':
        if (own(p.banner))
          add(e, `${n.banner(p.banner)} retreated from ${n.place(p.from)} to ${n.place(p.to)}.`);
        break;
      case 'BannerScattered':
        if (own(p.banner))
          add(e, `${n.banner(p.banner)} was scattered from ${n.place(p.from)} to ${n.place(p.to)}.`);
        break;
      case 'BannerDisbanded':
        if (own(p.banner))
          add(
            e,
            `${n.banner(p.banner)} was disbanded${p.cause === 'noScatterDestination' ? ': beaten with nowhere to scatter' : ' (more banners than it may keep, FS-MULTI-3)'}.`,
          );
        break;
      case 'BannerRaised':
        if (fi(p.faction) === side)
          add(e, `${faction.name} raised a new banner, ${n.banner(p.banner)}, at ${n.place(p.hex)}.`);
        break;
      case 'DomainItemBuilt':
        if (fi(state.territories[p.hex]?.owner) === side || p.faction === faction.id)
          add(e, `${faction.name} built a ${itemWords(p.item)} at ${n.place(p.hex)}.`);
        break;
      case 'SecretObjectiveAchieved':
        if (faction.playerIds.includes(p.player))
          add(e, `${faction.name} achieved a Secret Objective: ${p.text}.`);
        break;
      case 'CampaignEnded': {
        const winners: string[] = Array.isArray(p.winner) ? p.winner : [p.winner];
        add(
          e,
          `The campaign ended: ${winners.map((w) => n.faction(w)).join(' and ')} ${winners.length > 1 ? 'share the victory' : 'won'} (${p.reason}).`,
        );
        break;
      }
      default:
        break;
    }
  }
  return entries;
}
