import type { Banner, Battle, FsState, Side } from '../model/types';
import {
  adjacentTerritories,
  bannerById,
  bannersAt,
  benefitsFromTemple,
  factionById,
  garrisonPoints,
  territoryAt,
} from './selectors';

/** FS-REINF-1: a friendly banner in an adjacent territory that is not engaged this turn. */
export function hasAdjacentSupport(state: FsState, banner: Banner): boolean {
  if (banner.hex === null) return false;
  // The banners of the (at most six) adjacent territories rather than every live banner against a Set.
  for (const hex of adjacentTerritories(state, banner.hex))
    for (const b of bannersAt(state, hex))
      if (b.factionId === banner.factionId && b.id !== banner.id && !b.engagedThisTurn) return true;
  return false;
}

/** One line of FS-BATTLE-4's table as the briefing shows it (FS-BRIEF-2): what it is for and how many points. */
export interface PointsLine {
  readonly reason: 'banner' | 'reinforcement' | 'garrisonJoins' | 'temple' | 'orderFortify' | 'garrison';
  readonly points: number;
}

/**
 * FS-BATTLE-4: a banner's battle points in a battle at `hex`, line by line, as things stand now. Reinforcement
 * (FS-REINF-1) and a garrison joining its banner (FS-GARR-2) give +250 at most together (FS-REINF-2).
 */
export function bannerPointLines(
  state: FsState,
  banner: Banner,
  hex: string,
  ownerAtCreation: string | null,
): PointsLine[] {
  const lines: PointsLine[] = [{ reason: 'banner', points: banner.points }];
  const t = territoryAt(state, hex);
  if (t?.owner === banner.factionId && garrisonPoints(t) > 0)
    lines.push({ reason: 'garrisonJoins', points: 250 });
  else if (hasAdjacentSupport(state, banner)) lines.push({ reason: 'reinforcement', points: 250 });
  if (ownerAtCreation === banner.factionId && benefitsFromTemple(state, banner.factionId))
    lines.push({ reason: 'temple', points: 150 });
  const faction = factionById(state, banner.factionId);
  if (faction?.alliance === 'Order' && banner.order?.type === 'fortify')
    lines.push({ reason: 'orderFortify', points: 150 }); // FS-ALLY-1
  return lines;
}

/** FS-BATTLE-4: the sum of bannerPointLines. */
export function bannerBattlePoints(
  state: FsState,
  banner: Banner,
  hex: string,
  ownerAtCreation: string | null,
): number {
  let points = 0;
  for (const line of bannerPointLines(state, banner, hex, ownerAtCreation)) points += line.points;
  return points;
}

/** FS-BATTLE-4 for one side of a battle, line by line (a garrison alone: 1500 or 2000). */
export function sidePointLines(state: FsState, battle: Battle, side: Side): PointsLine[] {
  const bannerId = side === 'attacker' ? battle.attacker.bannerId : battle.defender.bannerId;
  if (bannerId) {
    const banner = bannerById(state, bannerId);
    return banner ? bannerPointLines(state, banner, battle.hex, battle.hexOwnerAtCreation) : [];
  }
  return [{ reason: 'garrison', points: garrisonPoints(territoryAt(state, battle.hex)) }];
}

/** FS-BATTLE-4 for one side of a battle (a garrison alone: 1500 or 2000). */
export function sidePoints(state: FsState, battle: Battle, side: Side): number {
  if (side === 'attacker') {
    const banner = bannerById(state, battle.attacker.bannerId);
    return banner ? bannerBattlePoints(state, banner, battle.hex, battle.hexOwnerAtCreation) : 0;
  }
  if (battle.defender.bannerId) {
    const banner = bannerById(state, battle.defender.bannerId);
    return banner ? bannerBattlePoints(state, banner, battle.hex, battle.hexOwnerAtCreation) : 0;
  }
  return garrisonPoints(territoryAt(state, battle.hex));
}
