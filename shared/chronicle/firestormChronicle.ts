import { hexName as hexNumber, type HexKey } from '../hex';
import { formatList, t } from '../i18n';
import { isPassable } from '../map';
import { garrisonPoints, visibleEvents, type FsEvent, type FsState } from '../rulesets/firestorm';
import type { ItemType } from '../rulesets/firestorm/model/items';
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
import { changedHands, frameLabel, frameWhen, type CoreOdds, type FrameAt } from './coreChronicle';

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
    banners.set(
      b.id,
      t('chronicle:fs.banner', {
        faction: factions.get(b.factionId) ?? t('chronicle:fs.bannerFallback'),
        number: n,
      }),
    );
  }
  return {
    faction: (id) => (id ? (factions.get(id) ?? t('chronicle:fs.unknownFaction')) : t('chronicle:fs.nobody')),
    banner: (id) =>
      id === 'garrison'
        ? t('chronicle:fs.garrison')
        : id
          ? (banners.get(id) ?? t('chronicle:fs.aBanner'))
          : t('chronicle:fs.aBanner'),
    place: (hex) => placeOf(state, hex).full,
  };
}

/** A territory by its special name or settlement, with its hex number; `name` alone for a battle's title. */
function placeOf(state: FsState, hex: string): { full: string; name: string } {
  const special = state.territories[hex]?.special?.name;
  const settlement = state.map.hexes[hex as HexKey]?.settlement?.name;
  const number = t('chronicle:fs.hex', { number: hexNumber(hex as HexKey) });
  const name = special ?? settlement;
  return name
    ? { full: t('chronicle:fs.namedPlace', { name, hex: number }), name }
    : { full: number, name: number };
}

const resultWords = (result: string): string =>
  RESULTS.has(result) ? t(`chronicle:fs.result.${result as FsResult}`) : result;
type FsResult = 'majorVictory' | 'minorVictory' | 'draw' | 'minorDefeat' | 'majorDefeat';
const RESULTS = new Set<string>(['majorVictory', 'minorVictory', 'draw', 'minorDefeat', 'majorDefeat']);
type FsOrder = 'move' | 'forcedMarch' | 'fortify' | 'hold';
const ORDERS = new Set<string>(['move', 'forcedMarch', 'fortify', 'hold']);
const orderWord = (order: string): string =>
  t(`chronicle:fs.order.${ORDERS.has(order) ? (order as FsOrder) : 'move'}`);

