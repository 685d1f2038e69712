import { createRngState, type DiceQueues } from '@shared/random';
import {
  DEFAULT_DEFENSE_SETTINGS,
  emptyBoard,
  isBoardSquare,
  isCitySquare,
  parseEffect,
  sideOfSquare,
  sq,
  type DefenseSquare,
  type DefenseState,
  type Effect,
  type TileInstance,
} from '@shared/rulesets/defense';
import type { DefenseScenario } from './defenseScenarioSchema';

type Built = { state: DefenseState; dice: DiceQueues } | { errors: string[] };

/** The starting state a defense scenario describes (FORMAT-assault-defense.md "Defense mode"), or why it is not one. */
export function buildDefenseFixture(spec: DefenseScenario): Built {
  const errors: string[] = [];
  const playerIds = Object.keys(spec.players);
  const tiles: Record<string, TileInstance> = {};
  const board: DefenseSquare[] = emptyBoard();
  const piles = new Map(
    playerIds.map((p) => [p, { hand: [] as string[], drawPile: [] as string[], discard: [] as string[] }]),
  );
  const d = spec.defense;
  const effectsOf = (what: string, list: readonly string[] | undefined): Effect[] =>
    (list ?? []).flatMap((text) => {
      const effect = parseEffect(text);
      if (!effect) errors.push(`${what}: "${text}" is not an effect of ANV-7`);
      return effect ? [effect] : [];
    });
  const put = (what: string, at: string, square: DefenseSquare, cityOnly: boolean) => {
    if (!isBoardSquare(at)) return errors.push(`${what}: square ${at} is not on the board (ANV-3)`);
    if (cityOnly && !isCitySquare(at))
      return errors.push(`${what}: ${at} is a numbered space; tiles stand on city spaces (ANV-12)`);
    const i = sq(at);
    if (board[i]!.tile !== undefined || board[i]!.enemy !== undefined)
      return errors.push(`${what}: square ${at} is already taken`);
    board[i] = square;
  };
  const ownerPiles = (what: string, owner: string | undefined) => {
    const pile = owner === undefined ? undefined : piles.get(owner);
    if (!pile) errors.push(`${what}: owner ${owner ?? '(none)'} is not a player`);
    return pile;
  };
  const inCityLists = (tileId: string) =>
    d.market.includes(tileId) || d.cityPile.includes(tileId) || d.cityDiscard.includes(tileId);

  for (const [tileId, u] of Object.entries(spec.units)) {
    if (!u.ranged && !u.melee) errors.push(`unit ${tileId}: needs a ranged or a melee die (ANV-5)`);
    tiles[tileId] = {
      kind: 'unit',
      name: u.name ?? tileId,
      cost: { resource: 'manpower', amount: u.cost },
      provides: u.provides ?? { resource: 'manpower', amount: 1 },
      ...(u.ranged ? { ranged: u.ranged } : {}),
      ...(u.melee ? { melee: u.melee } : {}),
      attackMod: u.attackMod,
      rerolls: u.rerolls,
      keywords: u.keywords,
      effects: effectsOf(`unit ${tileId}`, u.effects),
      owner: u.owner,
    };
    const pile = ownerPiles(`unit ${tileId}`, u.owner);
    if (u.at) put(`unit ${tileId}`, u.at, { tile: tileId }, true);
    else pile?.[u.in ?? 'hand'].push(tileId);
  }
  for (const [tileId, b] of Object.entries(spec.buildings)) {
    const what = `building ${tileId}`;
    const effects = effectsOf(what, b.effects);
    if (b.city) {
      if (b.owner) errors.push(`${what}: a city building has no owner`);
      tiles[tileId] = {
        kind: 'city',
        name: b.name ?? tileId,
        cost: { resource: 'gold', amount: b.cost },
        effects,
      };
      if (b.at) put(what, b.at, { tile: tileId }, true);
      else if (!inCityLists(tileId))
        errors.push(`${what}: not on the board, so list it in defense.market, cityPile or cityDiscard`);
      continue;
    }
    tiles[tileId] = {
      kind: 'building',
      name: b.name ?? tileId,
      cost: { resource: 'stone', amount: b.cost },
      provides: b.provides ?? { resource: 'stone', amount: 1 },
      effects,
      owner: b.owner!,
    };
    const pile = ownerPiles(what, b.owner);
    if (b.at) put(what, b.at, { tile: tileId }, true);
    else pile?.[b.in ?? 'hand'].push(tileId);
  }
  const enemyDiscard: string[] = [];
  for (const [tileId, e] of Object.entries(spec.enemies)) {
    tiles[tileId] = {
      kind: 'enemy',
      name: e.name ?? tileId,
      strength: e.strength,
      keywords: e.keywords,
      effects: effectsOf(`enemy ${tileId}`, e.effects),
    };
    if (e.at) {
      const startSide = e.startSide ?? sideOfSquare(e.at) ?? d.assaultSide;
      if (!startSide)
        errors.push(`enemy ${tileId}: on a city square it needs startSide (or defense.assaultSide)`);
      else put(`enemy ${tileId}`, e.at, { enemy: { tileId, faceUp: e.faceUp, startSide } }, false);
    } else if (!d.enemyPile.includes(tileId)) enemyDiscard.push(tileId);
  }
  const listed = (list: readonly (string | null)[], what: string, kind: string) => {
    for (const tileId of list)
      if (tileId !== null && tiles[tileId]?.kind !== kind)
        errors.push(
          `defense.${what}: ${tileId} is not a ${kind === 'city' ? 'city building' : kind} of the file`,
        );
  };
  listed(d.enemyPile, 'enemyPile', 'enemy');
  listed(d.market, 'market', 'city');
  listed(d.cityPile, 'cityPile', 'city');
  listed(d.cityDiscard, 'cityDiscard', 'city');
  const indexOf = (who: string | undefined, key: string) => {
    if (who === undefined) return undefined;
    const i = playerIds.indexOf(who);
    if (i < 0) errors.push(`defense.${key}: ${who} is not a player`);
    return i < 0 ? undefined : i;
  };
  const activePlayer = indexOf(d.activePlayer, 'activePlayer') ?? 0;
  const marker = indexOf(d.marker, 'marker');
  if ((d.phase === 'assault' || d.phase === 'finalAssault') && d.assaultSide === undefined)
    errors.push(`defense.assaultSide: needed while the phase is ${d.phase}`);
  if (errors.length > 0) return { errors };
  const settings = spec.settings ?? {};
  const players = playerIds.map((pid) => ({
    id: pid,
    name: spec.players[pid]!.name ?? pid,
    faction: pid,
    ...piles.get(pid)!,
    influence: spec.players[pid]!.influence,
    handLimit: 5,
    mulliganed: false,
  }));
  const state: DefenseState = {
    ruleset: 'defense',
    rng: createRngState(spec.seed ?? 1),
    log: [],
    id: d.id ?? 'defense-1',
    settings: {
      ...DEFAULT_DEFENSE_SETTINGS,
      ...(settings['anv.cityBuildingSlotInfluence']
        ? { cityBuildingSlotInfluence: settings['anv.cityBuildingSlotInfluence'] }
        : {}),
      ...(settings['anv.enemyPileSize'] ? { enemyPileSize: settings['anv.enemyPileSize'] } : {}),
      ...(settings['anv.affectsCampaign'] !== undefined
        ? { affectsCampaign: settings['anv.affectsCampaign'] }
        : {}),
    },
    tiles,
    players,
    board,
    enemyPile: d.enemyPile,
    enemyDiscard,
    enemyFaction: 'scenario',
    difficulty: d.difficulty,
    cityPile: d.cityPile,
    cityDiscard: d.cityDiscard,
    market: d.market,
    activePlayer,
    ...(marker !== undefined ? { assaultTriggeredBy: marker } : {}),
    ...(d.lastPlacedSide ? { lastPlacedSide: d.lastPlacedSide } : {}),
    ...(d.assaultSide ? { assaultSide: d.assaultSide } : {}),
    wave: d.wave,
    phase: d.phase,
    variant: d.variant,
    passed: false,
    onslaught: false,
    turn: 1,
    // Decision: a fixture in the setup phase has been dealt once any player holds tiles.
    dealt: d.phase !== 'setup' || players.some((p) => p.hand.length > 0),
  };
  return { state, dice: (spec.dice ?? {}) as DiceQueues };
}
