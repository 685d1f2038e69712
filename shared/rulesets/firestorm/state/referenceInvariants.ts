import { hexName } from '../../../hex';
import { rosterSizeProblem } from '../../assault/rosterBounds';
import { brokenRngState } from '../../core/state/logInvariants';
import type { Banner, Faction, FsState } from '../model/types';

/**
 * The Firestorm invariants a file can break beyond ids and hexes (issue 26): who leads a banner, what a siege or a
 * pending choice refers to, the turn's factions, the sequence counters and the random state. Written so that a
 * campaign the engine would crash on, loop on, or play differently than its log says is refused. Each broken one
 * is a sentence naming things as the GM sees them ("banner Ash 2 is led by Bob, who plays for Iron Court").
 */
export function brokenFirestormReference(state: FsState): string | undefined {
  const factions = new Map<string, Faction>(state.factions.map((f) => [f.id, f]));
  const factionName = (id: string) => factions.get(id)?.name ?? id;
  const names = bannerNames(state, factionName);
  const bannerName = (id: string) => names.get(id) ?? `banner ${id}`;
  const rng = brokenRngState(state.rng, 'the campaign');
  if (rng) return rng;

  // FS-SETUP: a player plays for one faction.
  const playerFaction = new Map<string, Faction>();
  for (const faction of state.factions)
    for (const player of faction.playerIds) {
      const other = playerFaction.get(player);
      if (other) return `player ${player} plays for both ${other.name} and ${faction.name}`;
      playerFaction.set(player, faction);
    }
  for (const faction of state.factions)
    if (state.map.hexes[faction.originTowerHex] === undefined)
      return `the origin tower of ${faction.name} is on ${hexName(faction.originTowerHex)}, which is not on the map`;

  const banners = new Map<string, Banner>(state.banners.map((b) => [b.id, b]));
  for (const banner of state.banners) {
    const faction = factions.get(banner.factionId);
    for (const player of banner.playerIds) {
      const playsFor = playerFaction.get(player);
      if (playsFor !== faction)
        return playsFor
          ? `${bannerName(banner.id)} is led by ${player}, who plays for ${playsFor.name}`
          : `${bannerName(banner.id)} is led by ${player}, who plays for no faction of the campaign`;
    }
    // FS-MULTI-2: the next banner raised takes `nextBannerSeq`, so no banner may already have it or a later one.
    if (banner.seq >= state.nextBannerSeq)
      return `${bannerName(banner.id)} is number ${banner.seq}, but the next banner raised would be number ${state.nextBannerSeq} again`;
    const roster = banner.roster && rosterSizeProblem(banner.roster, bannerName(banner.id));
    if (roster) return roster;
  }

  const battles = new Map(state.battles.map((b) => [b.id, b]));
  if (battles.size !== state.battles.length) return 'two battles share one id';
  for (const battle of state.battles) {
    const where = `the battle on ${hexName(battle.hex)}`;
    if (battle.seq >= state.nextBattleSeq)
      return `${where} is number ${battle.seq}, but the next battle would be number ${state.nextBattleSeq} again`;
    for (const side of [battle.attacker.factionId, battle.defender.factionId])
      if (!factions.has(side)) return `${where} is fought by a faction the campaign does not have`;
    if (battle.state !== 'applied') {
      if (!banners.has(battle.attacker.bannerId))
        return `${where} is attacked by a banner that does not exist`;
      if (battle.defender.bannerId !== null && !banners.has(battle.defender.bannerId))
        return `${where} is defended by a banner that does not exist`;
      if (state.map.hexes[battle.entryHex] === undefined) return `${where} is entered from off the map`;
    }
  }

  const sieges = new Set<string>();
  for (const siege of state.sieges) {
    const battle = battles.get(siege.battleId);
    if (!battle) return `a siege is of a battle the campaign does not have`;
    if (sieges.has(siege.battleId)) return `the battle on ${hexName(battle.hex)} is besieged twice`;
    sieges.add(siege.battleId);
    // SIEGE-1: only a territory its defender owns can be besieged (a walled item is a domain item, FS-ITEM-1).
    const owner = state.territories[battle.hex]?.owner ?? null;
    if (siege.state !== 'ended' && owner === null)
      return `the siege of ${hexName(battle.hex)} is of a territory nobody owns`;
  }

  for (const choice of state.pending) {
    const banner = banners.get(choice.bannerId);
    if (!banner) return `a ${choice.kind} waits for a banner that does not exist`;
    if (!battles.has(choice.battleId))
      return `${bannerName(banner.id)} waits to ${choice.kind} from a battle the campaign does not have`;
    const off = choice.options.find((hex) => state.map.hexes[hex] === undefined);
    if (off !== undefined)
      return `${bannerName(banner.id)} may ${choice.kind} to ${hexName(off)}, which is not on the map`;
  }

  const turn = state.turn;
  const unknown = (ids: readonly string[] | undefined) => ids?.find((id) => !factions.has(id));
  const stray =
    unknown(turn.initiativeOrder) ??
    unknown(turn.submitted) ??
    unknown(turn.raisedThisTurn) ??
    (turn.active !== undefined && !factions.has(turn.active) ? turn.active : undefined);
  if (stray !== undefined) return `turn ${turn.number} names a faction the campaign does not have (${stray})`;
  // FS-TURN-1 INITIATIVE: once rolled, the order lists every faction once (the turn's steps walk it in order).
  const order = turn.initiativeOrder;
  if (order && (new Set(order).size !== order.length || order.length !== state.factions.length))
    return `the initiative order of turn ${turn.number} does not list every faction exactly once`;

  const winners = state.result ? [state.result.winner].flat() : [];
  if (unknown(winners) !== undefined) return 'the campaign was won by a faction it does not have';
  for (const player of Object.keys(state.secretObjectives ?? {}))
    if (!playerFaction.has(player)) return `player ${player} has a secret objective but plays for no faction`;
  return undefined;
}

/** Banners as the GM sees them: faction name and number by creation order ("Ash 2"), as on the board. */
function bannerNames(state: FsState, factionName: (id: string) => string): Map<string, string> {
  const names = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const banner of [...state.banners].sort((a, b) => a.seq - b.seq)) {
    const n = (counts.get(banner.factionId) ?? 0) + 1;
    counts.set(banner.factionId, n);
    names.set(banner.id, `banner ${factionName(banner.factionId)} ${n}`);
  }
  return names;
}
