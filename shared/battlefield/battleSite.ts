import {
  DIRECTIONS,
  hexName,
  keyOf,
  neighbor,
  opposite,
  parseHexKey,
  type Direction,
  type HexKey,
} from '../hex';
import { t } from '../i18n';
import type { CampaignMap, Terrain } from '../map';
import { createRng } from '../random';
import type { Battle as CoreBattle, Campaign } from '../rulesets/core/model/campaign';
import { generateScenario } from '../rulesets/core/scenario/generateScenario';
import type { ItemType } from '../rulesets/firestorm/model/items';
import type { Battle as FsBattle, FsState } from '../rulesets/firestorm/model/types';
import type { BattleSite } from './battlefieldTypes';

/** The terrain of the six neighbours; null where the map ends (HEX-8). */
function neighbourTerrain(map: CampaignMap, hex: HexKey): Record<Direction, Terrain | null> {
  const at = parseHexKey(hex);
  const out = {} as Record<Direction, Terrain | null>;
  for (const d of DIRECTIONS) out[d] = map.hexes[keyOf(neighbor(at, d))]?.terrain ?? null;
  return out;
}

/**
 * HEX-7 rivers run through hexes; the map records where each river hex drains to (`riverFlow`). The river of the
 * battle hex comes in from every river neighbour that drains into it and leaves the way it drains. A hex drawn by
 * hand has no flow: its river joins its river neighbours (the first one is taken as the way out); a lone river hex
 * or a spring runs straight across, against its way out.
 */
export function riverCourse(map: CampaignMap, hex: HexKey): BattleSite['river'] {
  const here = map.hexes[hex];
  if (!here?.river) return null;
  const at = parseHexKey(hex);
  const neighbourAt = (d: Direction) => map.hexes[keyOf(neighbor(at, d))];
  const riverNeighbours = DIRECTIONS.filter((d) => neighbourAt(d)?.river);
  const inFrom = DIRECTIONS.filter((d) => {
    const n = neighbourAt(d);
    return n?.river && n.riverFlow === opposite(d);
  });
  let outTo = here.riverFlow;
  if (!outTo) {
    const joined = riverNeighbours.find((d) => !inFrom.includes(d));
    outTo = joined ?? (inFrom[0] ? opposite(inFrom[0]) : 'S');
  }
  const ins = inFrom.filter((d) => d !== outTo);
  if (ins.length === 0) {
    const others = here.riverFlow ? [] : riverNeighbours.filter((d) => d !== outTo);
    return { inFrom: others.length > 0 ? others : [opposite(outTo)], outTo };
  }
  return { inFrom: ins, outTo };
}

/** A stable number from a string (FNV-1a), mixed into plan seeds so each battle has its own tables. */
export function stringHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

function hexTitle(map: CampaignMap, hex: HexKey): string {
  const h = map.hexes[hex];
  const name = h?.settlement?.name ?? h?.label;
  return name
    ? t('battlefield:site.namedHex', { name, hex: hexName(hex) })
    : t('battlefield:site.hex', { hex: hexName(hex) });
}

/** A core battle's site (BATTLE-1: hex, entryDir and kind; BATTLE-4: its scenario). */
export function coreBattleSite(campaign: Campaign, battle: CoreBattle): BattleSite {
  const map = campaign.map;
  const hex = map.hexes[battle.hex];
  const side = (id: string) => {
    const s = campaign.sides.find((x) => x.id === id);
    return { name: s?.name ?? t('battlefield:site.unknownSide'), color: s?.color ?? '#777777' };
  };
  const settlement = hex?.settlement;
  const place = hexTitle(map, battle.hex);
  return {
    title: t('battlefield:site.title', { place }),
    place,
    key: `core:${battle.id}`,
    hex: battle.hex,
    terrain: hex?.terrain ?? 'open',
    neighbours: neighbourTerrain(map, battle.hex),
    river: riverCourse(map, battle.hex),
    bridge: Boolean(hex?.bridge),
    settlement: settlement
      ? { type: settlement.type, ...(settlement.name ? { name: settlement.name } : {}) }
      : null,
    entryDir: battle.entryDir,
    siege: battle.kind === 'fortressSiege',
    scenario: battle.scenario?.generated ?? null,
    ...(battle.scenario && !battle.scenario.generated ? { scenarioName: battle.scenario.name } : {}),
    sides: { attacker: side(battle.attacker.sideId), defender: side(battle.defender.sideId) },
  };
}

/** SIEGE-1's items, strongest first: the one that stands on the table. */
const STRONGHOLD_ITEMS: readonly {
  item: ItemType;
  type: 'town' | 'fortress';
  detail: 'lordsTower' | 'stronghold' | 'walledSettlement';
}[] = [
  { item: 'lordsTower', type: 'fortress', detail: 'lordsTower' },
  { item: 'stronghold', type: 'fortress', detail: 'stronghold' },
  { item: 'walledSettlement', type: 'town', detail: 'walledSettlement' },
];

/**
 * A Firestorm battle's site: the territory's hex is the battle hex (FS-MAP-1). Firestorm ignores core settlements
 * (FS-MAP-2); the table shows the territory's fortification items instead. Firestorm battles store no scenario, so
 * FS-BATTLE-3's generator (SCEN-1) is run here from the battle itself: the same battle always gets the same
 * deployment and objectives, whatever the plan's seed.
 */
export function fsBattleSite(state: FsState, battle: FsBattle): BattleSite {
  const map = state.map;
  const hex = map.hexes[battle.hex];
  const territory = state.territories[battle.hex];
  const faction = (id: string) => {
    const f = state.factions.find((x) => x.id === id);
    return { name: f?.name ?? t('battlefield:site.unknownFaction'), color: f?.color ?? '#777777' };
  };
  const item = STRONGHOLD_ITEMS.find((s) => territory?.items.some((i) => i.type === s.item));
  const siege = battle.kind === 'firestormSiege';
  const rng = createRng(stringHash(`scen:${battle.id}:${battle.hex}`));
  const scenario = siege
    ? null
    : generateScenario((die) => (die === 'D3' ? rng.int(1, 3) : rng.int(1, 6)), {
        A: battle.attacker.factionId,
        B: battle.defender.factionId,
      });
  const special = territory?.special?.name;
  const place = special
    ? t('battlefield:site.namedHex', { name: special, hex: hexName(battle.hex) })
    : hexTitle(map, battle.hex);
  return {
    title: t('battlefield:site.title', { place }),
    place,
    key: `fs:${battle.id}`,
    hex: battle.hex,
    terrain: hex?.terrain ?? 'open',
    neighbours: neighbourTerrain(map, battle.hex),
    river: riverCourse(map, battle.hex),
    bridge: Boolean(hex?.bridge),
    settlement: item ? { type: item.type, detail: t(`battlefield:site.${item.detail}`) } : null,
    entryDir: battle.entryDir,
    siege,
    scenario,
    sides: { attacker: faction(battle.attacker.factionId), defender: faction(battle.defender.factionId) },
  };
}
