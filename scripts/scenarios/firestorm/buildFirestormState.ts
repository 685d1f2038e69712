import type { HexKey } from '@shared/hex';
import { createRngState, isDicePurpose, type DiceQueues } from '@shared/random';
import {
  DEFAULT_FS_SETTINGS,
  FS_STEPS,
  NO_SIEGE_FLAGS,
  garrisonPoints,
  territorySiegeLevel,
  type Banner,
  type Battle,
  type Faction,
  type FsSettings,
  type FsState,
  type Siege,
  type Territory,
} from '@shared/rulesets/firestorm';
import { dirFrom, isAdjacent, parseHexKey } from '@shared/hex';
import { scenarioMap } from '../scenarioMap';
import type { FirestormScenario } from './firestormScenarioSchema';

/** FORMAT-firestorm.md fixture → a Firestorm state, or every reason the file describes no legal state. */
export function buildFirestormState(
  spec: FirestormScenario,
): { state: FsState; dice: DiceQueues } | { errors: string[] } {
  const errors: string[] = [];
  const { map, errors: mapErrors } = scenarioMap(spec.map as never);
  errors.push(...mapErrors);
  const names = Object.keys(spec.factions);
  if (names.length < 2 || names.length > 4)
    errors.push(`factions: 2–4 factions (FS-SETUP-1), not ${names.length}`);
  const isFaction = (name: string) => names.includes(name);
  const settings = buildSettings(spec.settings ?? {}, errors);
  // FS-SETUP-6: unclaimed, empty territories are not stored (territoryAt gives them).
  const territories: Record<string, Territory> = {};
  const passable = (hex: string) => {
    const h = map.hexes[hex as HexKey];
    return !!h && h.terrain !== 'mountain' && h.terrain !== 'water';
  };
  for (const [hex, t] of Object.entries(spec.territories ?? {})) {
    if (!passable(hex)) {
      errors.push(`territories.${hex}: not a territory (off the map or impassable, FS-MAP-1)`);
      continue;
    }
    const owner = t.owner === undefined || t.owner === 'none' ? null : t.owner;
    if (owner !== null && !isFaction(owner)) errors.push(`territories.${hex}: no faction ${owner}`);
    territories[hex] = {
      owner,
      items: (t.items ?? []).map((i) =>
        typeof i === 'string' ? { type: i, builtTurn: 0 } : { type: i.type, builtTurn: i.builtTurn ?? 0 },
      ),
      ...(t.special ? { special: { ...t.special, glory: t.special.glory ?? 2 } } : {}),
    };
  }
  const factions: Faction[] = names.map((name) => {
    const f = spec.factions[name]!;
    if (!passable(f.originTowerHex))
      errors.push(`factions.${name}: originTowerHex ${f.originTowerHex} is not a territory`);
    return {
      id: name,
      name,
      color: '#888888',
      playerIds: f.players,
      alliance: f.alliance,
      tags: f.tags ?? [],
      originTowerHex: f.originTowerHex as HexKey,
      buildPoints: f.buildPoints ?? 0,
      gloryBanked: f.gloryBanked ?? 0,
      oneTimeGrants: { shrine: false, temple: false, scepter: false, ...f.oneTimeGrants },
    };
  });
  const step = spec.turn.step;
  const order = spec.turn.initiativeOrder;
  for (const f of order ?? []) if (!isFaction(f)) errors.push(`turn.initiativeOrder: no faction ${f}`);
  const active = spec.turn.active ?? (step === 'EXECUTION' || step === 'BUILD' ? order?.[0] : undefined);
  if ((step === 'EXECUTION' || step === 'BUILD') && !order)
    errors.push(`turn: ${step} needs initiativeOrder`);
  const stepIndex = FS_STEPS.indexOf(step);
  const revealedFaction = (f: string) =>
    stepIndex > FS_STEPS.indexOf('EXECUTION') ||
    (step === 'EXECUTION' && !!order && order.indexOf(f) <= order.indexOf(active ?? ''));
  const banners: Banner[] = Object.entries(spec.banners ?? {}).map(([id, b], i) => {
    if (!isFaction(b.faction)) errors.push(`banners.${id}: no faction ${b.faction}`);
    if (!passable(b.at)) errors.push(`banners.${id}: ${b.at} is not a territory`);
    const players = b.players ?? spec.factions[b.faction]?.players ?? [];
    for (const p of players)
      if (!spec.factions[b.faction]?.players.includes(p))
        errors.push(`banners.${id}: ${p} is not a player of ${b.faction}`);
    if (b.order && (b.order.type === 'move' || b.order.type === 'forcedMarch') && b.order.path?.[0] !== b.at)
      errors.push(`banners.${id}: the order's path must start at ${b.at} (HEX-9)`);
    return {
      id,
      seq: i + 1,
      factionId: b.faction,
      hex: b.at as HexKey,
      points: b.points ?? settings['fs.bannerPoints'],
      playerIds: players,
      characters: [],
      ...(b.order
        ? { order: { type: b.order.type, ...(b.order.path ? { path: b.order.path as HexKey[] } : {}) } }
        : {}),
      revealed: !!b.order && revealedFaction(b.faction),
      orderState: b.orderState ?? 'pending',
      fatigued: b.fatigued ?? false,
      engagedThisTurn: b.engaged ?? false,
    };
  });
  const battles = buildBattles(spec, banners, territories, settings, errors);
  checkOccupancy(banners, battles, errors);
  const sieges = buildSieges(spec, battles, errors);
  const submitted =
    step === 'ORDERS' ? names.filter((f) => banners.some((b) => b.factionId === f && b.order)) : [];
  const dice: Record<string, (number | string)[]> = {};
  for (const [tag, queue] of Object.entries(spec.dice ?? {})) {
    if (!isDicePurpose(tag)) errors.push(`dice: ${tag} is not a purpose tag of GEN-11`);
    dice[tag] = queue;
  }
  if (errors.length > 0) return { errors };
  const state: FsState = {
    ruleset: 'firestorm',
    rng: createRngState(spec.seed ?? 1),
    log: [],
    name: spec.title ?? spec.id,
    settings,
    map,
    territories,
    factions,
    banners,
    battles: battles.map((b) => ({
      ...b,
      ...(sieges.some((s) => s.battleId === b.id) ? { kind: 'firestormSiege' as const } : {}),
    })),
    sieges,
    turn: {
      number: spec.turn.number,
      step,
      ...(order ? { initiativeOrder: order } : {}),
      ...(active ? { active } : {}),
      submitted,
      raisedThisTurn: [],
    },
    pending: [],
    nextBannerSeq: banners.length + 1,
    nextBattleSeq: battles.length + 1,
    status: 'running',
  };
  return { state, dice: dice as DiceQueues };
}

