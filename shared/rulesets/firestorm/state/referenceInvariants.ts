import { hexName } from '../../../hex';
import { rosterSizeProblem } from '../../assault/rosterBounds';
import { brokenRngState } from '../../core/state/logInvariants';
import type { Banner, Faction, FsState } from '../model/types';
import { t } from '../../../i18n';

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
  const bannerName = (id: string) => names.get(id) ?? t('fsEngine:invariants.bannerNamed', { name: id });
  const rng = brokenRngState(state.rng, t('fsEngine:invariants.theCampaign'));
  if (rng) return rng;

  // FS-SETUP: a player plays for one faction.
  const playerFaction = new Map<string, Faction>();
  for (const faction of state.factions)
    for (const player of faction.playerIds) {
      const other = playerFaction.get(player);
      if (other)
        return t('fsEngine:invariants.playerTwice', { player, first: other.name, second: faction.name });
      playerFaction.set(player, faction);
    }
  for (const faction of state.factions)
    if (state.map.hexes[faction.originTowerHex] === undefined)
      return t('fsEngine:invariants.towerOffMap', {
        faction: faction.name,
        hex: hexName(faction.originTowerHex),
      });

  const banners = new Map<string, Banner>(state.banners.map((b) => [b.id, b]));
  for (const banner of state.banners) {
    const faction = factions.get(banner.factionId);
    for (const player of banner.playerIds) {
      const playsFor = playerFaction.get(player);
      if (playsFor !== faction)
        return playsFor
          ? t('fsEngine:invariants.ledByOther', {
              banner: bannerName(banner.id),
              player,
              faction: playsFor.name,
            })
          : t('fsEngine:invariants.ledByNobody', { banner: bannerName(banner.id), player });
    }
    // FS-MULTI-2: the next banner raised takes `nextBannerSeq`, so no banner may already have it or a later one.
    if (banner.seq >= state.nextBannerSeq)
      return t('fsEngine:invariants.bannerSeq', {
        banner: bannerName(banner.id),
        seq: banner.seq,
        next: state.nextBannerSeq,
      });
    const roster = banner.roster && rosterSizeProblem(banner.roster, bannerName(banner.id));
    if (roster) return roster;
  }

  const battles = new Map(state.battles.map((b) => [b.id, b]));
  if (battles.size !== state.battles.length) return t('fsEngine:invariants.battleId');
  for (const battle of state.battles) {
    const where = t('fsEngine:invariants.battleOn', { hex: hexName(battle.hex) });
    if (battle.seq >= state.nextBattleSeq)
      return t('fsEngine:invariants.battleSeq', {
        battle: where,
        seq: battle.seq,
        next: state.nextBattleSeq,
      });
    for (const side of [battle.attacker.factionId, battle.defender.factionId])
      if (!factions.has(side)) return t('fsEngine:invariants.battleFaction', { battle: where });
    if (battle.state !== 'applied') {
      if (!banners.has(battle.attacker.bannerId))
        return t('fsEngine:invariants.attackerMissing', { battle: where });
      if (battle.defender.bannerId !== null && !banners.has(battle.defender.bannerId))
        return t('fsEngine:invariants.defenderMissing', { battle: where });
      if (state.map.hexes[battle.entryHex] === undefined)
        return t('fsEngine:invariants.entryOffMap', { battle: where });
    }
  }

  const sieges = new Set<string>();
  for (const siege of state.sieges) {
    const battle = battles.get(siege.battleId);
    if (!battle) return t('fsEngine:invariants.siegeBattle');
    if (sieges.has(siege.battleId)) return t('fsEngine:invariants.siegeTwice', { hex: hexName(battle.hex) });
    sieges.add(siege.battleId);
    // SIEGE-1: only a territory its defender owns can be besieged (a walled item is a domain item, FS-ITEM-1).
    const owner = state.territories[battle.hex]?.owner ?? null;
    if (siege.state !== 'ended' && owner === null)
      return t('fsEngine:invariants.siegeOwner', { hex: hexName(battle.hex) });
  }

  for (const choice of state.pending) {
    const banner = banners.get(choice.bannerId);
    if (!banner) return t(`fsEngine:invariants.choiceBanner.${choice.kind}`);
    if (!battles.has(choice.battleId))
      return t(`fsEngine:invariants.choiceBattle.${choice.kind}`, { banner: bannerName(banner.id) });
    const off = choice.options.find((hex) => state.map.hexes[hex] === undefined);
    if (off !== undefined)
      return t(`fsEngine:invariants.choiceOffMap.${choice.kind}`, {
        banner: bannerName(banner.id),
        hex: hexName(off),
      });
  }

  const turn = state.turn;
  const unknown = (ids: readonly string[] | undefined) => ids?.find((id) => !factions.has(id));
  const stray =
    unknown(turn.initiativeOrder) ??
    unknown(turn.submitted) ??
    unknown(turn.raisedThisTurn) ??
    (turn.active !== undefined && !factions.has(turn.active) ? turn.active : undefined);
  if (stray !== undefined) return t('fsEngine:invariants.turnFaction', { turn: turn.number, faction: stray });
  // FS-TURN-1 INITIATIVE: once rolled, the order lists every faction once (the turn's steps walk it in order).
  const order = turn.initiativeOrder;
  if (order && (new Set(order).size !== order.length || order.length !== state.factions.length))
    return t('fsEngine:invariants.initiative', { turn: turn.number });

  const winners = state.result ? [state.result.winner].flat() : [];
  if (unknown(winners) !== undefined) return t('fsEngine:invariants.winner');
  for (const player of Object.keys(state.secretObjectives ?? {}))
    if (!playerFaction.has(player)) return t('fsEngine:invariants.objectivePlayer', { player });
  return undefined;
}

/** Banners as the GM sees them: faction name and number by creation order ("Ash 2"), as on the board. */
function bannerNames(state: FsState, factionName: (id: string) => string): Map<string, string> {
  const names = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const banner of [...state.banners].sort((a, b) => a.seq - b.seq)) {
    const n = (counts.get(banner.factionId) ?? 0) + 1;
    counts.set(banner.factionId, n);
    names.set(
      banner.id,
      t('fsEngine:invariants.bannerNumbered', { faction: factionName(banner.factionId), number: n }),
    );
  }
  return names;
}
