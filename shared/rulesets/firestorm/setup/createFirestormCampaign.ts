import { distance, parseHexKey, type HexKey } from '../../../hex';
import { isPassable, type CampaignMap } from '../../../map';
import { createRngState } from '../../../random';
import { err, ok, type Result } from '../../../result';
import { DEFAULT_FS_SETTINGS, type FsSettings } from '../model/settings';
import type { Alliance, Banner, Faction, FactionTag, FsState, Territory } from '../model/types';
import { newBannerRecord, startOfTurn } from '../model/types';
import { t } from '../../../i18n';

export interface FactionInput {
  readonly id?: string;
  readonly name: string;
  readonly color: string;
  readonly alliance: Alliance;
  readonly players: readonly string[];
  readonly tags?: readonly FactionTag[];
}

export interface FirestormSetup {
  readonly name: string;
  readonly map: CampaignMap;
  readonly factions: readonly FactionInput[];
  readonly seed: number;
  readonly settings?: Partial<FsSettings>;
  /** FS-MAP-3: special territories by hex. */
  readonly specials?: Readonly<Record<string, NonNullable<Territory['special']>>>;
  /**
   * Decision (FS-SETUP-3): the GM may move a faction's start territory before the start (the app's setup shows the
   * FS-SETUP-3 placement and lets it be edited); by faction index, missing entries keep the FS-SETUP-3 hex.
   */
  readonly towers?: readonly (HexKey | undefined)[];
}

/** FS-SETUP-3 Decision: corners in the order NW, SE, NE, SW. */
const CORNER_ORDER = ['NW', 'SE', 'NE', 'SW'] as const;

/**
 * Decision (AMD-2): `turn.number` counts turns started; START adds 1, so a new campaign stands at turn 0.
 * FS-SETUP-1..6: a new Firestorm campaign, standing at START before turn 1 (AMD-2): the first `Advance` rolls
 * initiative and opens ORDERS.
 */
export function createFirestormCampaign(setup: FirestormSetup): Result<FsState> {
  const errors: string[] = [];
  const n = setup.factions.length;
  if (n < 2 || n > 4) errors.push(t('fsEngine:setup.factionCount', { count: n }));
  // FS-MAP-1, FS-SETUP-6: every passable hex is a territory; unclaimed empty ones are not stored (territoryAt).
  const passable = passableKeys(setup.map);
  const territories: Record<string, Territory> = {};
  if (passable.length === 0) errors.push(t('fsEngine:setup.noPassable'));
  for (const [hex, special] of Object.entries(setup.specials ?? {})) {
    if (!passable.includes(hex)) errors.push(t('fsEngine:setup.specialNotTerritory', { hex }));
    else territories[hex] = { owner: null, items: [], special };
  }
  const chosen = (setup.towers ?? []).filter((h): h is HexKey => h !== undefined);
  for (const hex of chosen)
    if (!passable.includes(hex)) errors.push(t('fsEngine:setup.startImpassable', { hex }));
  if (new Set(chosen).size !== chosen.length) errors.push(t('fsEngine:setup.sameStart'));
  if (errors.length > 0) return err(errors);
  const settings = { ...DEFAULT_FS_SETTINGS, ...setup.settings };
  const towers = placeTowers(setup.map, passable, n, setup.towers ?? []);
  if (towers.length < n) return err([t('fsEngine:setup.noFreeStart', { count: n })]);
  const factions: Faction[] = [];
  const banners: Banner[] = [];
  setup.factions.forEach((input, i) => {
    const id = input.id ?? `F${i + 1}`;
    const tower = towers[i]!;
    territories[tower] = { ...territories[tower], owner: id, items: [{ type: 'lordsTower', builtTurn: 0 }] };
    factions.push({
      id,
      name: input.name,
      color: input.color,
      playerIds: [...input.players],
      alliance: input.alliance,
      tags: [...(input.tags ?? [])],
      originTowerHex: tower,
      buildPoints: 0,
      gloryBanked: 0,
      oneTimeGrants: { shrine: false, temple: false, scepter: false },
    });
    banners.push(
      newBannerRecord({
        id: `B${i + 1}`,
        seq: i + 1,
        factionId: id,
        hex: tower,
        points: settings['fs.bannerPoints'],
        playerIds: [...input.players],
        orderState: 'pending',
      }),
    );
  });
  return ok({
    ruleset: 'firestorm',
    rng: createRngState(setup.seed),
    log: [],
    name: setup.name,
    settings,
    map: setup.map,
    territories,
    factions,
    banners,
    battles: [],
    sieges: [],
    turn: startOfTurn(0),
    pending: [],
    nextBannerSeq: n + 1,
    nextBattleSeq: 1,
    status: 'running',
  });
}

