import { isPassable, type CampaignMap } from '../map';
import { DEMO_MAP_PARAMS, generateMap, withSizedCounts, type MapParams } from '../mapgen';
import { err, ok, type Result } from '../result';
import { t } from '../i18n';
import {
  assessStartFairness,
  createFirestormCampaign,
  evenSpecials,
  evenStarts,
  landBetween,
  symmetricLand,
  VICTORY_GLORY,
  type FirestormSetup,
  type FsState,
  type StartFairness,
} from '../rulesets/firestorm';
import { FIRESTORM_DEMO_FACTIONS } from './firestormDemo';
import { documentFromGenerated, type MapDocument } from './mapDocument';

/**
 * Decision (issue 24): the map a new Firestorm campaign proposes, by faction count. The book's map gives each
 * faction about a dozen territories to fight over; one hex is one territory (FS-MAP-1), and after symmetricLand
 * about four hexes in five are passable, so
 * - 4 factions: 9×8, about 50 territories (12 each);
 * - 3 factions: 9×9, about 57 (19 each). Square in steps: the NW start is 8 steps from NE and NE 8 from SE. On
 *   9×8 (NE 7 steps from SE) NE and SE met first and wore each other down while NW, beside the empty SW corner,
 *   claimed land: measured over 1,000 runs, NW won 45–52 % on two seeds of six;
 * - 2 factions: 8×8 (the smallest map the generator makes, MAP_SIZE_LIMITS) with the land between the starts kept
 *   (landBetween, 30 territories).
 * No faction can reach the 30 glory of FS-GLORY-4 on its share of empty land, so every campaign is decided by
 * battles; the sizes were picked by measuring win shares and battles per turn (README, "Firestorm campaigns that
 * fight"; `npm run bench -- --only firestormFairness`).
 */
export const FIRESTORM_MAP_SIZES: Readonly<
  Record<number, { readonly width: number; readonly height: number }>
> = {
  2: { width: 8, height: 8 },
  3: { width: 9, height: 9 },
  4: { width: 9, height: 8 },
};

/**
 * Decision (issue 24): water and mountains at 5 % each rather than the core demo's 12 % and 10 %: symmetricLand makes
 * a hex impassable when any of its mirror images is, which multiplies the impassable share by up to four.
 */
export const FIRESTORM_SHARES = { water: 0.05, mountains: 0.05 } as const;

/** The map params a new Firestorm campaign of `factions` factions proposes (the demo's shares, counts to size). */
export function firestormMapParams(factions: number, size?: { width: number; height: number }): MapParams {
  const proposed = size ?? FIRESTORM_MAP_SIZES[factions] ?? FIRESTORM_MAP_SIZES[4]!;
  return withSizedCounts({
    ...DEMO_MAP_PARAMS,
    width: proposed.width,
    height: proposed.height,
    water: FIRESTORM_SHARES.water,
    mountains: FIRESTORM_SHARES.mountains,
  });
}

/** Passable hexes of a map: its territories (FS-MAP-1). */
export function territoryCount(map: CampaignMap): number {
  let n = 0;
  for (const hex of Object.values(map.hexes)) if (isPassable(hex.terrain)) n++;
  return n;
}

/** FS-GLORY-1/4 on empty land: what each faction's even share of the map is worth in glory. */
export interface LandGrab {
  readonly territories: number;
  readonly factions: number;
  /** territories / factions, rounded down: the glory a faction's even share of the land gives (FS-GLORY-1). */
  readonly perFaction: number;
  readonly target: number;
  /** The plain warning when perFaction reaches the target; undefined when battles must decide. */
  readonly warning?: string;
}

/**
 * The "land-grab" check (issue 24): with one glory per territory held (FS-GLORY-1), a map whose even share gives
 * every faction 30 glory (FS-GLORY-4) lets a campaign be won by claiming empty land, with no battle at all.
 */
export function landGrabCheck(territories: number, factions: number): LandGrab {
  const perFaction = Math.floor(territories / Math.max(1, factions));
  const base = { territories, factions, perFaction, target: VICTORY_GLORY };
  if (perFaction < VICTORY_GLORY) return base;
  const size = FIRESTORM_MAP_SIZES[factions] ?? FIRESTORM_MAP_SIZES[4]!;
  return {
    ...base,
    warning: t('firestorm:landGrab.warning', {
      territories,
      perFaction,
      factions,
      target: VICTORY_GLORY,
      rules: 'FS-GLORY-1, FS-GLORY-4',
      width: size.width,
      height: size.height,
    }),
  };
}

/** Territories a two-faction map keeps between the starts (landBetween): about fifteen each. */
export const TWO_FACTION_TERRITORIES = 30;

/**
 * Decision (issue 24, fair starts): the specials a generated map places, one per faction at mirrored places
 * (evenSpecials), so each must do for its holder what the others do: the book's names with the glory of FS-MAP-3
 * and relics whose effects are for the briefing only (FS-ITEM-1). Infinity Gears (+1 glory per game won) and the
 * Scepter ingredients (three specific territories, FS-BUILD-7) would favour whoever starts nearest them, so they are
 * left for the GM to tag in the set-up.
 */