export function itemWords(item: string): string {
  const known = t(`chronicle:fs.item.${item as ItemType}`, { defaultValue: '' });
  return known || item.replace(/([A-Z])/g, ' $1').toLowerCase();
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
  const record = (at: FrameAt) => {
    const turn = at.turn;
    const label = frameLabel(at);
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
        at,
        art.keys,
      ),
    });
    frameBattles = [];
  };
  record({ turn: 0 });
  for (const e of state.log) {
    const p = e.payload as P;
    switch (e.type) {
      case 'TurnStarted':
        if (p.turn > 1) record({ turn: p.turn - 1 });
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
    record({ turn: state.turn.number, soFar: state.status === 'running' });
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
      name: t('chronicle:fs.seriesTerritories', { faction: f.name }),
      color: f.color,
      dashed: false,
      points: counts.map((c) => c[i]![0]),
    });
    series.push({
      name: t('chronicle:fs.seriesGlory', { faction: f.name }),
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
        title: t('chronicle:fs.standings'),
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
  if (state.status === 'ended') return t('chronicle:fs.whenEnded', { turn: state.turn.number });
  return t('chronicle:fs.whenStep', {
    turn: state.turn.number,
    step: t(`chronicle:fs.step.${state.turn.step}`),
  });
}

function fsSummary(
  state: FsState,
  n: FsNamer,
  held: readonly [number, number][],
  changed: readonly [number, number][],
  territories: readonly string[],
  battles: readonly string[],
  pieces: readonly ChroniclePiece[],
  at: FrameAt,
  keys: readonly string[],
): string {
  const parts: string[] = [t('chronicle:frame.lead', { when: frameWhen(at) })];
  const holdings = state.factions
    .map((f, i) => t('chronicle:fs.holds', { faction: f.name, count: held[i]![0] }))
    .join(', ');
  parts.push(t('chronicle:fs.held', { holdings, total: territories.length }));
  if (changed.length > 0 && changed.length <= 12)
    parts.push(
      changedHands(
        changed.map(([place, owner]) => [
          n.place(territories[place]!),
          owner < 0 ? null : state.factions[owner]!.name,
        ]),
      ),
    );
  else if (changed.length > 12) parts.push(t('chronicle:fs.manyChanged', { count: changed.length }));
  if (battles.length > 0)
    parts.push(t('chronicle:frame.battles', { list: battles.map((h) => n.place(h)).join('; ') }));
  if (pieces.length > 0)
    parts.push(
      t('chronicle:fs.banners', {
        list: pieces
          .map((p) => t('chronicle:fs.bannerAt', { banner: p[3], place: n.place(keys[p[0]]!) }))
          .join('; '),
      }),
    );
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
          t('chronicle:moment.firstFortress'),
          t('chronicle:fs.brokeSiege', {
            banner: n.banner(bp.attacker),
            place: n.place(bp.hex),
            faction: n.faction(bp.defenderFaction),
          }),
        );
      } else if (p.winner === 'defender')
        add(
          battle.start,
          t('chronicle:moment.lastStand'),
          t('chronicle:fs.heldSiege', {
            faction: n.faction(bp.defenderFaction),
            place: n.place(bp.hex),
            banner: n.banner(bp.attacker),
          }),
        );
    }
    if (e.type === 'BannerResultAggregated' && p.annihilated && battle && bp && p.banner !== 'garrison')
      add(
        battle.start,
        t('chronicle:moment.massacre'),
        t('chronicle:fs.wiped', { place: n.place(bp.hex), banner: n.banner(p.banner) }),
      );
    if (e.type === 'BannerDisbanded' && p.cause === 'noScatterDestination')
      add(e, t('chronicle:moment.massacre'), t('chronicle:fs.noScatter', { banner: n.banner(p.banner) }));
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
        t('chronicle:moment.lastStand'),
        t('chronicle:fs.lastStand', {
          place: n.place(bp.hex),
          defender: n.banner(bp.defender),
          attacker: n.banner(bp.attacker),
          rolls: battle.odds.attacker,
        }),
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
            q.method === 'tabletop'
              ? t('chronicle:fs.game', { result: resultWords(q.result) })
              : t('chronicle:fs.gameHow', {
                  result: resultWords(q.result),
                  how: t(
                    q.method === 'auto'
                      ? 'chronicle:fs.how.auto'
                      : q.method === 'quick'
                        ? 'chronicle:fs.how.quick'
                        : 'chronicle:fs.how.assault',
                  ),
                }),
          );
          break;
        case 'BattleStageChanged':
          if (q.outcome) outcome = q.outcome;
          break;
        case 'SiegeStarted':
          story.push(
            t('chronicle:fs.siegeStarted', {
              faction: n.faction(p.attackerFaction),
              place: n.place(hex),
              level: q.level,
            }),
          );
          break;
        case 'SiegeEnded':
          story.push(
            q.winner === 'attacker'
              ? t('chronicle:fs.siegeTaken')
              : q.winner === 'defender'
                ? t('chronicle:fs.siegeHeld')
                : t('chronicle:fs.siegeDraw'),
          );
          break;
        case 'FinalAssaultFought':
          story.push(
            t('chronicle:fs.finalAssault', {
              turns: q.turns,
              outcome: t(`chronicle:fs.finalOutcome.${q.outcome as 'captured'}`, {
                defaultValue: String(q.outcome)
                  .replace(/([A-Z])/g, ' $1')
                  .toLowerCase(),
              }),
            }),
          );
          break;
        case 'DefenseScored':
          story.push(t('chronicle:fs.defense', { buildings: q.cityBuildingsLeft }));
          break;
        case 'BannerRetreated':
          consequences.push(
            t('chronicle:fs.retreated', { banner: n.banner(q.banner), place: n.place(q.to) }),
          );
          break;
        case 'BannerScattered':
          consequences.push(
            t('chronicle:fs.scattered', { banner: n.banner(q.banner), place: n.place(q.to) }),
          );
          break;
        case 'BannerDisbanded':
          if (q.banner === p.attacker || q.banner === p.defender)
            consequences.push(t('chronicle:fs.disbanded', { banner: n.banner(q.banner) }));
          break;
        case 'TerritoryConquered':
        case 'TerritoryClaimed':
          if (e.step === 'AFTERMATH' || e.step === 'BATTLES')
            consequences.push(
              q.from
                ? t('chronicle:fs.tookFrom', {
                    faction: n.faction(q.to),
                    place: n.place(hex),
                    from: n.faction(q.from),
                  })
                : t('chronicle:fs.took', { faction: n.faction(q.to), place: n.place(hex) }),
            );
          break;
        case 'GloryAwarded':
          if (q.battle === hex)
            consequences.push(
              t('chronicle:fs.wonGlory', { faction: n.faction(q.faction), amount: q.amount }),
            );
          break;
        default:
          break;
      }
    }
    const siege = kind === 'firestormSiege';
    const attackerName = n.banner(p.attacker);
    const defenderName =
      p.defender === 'garrison'
        ? t('chronicle:fs.garrisonOf', { name: n.faction(p.defenderFaction) })
        : n.banner(p.defender);
    const head = outcome
      ? t(outcome.attackerWon ? 'chronicle:fs.attackerWon' : 'chronicle:fs.attackerNotWon', {
          name: attackerName,
        })
      : '';
    const result = outcome
      ? games.length > 0
        ? t('chronicle:fs.resultGames', { head, games: games.join('; ') })
        : t('chronicle:fs.resultOnly', { head })
      : games.length > 0
        ? t('chronicle:fs.soFar', { games: games.join('; ') })
        : t('chronicle:fs.notFought');
    const odds = battle.odds
      ? t('chronicle:fs.odds', { ap: battle.ap, dp: battle.dp, ...battle.odds })
      : t('chronicle:fs.siegeOdds', { ap: battle.ap, dp: battle.dp });
    const notable =
      moments.get(battle.start.seq)?.name ?? related.map((e) => moments.get(e.seq)?.name).find(Boolean);
    return {
      turn: battle.start.turn,
      title: t('chronicle:fs.battleTitle', { place: placeOf(state, hex).name, turn: battle.start.turn }),
      hex: art.index.get(hex as HexKey) ?? 0,
      where: siege ? t('chronicle:fs.whereSiege', { place: n.place(hex) }) : n.place(hex),
      attacker: t('chronicle:fs.withFaction', { name: attackerName, faction: n.faction(p.attackerFaction) }),
      defender:
        p.defender === 'garrison'
          ? defenderName
          : t('chronicle:fs.withFaction', { name: defenderName, faction: n.faction(p.defenderFaction) }),
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
          add(e, t('chronicle:fs.fortified', { banner: n.banner(p.banner) }));
        break;
      case 'BannerMoved': {
        if (!own(p.banner)) break;
        const to = p.path[p.path.length - 1] as string;
        const order = orders.get(`${e.turn}:${p.banner}`) ?? 'move';
        // A held banner that still moved (a retreat order aside) reads as marched.
        const verb = orderWord(order === 'hold' ? 'move' : order);
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
          const vars = { banner: n.banner(p.banner), verb, place: n.place(to) };
          add(
            e,
            from
              ? t('chronicle:fs.movedConquered', { ...vars, from: n.faction(from) })
              : t('chronicle:fs.movedClaimed', vars),
          );
        } else add(e, t('chronicle:fs.moved', { banner: n.banner(p.banner), verb, place: n.place(to) }));
        break;
      }
      case 'TerritoryConquered':
      case 'TerritoryClaimed':
        if (fi(p.to) === side)
          add(
            e,
            p.from
              ? t('chronicle:fs.factionTook', {
                  faction: faction.name,
                  place: n.place(p.hex),
                  from: n.faction(p.from),
                })
              : t('chronicle:fs.factionClaimed', { faction: faction.name, place: n.place(p.hex) }),
          );
        else if (fi(p.from) === side)
          add(
            e,
            t('chronicle:fs.factionLost', {
              faction: faction.name,
              place: n.place(p.hex),
              to: n.faction(p.to),
            }),
          );
        break;
      case 'BattleStarted': {
        const attacking = fi(p.attackerFaction) === side;
        if (!attacking && fi(p.defenderFaction) !== side) break;
        const defender =
          p.defender === 'garrison'
            ? t('chronicle:fs.garrisonOf', { name: n.place(p.hex) })
            : n.banner(p.defender);
        add(
          e,
          attacking
            ? t('chronicle:fs.attacked', {
                attacker: n.banner(p.attacker),
                defender,
                faction: n.faction(p.defenderFaction),
                place: n.place(p.hex),
              })
            : t('chronicle:fs.wasAttacked', {
                defender,
                place: n.place(p.hex),
                attacker: n.banner(p.attacker),
                faction: n.faction(p.attackerFaction),
              }),
        );
        break;
      }
      case 'BannerResultAggregated':
        if (p.banner !== 'garrison' && own(p.banner))
          add(
            e,
            t('chronicle:fs.battleEnded', {
              banner: n.banner(p.banner),
              place: n.place(p.battle),
              result: resultWords(p.overall),
            }),
          );
        break;
      case 'BannerRetreated':
        if (own(p.banner))
          add(
            e,
            t('chronicle:fs.retreatedFrom', {
              banner: n.banner(p.banner),
              from: n.place(p.from),
              to: n.place(p.to),
            }),
          );
        break;
      case 'BannerScattered':
        if (own(p.banner))
          add(
            e,
            t('chronicle:fs.scatteredFrom', {
              banner: n.banner(p.banner),
              from: n.place(p.from),
              to: n.place(p.to),
            }),
          );
        break;
      case 'BannerDisbanded':
        if (own(p.banner))
          add(
            e,
            t(
              p.cause === 'noScatterDestination'
                ? 'chronicle:fs.disbandedBeaten'
                : 'chronicle:fs.disbandedTooMany',
              {
                banner: n.banner(p.banner),
              },
            ),
          );
        break;
      case 'BannerRaised':
        if (fi(p.faction) === side)
          add(
            e,
            t('chronicle:fs.raised', {
              faction: faction.name,
              banner: n.banner(p.banner),
              place: n.place(p.hex),
            }),
          );
        break;
      case 'DomainItemBuilt':
        if (fi(state.territories[p.hex]?.owner) === side || p.faction === faction.id)
          add(
            e,
            t('chronicle:fs.built', {
              faction: faction.name,
              item: itemWords(p.item),
              place: n.place(p.hex),
            }),
          );
        break;
      case 'SecretObjectiveAchieved':
        if (faction.playerIds.includes(p.player))
          add(e, t('chronicle:fs.objective', { faction: faction.name, text: p.text }));
        break;
      case 'CampaignEnded': {
        const winners: string[] = Array.isArray(p.winner) ? p.winner : [p.winner];
        add(
          e,
          t(winners.length > 1 ? 'chronicle:fs.endedShare' : 'chronicle:fs.endedWon', {
            winners: formatList(winners.map((w) => n.faction(w))),
            reason: p.reason,
          }),
        );
        break;
      }
      default:
        break;
    }
  }
  return entries;
}
