import {
  distance,
  distanceToEdge,
  hexPhrase,
  isHexKey,
  keyOf,
  parseHexKey,
  spiral,
  type Edge,
  type HexKey,
} from '../../../hex';
import { isPassable, type CampaignMap, type PlayerId, type SettlementType } from '../../../map';
import { GM_VIEWER, type Viewer } from '../../../kernel/viewer';
import { violation, type RuleViolation } from '../model/violation';
import { t } from '../../../i18n';

/**
 * The one statement of SETUP-3 and SETUP-4's per-hex conditions. The setup validation of createCoreCampaign, the
 * map generator's fortress stage (on its typed arrays) and the renderer's setup screen all ask these, so the three
 * can never disagree about which hex is legal.
 */

/** What SETUP-3 asks about one hex, whatever the caller stores it in. */
export interface FortressSiteFacts {
  readonly passable: boolean;
  /** The settlement already on the hex, if any; a fortress there is the one being placed again. */
  readonly settlement: SettlementType | null;
  /** distanceToEdge(h, own side's homeEdge). */
  readonly toHomeEdge: number;
}

/** Why a fortress may not stand on a hex with these facts (SETUP-3), or null when it may. */
export function fortressSiteProblem(
  facts: FortressSiteFacts,
): 'impassable' | 'settlement' | 'homeLine' | null {
  if (!facts.passable) return 'impassable';
  if (facts.settlement !== null && facts.settlement !== 'fortress') return 'settlement';
  if (facts.toHomeEdge !== 1) return 'homeLine';
  return null;
}

/** SETUP-3 for one hex of a map, in the GM's words; `player` names whose fortress it is ("Alice's fortress"). */
export function fortressSiteViolations(
  map: CampaignMap,
  hex: string,
  homeEdge: Edge,
  player?: string,
): RuleViolation[] {
  // One sentence per problem, with or without the player's name (never glued from pieces: word order differs).
  const say = (
    key: 'notAHex' | 'offMap' | 'impassable' | 'shares' | 'homeLine',
    vars: Record<string, unknown>,
  ) =>
    player === undefined
      ? t(`coreRules:fortressSite.${key}`, { hex: hexPhrase(hex), ...vars })
      : t(`coreRules:fortressSite.${key}Of`, { hex: hexPhrase(hex), player, ...vars });
  if (!isHexKey(hex)) return [violation('SETUP-3', say('notAHex', {}))];
  const mapHex = map.hexes[hex];
  const toHomeEdge = distanceToEdge(hex, map.edges[homeEdge]);
  const problems: RuleViolation[] = [];
  if (!mapHex) problems.push(violation('SETUP-3', say('offMap', {})));
  const facts = mapHex && {
    passable: isPassable(mapHex.terrain),
    settlement: mapHex.settlement?.type ?? null,
    toHomeEdge,
  };
  const problem = facts ? fortressSiteProblem(facts) : null;
  if (problem === 'impassable')
    problems.push(violation('SETUP-3', say('impassable', { terrain: t(`map:terrain.${mapHex!.terrain}`) })));
  if (problem === 'settlement')
    problems.push(
      violation('SETUP-3', say('shares', { settlement: t(`map:settlement.${mapHex!.settlement!.type}`) })),
    );
  // The home line is reported even after another problem, as the GM needs to know both.
  if (toHomeEdge !== 1)
    problems.push(
      violation('SETUP-3', say('homeLine', { count: toHomeEdge, edge: t(`map:edge.${homeEdge}`) })),
    );
  return problems;
}

/** SETUP-4 for one hex: a passable map hex within 1 of the player's fortress. */
export function armySiteViolations(
  map: CampaignMap,
  hex: string,
  fortress: HexKey,
  player?: string,
): RuleViolation[] {
  const mapHex = isHexKey(hex) ? map.hexes[hex] : undefined;
  const vars = { hex: hexPhrase(hex), fortress: hexPhrase(fortress), player };
  const own = player === undefined ? '' : 'Of';
  if (!mapHex || !isPassable(mapHex.terrain))
    return [violation('SETUP-4', t(`coreRules:armySite.impassable${own}`, vars))];
  if (distance(parseHexKey(hex as HexKey), parseHexKey(fortress)) > 1)
    return [violation('SETUP-4', t(`coreRules:armySite.farFromFortress${own}`, vars))];
  return [];
}

/** SETUP-3: every hex of the map a fortress of a side with this home edge may stand on, in hex order. */
export function legalFortressHexes(map: CampaignMap, homeEdge: Edge): HexKey[] {
  const edge = map.edges[homeEdge];
  return (Object.keys(map.hexes) as HexKey[]).filter((key) => {
    const hex = map.hexes[key]!;
    const facts = {
      passable: isPassable(hex.terrain),
      settlement: hex.settlement?.type ?? null,
      toHomeEdge: distanceToEdge(key, edge),
    };
    return fortressSiteProblem(facts) === null;
  });
}

/** SETUP-4: the hexes an army of the player with this fortress may start on, in hex order. */
export function legalArmyHexes(map: CampaignMap, fortress: HexKey): HexKey[] {
  return spiral(parseHexKey(fortress), 1)
    .map(keyOf)
    .filter((key) => armySiteViolations(map, key, fortress).length === 0);
}

/** The sides as setup knows them: only what SETUP-3/4 need. */
export interface SetupSides {
  readonly sides: readonly {
    readonly homeEdge: Edge;
    readonly players: readonly { readonly id: PlayerId }[];
  }[];
  /** The fortress each player has picked so far. */
  readonly fortresses: Readonly<Record<PlayerId, HexKey | null | undefined>>;
}

export interface PlayerSetupOptions {
  /** SETUP-3: legal and not taken by another player's fortress. */
  readonly fortressHexes: readonly HexKey[];
  /** SETUP-4: legal around the player's fortress; empty until it is picked. */
  readonly armyHexes: readonly HexKey[];
}

/**
 * SETUP-3/4: per player, the hexes their fortress and armies may be placed on. The GM sees every player's options;
 * a seat only its own (Decision: a player does not see where another may place, which a hidden setup would need).
 */
export function setupOptions(
  map: CampaignMap,
  setup: SetupSides,
  viewer: Viewer = GM_VIEWER,
): Record<PlayerId, PlayerSetupOptions> {
  const out: Record<PlayerId, PlayerSetupOptions> = {};
  for (const side of setup.sides) {
    const line = legalFortressHexes(map, side.homeEdge);
    for (const player of side.players) {
      if (viewer.kind === 'seat' && viewer.id !== player.id) continue;
      const taken = Object.entries(setup.fortresses)
        .filter(([owner, hex]) => owner !== player.id && hex)
        .map(([, hex]) => hex);
      const fortress = setup.fortresses[player.id];
      out[player.id] = {
        fortressHexes: line.filter((h) => !taken.includes(h)),
        armyHexes: fortress ? legalArmyHexes(map, fortress) : [],
      };
    }
  }
  return out;
}