function buildSettings(raw: Record<string, unknown>, errors: string[]): FsSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_FS_SETTINGS };
  for (const [key, value] of Object.entries(raw)) {
    const def = (DEFAULT_FS_SETTINGS as unknown as Record<string, unknown>)[key];
    if (def === undefined) errors.push(`settings: ${key} is not a Firestorm setting (DATA-12)`);
    else if (Array.isArray(def) ? !Array.isArray(value) : typeof def !== typeof value)
      errors.push(`settings: ${key} must be a ${Array.isArray(def) ? 'list' : typeof def}`);
    else settings[key] = value;
  }
  return settings as unknown as FsSettings;
}

function buildBattles(
  spec: FirestormScenario,
  banners: Banner[],
  territories: Record<string, Territory>,
  settings: FsSettings,
  errors: string[],
): Battle[] {
  return (spec.battles ?? []).map((b, i) => {
    const attacker = banners.find((x) => x.id === b.attacker);
    const defender = b.defender === 'garrison' ? undefined : banners.find((x) => x.id === b.defender);
    const t = territories[b.hex];
    if (!attacker) errors.push(`battles[${i}]: no banner ${b.attacker}`);
    if (b.defender !== 'garrison' && !defender) errors.push(`battles[${i}]: no banner ${b.defender}`);
    if (attacker && attacker.hex !== b.hex) errors.push(`battles[${i}]: ${b.attacker} is not at ${b.hex}`);
    if (defender && defender.hex !== b.hex) errors.push(`battles[${i}]: ${b.defender} is not at ${b.hex}`);
    if (!isAdjacent(parseHexKey(b.hex), parseHexKey(b.entryHex)))
      errors.push(`battles[${i}]: entryHex ${b.entryHex} is not adjacent to ${b.hex}`);
    const defenderFaction = defender?.factionId ?? t?.owner ?? '';
    if (b.defender === 'garrison' && !(t && garrisonPoints(t) > 0))
      errors.push(`battles[${i}]: ${b.hex} has no garrison`);
    for (const banner of [attacker, defender])
      if (banner) banners[banners.indexOf(banner)] = { ...banner, engagedThisTurn: true };
    return {
      id: `battle-${i + 1}`,
      seq: i + 1,
      turn: spec.turn.number,
      hex: b.hex as HexKey,
      // SIEGE-1, AMD-15: only a territory that can be besieged leaves the attacker a choice; elsewhere the battle is
      // a field battle from its start, as BattleStarted makes it (`kind` left out means "still to choose").
      ...(b.kind
        ? { kind: b.kind }
        : t && territorySiegeLevel(t, defenderFaction, settings['fs.siegeEligibleItems']) !== undefined
          ? {}
          : { kind: 'field' as const }),
      attacker: { factionId: attacker?.factionId ?? '', bannerId: b.attacker },
      defender: {
        factionId: defenderFaction,
        bannerId: defender?.id ?? null,
        garrison: !!t && t.owner === defenderFaction && garrisonPoints(t) > 0,
      },
      entryHex: b.entryHex as HexKey,
      entryDir: dirFrom(parseHexKey(b.hex), parseHexKey(b.entryHex)) ?? 'N',
      hexOwnerAtCreation: t?.owner ?? null,
      games: [],
      state: 'pending',
    };
  });
}

