import { distance, parseHexKey, type HexKey } from '../../../hex';
import { isPassable, type CampaignMap } from '../../../map';
import { createRngState } from '../../../random';
import { err, ok, type Result } from '../../../result';
import { DEFAULT_FS_SETTINGS, type FsSettings } from '../model/settings';
import type { Alliance, Banner, Faction, FactionTag, FsState, Territory } from '../model/types';

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
  if (n < 2 || n > 4) errors.push(`FS-SETUP-1: a campaign has 2–4 factions, not ${n}`);
  // FS-MAP-1, FS-SETUP-6: every passable hex is a territory; unclaimed empty ones are not stored (territoryAt).
  const passable = Object.keys(setup.map.hexes).filter((key) =>
    isPassable(setup.map.hexes[key as HexKey]!.terrain),
  );
  const territories: Record<string, Territory> = {};
  if (passable.length === 0) errors.push('FS-MAP-1: the map has no passable hex');
  for (const [hex, special] of Object.entries(setup.specials ?? {})) {
    if (!passable.includes(hex)) errors.push(`FS-MAP-3: ${hex} is not a territory`);
    else territories[hex] = { owner: null, items: [], special };
  }
  if (errors.length > 0) return err(errors);
  const settings = { ...DEFAULT_FS_SETTINGS, ...setup.settings };
  const taken = new Set<string>();
  const factions: Faction[] = [];
  const banners: Banner[] = [];
  setup.factions.forEach((input, i) => {
    const id = input.id ?? `F${i + 1}`;
    const tower = nearestFree(passable, setup.map.corners[CORNER_ORDER[i]!], taken);
    taken.add(tower);
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
    banners.push({
      id: `B${i + 1}`,
      seq: i + 1,
      factionId: id,
      hex: tower,
      points: settings['fs.bannerPoints'],
      playerIds: [...input.players],
      characters: [],
      revealed: false,
      orderState: 'pending',
      fatigued: false,
      engagedThisTurn: false,
    });
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
    turn: { number: 0, step: 'START', submitted: [], raisedThisTurn: [] },
    pending: [],
    nextBannerSeq: n + 1,
    nextBattleSeq: 1,
    status: 'running',
  });
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
