import type { Json } from './fileFuzz';

/**
 * Semantic damage per file family (issue 26's examples): values of the right type that make a game impossible,
 * huge, or hostile. Each returns the damaged file's text, or undefined when the base has nothing to damage.
 */
export interface Corruption {
  readonly name: string;
  readonly apply: (file: Json) => string | undefined;
}

type Obj = Record<string, Json>;
const obj = (value: Json | undefined): Obj | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
const arr = (value: Json | undefined): Json[] | undefined => (Array.isArray(value) ? value : undefined);
const copy = (file: Json): Json => structuredClone(file);

/** `change` on a copy of the file; the text, or undefined when `change` found nothing to damage. */
function edit(change: (file: Json) => boolean | void): (file: Json) => string | undefined {
  return (file) => {
    const damaged = copy(file);
    return change(damaged) === false ? undefined : JSON.stringify(damaged);
  };
}

const NEST = '"@@nest@@"';
/** The file with the value marked NEST replaced by a list nested `depth` deep (JSON.stringify itself would recurse). */
function nested(change: (file: Json) => boolean | void, depth: number): (file: Json) => string | undefined {
  return (file) => {
    const text = edit(change)(file);
    return text?.replace(NEST, `${'['.repeat(depth)}${']'.repeat(depth)}`);
  };
}

const campaignOf = (file: Json) => obj(obj(obj(file)?.document)?.campaign);
const defenseOf = (file: Json) => obj(obj(obj(file)?.document)?.defenseGame);
const many = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);
const ALL_ZERO = { seed: 0, cursor: 0, words: [0, 0, 0, 0] };

const core: Corruption[] = [
  { name: 'ruleset "constructor"', apply: edit((f) => void (campaignOf(f)!.ruleset = 'constructor')) },
  {
    name: 'a log number nested 100,000 deep',
    apply: nested((f) => {
      const log = arr(campaignOf(f)?.log);
      if (!log?.length) return false;
      obj(log[0])!.seq = '@@nest@@';
    }, 100_000),
  },
  { name: 'all-zero random state', apply: edit((f) => void (campaignOf(f)!.rng = ALL_ZERO)) },
  {
    name: 'a name of 100,000 characters',
    apply: edit((f) => void (campaignOf(f)!.name = 'x'.repeat(100_000))),
  },
];

/** A siege record of the right shape about `battleId` (the example tests of issue 26 use it too). */
export const siegeOf = (battleId: string): Json => ({
  id: 'siege-x',
  battleId,
  level: 1,
  state: 'siegeTurns',
  turnStep: 'time',
  attackerSP: 2,
  defenderSP: 1,
  completedSiegeTurns: 0,
  timeModifier: 0,
  flags: {
    sendForHelpSucceeded: false,
    reinforcementsUsed: false,
    braveryBonus: false,
    bombardmentDisabled: false,
    attackerWarMachinesDoubleCost: false,
    defenderEquipmentDoubleCost: false,
    gateDestroyed: false,
  },
  ledger: [],
  chosen: {},
  undermineSuccesses: 0,
  reinforcementUnits: 0,
});

const firestorm: Corruption[] = [
  {
    name: 'negative glory',
    apply: edit((f) => void (obj(arr(campaignOf(f)!.factions)![0])!.gloryBanked = -5)),
  },
  {
    name: "a banner led by another faction's player",
    apply: edit((f) => {
      const c = campaignOf(f)!;
      const banner = obj(arr(c.banners)?.[0]);
      const factions = arr(c.factions)!.map((x) => obj(x)!);
      const other = factions.find((x) => x.id !== banner?.factionId);
      const player = arr(other?.playerIds)?.[0];
      if (!banner || player === undefined) return false;
      banner.playerIds = [player];
    }),
  },
  {
    name: 'a siege of a missing battle',
    apply: edit((f) => void arr(campaignOf(f)!.sieges)!.push(siegeOf('battle-999'))),
  },
  {
    name: 'a siege on an unowned territory',
    apply: edit((f) => {
      const c = campaignOf(f)!;
      const battle = obj(arr(c.battles)?.[0]);
      if (!battle) return false;
      const territory = obj(obj(c.territories)![battle.hex as string]);
      if (!territory) return false;
      territory.owner = null;
      c.sieges = [siegeOf(battle.id as string)];
    }),
  },
  { name: 'nextBannerSeq behind the banners', apply: edit((f) => void (campaignOf(f)!.nextBannerSeq = 1)) },
  {
    name: 'an initiative order naming a missing faction',
    apply: edit((f) => void (obj(campaignOf(f)!.turn)!.initiativeOrder = ['ghost'])),
  },
  { name: 'all-zero random state', apply: edit((f) => void (campaignOf(f)!.rng = ALL_ZERO)) },
  { name: 'pending: [{}]', apply: edit((f) => void (campaignOf(f)!.pending = [{}])) },
  {
    name: 'glory of a trillion',
    apply: edit((f) => void (obj(arr(campaignOf(f)!.factions)![0])!.gloryBanked = 1e12)),
  },
  {
    name: 'a banner roster of BR 10,000,000',
    apply: edit((f) => void (obj(arr(campaignOf(f)!.banners)![0])!.roster = [{ id: 'u', br: 10_000_000 }])),
  },
];