/** FS-MULTI-4: one banner per faction per hex; two factions share a hex only in a listed battle. */
function checkOccupancy(banners: Banner[], battles: Battle[], errors: string[]): void {
  const byHex = new Map<string, Banner[]>();
  for (const b of banners) byHex.set(b.hex!, [...(byHex.get(b.hex!) ?? []), b]);
  for (const [hex, here] of byHex) {
    const factions = new Set(here.map((b) => b.factionId));
    if (factions.size < here.length)
      errors.push(`banners: two banners of one faction in ${hex} (FS-MULTI-4)`);
    else if (here.length > 1 && !battles.some((b) => b.hex === hex))
      errors.push(`banners: banners of two factions in ${hex} without a battle (FS-MULTI-4)`);
  }
}

function buildSieges(spec: FirestormScenario, battles: Battle[], errors: string[]): Siege[] {
  return (spec.sieges ?? []).map((s, i) => {
    const battle = battles.find((b) => b.hex === s.battle);
    if (!battle) errors.push(`sieges[${i}]: no battle at ${s.battle}`);
    else if (battle.kind === 'field')
      errors.push(`sieges[${i}]: the battle at ${s.battle} is a field battle`);
    return {
      id: `siege-${i + 1}`,
      battleId: battle?.id ?? '',
      level: s.level,
      state: s.state,
      turnStep: 'time',
      attackerSP: s.attackerSP ?? s.level,
      defenderSP: s.defenderSP ?? s.level,
      completedSiegeTurns: s.completedSiegeTurns ?? 0,
      timeModifier: s.timeModifier ?? 0,
      flags: { ...NO_SIEGE_FLAGS, ...s.flags },
      ledger: (s.ledger ?? []).map((e) => ({ ...e, effectText: e.effectText ?? e.optionId })),
      chosen: {},
      undermineSuccesses: (s.ledger ?? []).filter((e) => e.optionId === 'undermine').length,
      // AMD-16: a reinforcement entry is made only when at least one unit broke through (SIEGE-8).
      reinforcementUnits: (s.ledger ?? []).some((e) => e.optionId === 'bringReinforcements') ? 1 : 0,
    };
  });
}