/**
 * FS-SETUP-3: the start territories of `count` factions on `map`, with the GM's moved ones (`chosen`, by faction
 * index) kept: what the campaign will use, so a setup can show it before the start.
 */
export function defaultTowerHexes(
  map: CampaignMap,
  count: number,
  chosen: readonly (HexKey | undefined)[] = [],
): HexKey[] {
  return placeTowers(map, passableKeys(map), Math.min(count, CORNER_ORDER.length), chosen);
}

/**
 * A map's passable hexes and its FS-SETUP-3 placements without moved towers, memoised per map (a map never changes
 * under its campaigns, as mapGraph assumes): a thousand balance or bench campaigns on one map each walked every
 * hex for them, a twentieth of an auto-played campaign (issue 11 profile).
 */
const passableByMap = new WeakMap<object, readonly string[]>();
const placementsByMap = new WeakMap<object, Map<number, readonly HexKey[]>>();

function passableKeys(map: CampaignMap): readonly string[] {
  let keys = passableByMap.get(map);
  if (!keys) {
    keys = Object.keys(map.hexes).filter((key) => isPassable(map.hexes[key as HexKey]!.terrain));
    passableByMap.set(map, keys);
  }
  return keys;
}

function placeTowers(
  map: CampaignMap,
  passable: readonly string[],
  count: number,
  chosen: readonly (HexKey | undefined)[],
): HexKey[] {
  if (chosen.every((h) => h === undefined)) {
    let byCount = placementsByMap.get(map);
    if (!byCount) placementsByMap.set(map, (byCount = new Map()));
    let placed = byCount.get(count);
    if (!placed) byCount.set(count, (placed = placeFreshTowers(map, passable, count, [])));
    return [...placed];
  }
  return placeFreshTowers(map, passable, count, chosen);
}

function placeFreshTowers(
  map: CampaignMap,
  passable: readonly string[],
  count: number,
  chosen: readonly (HexKey | undefined)[],
): HexKey[] {
  const taken = new Set<string>(chosen.filter((h) => h !== undefined));
  const out: HexKey[] = [];
  for (let i = 0; i < count; i++) {
    const fixed = chosen[i];
    if (fixed) {
      out.push(fixed);
      continue;
    }
    if (taken.size >= passable.length) break;
    const hex = nearestFree(passable, map.corners[CORNER_ORDER[i]!], taken);
    taken.add(hex);
    out.push(hex);
  }
  return out;
}

/** FS-SETUP-3: the corner hex, or the nearest passable free hex (ties by hex order). */
function nearestFree(keys: readonly string[], corner: HexKey, taken: ReadonlySet<string>): HexKey {
  // One pass for the minimum (distance, then hex order): a sort of every hex was most of a campaign's set-up.
  const c = parseHexKey(corner);
  let best: { k: string; d: number; q: number; r: number } | undefined;
  for (const k of keys) {
    if (taken.has(k)) continue;
    const p = parseHexKey(k);
    const d = distance(c, p);
    if (!best || d < best.d || (d === best.d && (p.q < best.q || (p.q === best.q && p.r < best.r))))
      best = { k, d, q: p.q, r: p.r };
  }
  return best!.k as HexKey;
}