/** The first tile's effects of the game's city deck. */
const cityTileOf = (game: Obj | undefined) => obj(arr(obj(obj(game?.config)?.cityDeck)?.tiles)?.[0]);

const defenseDamage = (gameOf: (file: Json) => Obj | undefined): Corruption[] => [
  {
    name: 'a deck tile with 100,000 effects',
    apply: edit((f) => void (cityTileOf(gameOf(f))!.effects = many(100_000, 'AURA_ATTACK(1)'))),
  },
  { name: 'difficulty 9', apply: edit((f) => void (obj(gameOf(f)!.config)!.difficulty = 9)) },
  {
    name: 'a command named toString',
    apply: edit((f) => void arr(gameOf(f)!.commands)!.push({ type: 'toString' })),
  },
  {
    name: '200,000 commands',
    apply: edit((f) => void (gameOf(f)!.commands = many(200_000, { type: 'Pass' }))),
  },
  {
    name: 'a deck tile of a million copies',
    apply: edit((f) => void (cityTileOf(gameOf(f))!.copies = 1_000_000)),
  },
  {
    name: 'a player named with 100,000 characters',
    apply: edit((f) => void (obj(arr(obj(gameOf(f)!.config)!.players)![0])!.name = 'x'.repeat(100_000))),
  },
];

const assaultInput = (f: Json) => obj(obj(f)!.input)!;
const assault: Corruption[] = [
  {
    name: 'a unit of BR 10,000,000',
    apply: edit((f) => void (obj(arr(assaultInput(f).besieger)![0])!.br = 10_000_000)),
  },
  {
    name: 'a billion pieces',
    apply: edit(
      (f) => void arr(assaultInput(f).besieger)!.push({ id: 'big', artillery: 'lightBallista', pieces: 1e9 }),
    ),
  },
  {
    name: 'a thousand units of BR 1,000',
    apply: edit(
      (f) =>
        void (assaultInput(f).besieger = Array.from({ length: 1000 }, (_, i) => ({ id: `u${i}`, br: 1000 }))),
    ),
  },
  {
    name: 'a command named toString',
    apply: edit((f) => void arr(obj(f)!.commands)!.push({ type: 'toString' })),
  },
  { name: 'all-zero random state', apply: edit((f) => void (assaultInput(f).rng = ALL_ZERO)) },
  { name: 'a title of 100,000 characters', apply: edit((f) => void (obj(f)!.title = 'x'.repeat(100_000))) },
  {
    name: 'a leader of a billion actions',
    apply: edit((f) => void (assaultInput(f).leaders = { besieger: { leadershipAbility: 1e9 } })),
  },
  {
    name: 'an assault of a billion turns',
    apply: edit((f) => void (assaultInput(f).settings = { maxTurns: 1e9 })),
  },
];

const deck: Corruption[] = [
  {
    name: 'a tile with 100,000 effects',
    apply: edit((f) => void (obj(arr(obj(f)!.tiles)![0])!.effects = many(100_000, 'AURA_ATTACK(1)'))),
  },
  {
    name: 'a tile of 20 copies, 200 times',
    apply: edit((f) => void (obj(f)!.tiles = many(200, { ...obj(arr(obj(f)!.tiles)![0])!, copies: 20 }))),
  },
  {
    name: '100,000 tiles',
    apply: edit((f) => void (obj(f)!.tiles = many(100_000, arr(obj(f)!.tiles)![0]!))),
  },
  { name: 'a name of 100,000 characters', apply: edit((f) => void (obj(f)!.name = 'x'.repeat(100_000))) },
  {
    name: 'a tile kind "constructor"',
    apply: edit((f) => void (obj(arr(obj(f)!.tiles)![0])!.kind = 'constructor')),
  },
];

export const CORRUPTIONS = {
  core,
  firestorm: [...core, ...firestorm],
  defenseInCampaign: defenseDamage(defenseOf),
  defenseGame: defenseDamage((f) => obj(f)),
  assault,
  deck,
} as const;