export const EVEN_SPECIALS = [
  { name: 'Eyes of the Prismatikon', glory: 2, relic: 'prismatikon' },
  { name: 'Caverns of Fulminax', glory: 2, relic: 'fulminax' },
  { name: 'Titanworks', glory: 2 },
  { name: 'Black Iron Peninsula', glory: 2 },
] as const;

/** How many of the book's specials (FS-MAP-3) a new Firestorm map gets: one per 15 territories, 1 to 4. */
export const specialsFor = (territories: number): number =>
  Math.min(EVEN_SPECIALS.length, Math.max(1, Math.floor(territories / 15)));

/** Maps tried (the seed, then seed + 1 000 003·k) before the evenest one is kept anyway. */
export const FIRESTORM_MAP_ATTEMPTS = 12;

export interface NewFirestormCampaign {
  readonly mapDocument: MapDocument;
  readonly campaign: FsState;
  readonly fairness: StartFairness;
  readonly landGrab: LandGrab;
  /** The map seed used: the one asked for, or a reroll when its starts could not be made even. */
  readonly mapSeed: number;
}

/**
 * A Firestorm campaign on a map of its own (issue 24): the map is generated at the proposed size (or `size`),
 * the starts are evened out (evenStarts, FS-SETUP-3), the specials put between them (evenSpecials, FS-MAP-3), and
 * if the starts are still not fair (assessStartFairness) the map is rerolled, up to FIRESTORM_MAP_ATTEMPTS maps;
 * the fairest is kept. Deterministic for its arguments (GEN-5).
 */
export function newFirestormCampaign(options: {
  readonly seed: number;
  readonly factions: number;
  readonly name: string;
  readonly size?: { readonly width: number; readonly height: number };
  readonly settings?: FirestormSetup['settings'];
}): Result<NewFirestormCampaign, string> {
  const params = firestormMapParams(options.factions, options.size);
  let best: NewFirestormCampaign | undefined;
  let lastError = '';
  for (let attempt = 0; attempt < FIRESTORM_MAP_ATTEMPTS; attempt++) {
    const mapSeed = options.seed + attempt * 1_000_003;
    const generated = generateMap(params, mapSeed);
    if (!generated.ok) {
      lastError = generated.error.join(' ');
      continue;
    }
    const mapDocument = documentFromGenerated(generated.value);
    const even = { ...mapDocument, map: symmetricLand(mapDocument.map) };
    const made = firestormOn(even, { ...options, mapSeed });
    if (!made.ok) {
      lastError = made.error;
      continue;
    }
    if (!best || unevenness(made.value.fairness) < unevenness(best.fairness)) best = made.value;
    if (made.value.fairness.fair) break;
  }
  return best ? ok(best) : err(lastError || t('firestorm:landGrab.noMap'));
}

/** The campaign with even starts and specials on one generated map. */
function firestormOn(
  mapDocument: MapDocument,
  options: {
    seed: number;
    factions: number;
    name: string;
    mapSeed: number;
    size?: { readonly width: number; readonly height: number };
    settings?: FirestormSetup['settings'];
  },
): Result<NewFirestormCampaign, string> {
  let map = mapDocument.map;
  let towers = evenStarts(map, options.factions);
  // Only on the proposed map: a size the GM chose keeps its land.
  if (options.factions === 2 && !options.size) {
    map = landBetween(map, towers[0]!, towers[1]!, TWO_FACTION_TERRITORIES);
    towers = evenStarts(map, options.factions);
  }

  const territories = territoryCount(map);
  const specialHexes = evenSpecials(map, towers, specialsFor(territories));
  const specials = Object.fromEntries(specialHexes.map((hex, i) => [hex, { ...EVEN_SPECIALS[i]! }]));
  const made = createFirestormCampaign({
    name: options.name,
    map,
    seed: options.seed,
    // One player per faction: FS-BP-1 pays D3 Build Points per player per game, so a faction of two players
    // would build twice as fast; the GM adds players in the set-up.
    factions: FIRESTORM_DEMO_FACTIONS.slice(0, options.factions).map((f) => ({
      ...f,
      players: [f.players[0]],
      tags: 'tags' in f ? [...f.tags] : [],
    })),
    specials,
    towers,
    settings: options.settings ?? {},
  });
  if (!made.ok) return err(made.error.join('; '));
  const fairness = assessStartFairness(
    map,
    made.value.factions.map((f) => ({ name: f.name, tower: f.originTowerHex })),
    specialHexes,
  );
  return ok({
    mapDocument: { ...mapDocument, map },
    campaign: made.value,
    fairness,
    landGrab: landGrabCheck(territories, options.factions),
    mapSeed: options.mapSeed,
  });
}

/** For keeping the fairest of several maps: problems first, then the land spread. */
function unevenness(f: StartFairness): number {
  const lands = f.starts.map((s) => s.land);
  return (f.fair ? 0 : 1000) + (f.connected ? 0 : 10_000) + Math.max(...lands) - Math.min(...lands);
}
