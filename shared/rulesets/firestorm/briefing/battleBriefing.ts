import type { Viewer } from '../../../kernel';
import type { Battle, FactionId, FsState, Side } from '../model/types';
import { sidePointLines, type PointsLine } from '../state/battlePoints';
import {
  bannerById,
  benefitingWalledSettlements,
  factionById,
  holdsRelic,
  ownsWith,
  territoryAt,
} from '../state/selectors';
import { visibleSecretObjectives } from '../viewer';
import { ITEM_EFFECTS, standingItems } from './briefingTexts';

/** One [BRIEFING] line (§5.18): shown to the players, never enforced (GEN-2). */
export interface FsBriefingItem {
  readonly id: `FS-BRIEF-${number}`;
  readonly text: string;
}

/** What one side of a battle brings to the table. */
export interface FsBriefingSide {
  readonly side: Side;
  readonly factionId: FactionId;
  /** FS-BRIEF-2: the FS-BATTLE-4 lines; their sum is the side's points. */
  readonly pointLines: readonly PointsLine[];
  readonly points: number;
  /** FS-BRIEF-10: summoning allowance without sudden death. */
  readonly summoning: number;
  /** FS-BRIEF-5: D3 when the faction controls a Lord's Tower, plus its benefiting Walled Settlements (≤ 2). */
  readonly commandPoints: { readonly d3: boolean; readonly plus: number };
  readonly fatigued: boolean;
  /** FS-BRIEF-4: a fortified banner that is attacked (the defender only). */
  readonly fortified: boolean;
  /** FS-BRIEF-6: relic and item effects the faction holds, in catalogue words. */
  readonly effects: readonly string[];
  /** FS-BRIEF-12: the named characters present in the banner. */
  readonly characters: readonly string[];
  /** FS-BRIEF-11: the Secret Objectives of the side's players, as the viewer may read them. */
  readonly objectives: readonly {
    readonly player: string;
    readonly text?: string;
    readonly achieved?: boolean;
  }[];
}

export interface FsBattleBriefing {
  readonly battleHex: string;
  readonly attacker: FsBriefingSide;
  readonly defender: FsBriefingSide;
  /** FS-BRIEF-11: the battle territory's Times of War text (FS-MAP-3), when the GM entered one. */
  readonly timesOfWar?: string;
  /** The standing texts: FS-BRIEF-1, 7, 8, 9, 12. */
  readonly items: readonly FsBriefingItem[];
}

/**
 * FS-BRIEF-10 (errata): `floor(0.20 × min(P_X, P_opp)) + max(0, P_opp − P_X)`; 2000 vs 2250 gives 650 to the
 * 2000-point side and 400 to the other.
 */
export function summoningAllowance(own: number, opponent: number): number {
  return Math.floor(0.2 * Math.min(own, opponent)) + Math.max(0, opponent - own);
}

/** §5.18 FS-BRIEF-1..12: the numbers and texts shown before a game of a Firestorm battle, for `viewer`. */
export function fsBattleBriefing(state: FsState, battle: Battle, viewer: Viewer): FsBattleBriefing {
  const lines = {
    attacker: sidePointLines(state, battle, 'attacker'),
    defender: sidePointLines(state, battle, 'defender'),
  };
  const points = { attacker: sum(lines.attacker), defender: sum(lines.defender) };
  const side = (which: Side): FsBriefingSide => {
    const other: Side = which === 'attacker' ? 'defender' : 'attacker';
    const factionId = battle[which].factionId;
    const banner = battle[which].bannerId ? bannerById(state, battle[which].bannerId!) : undefined;
    const players = banner?.playerIds ?? factionById(state, factionId)?.playerIds ?? [];
    const objectives = visibleSecretObjectives(state, viewer);
    return {
      side: which,
      factionId,
      pointLines: lines[which],
      points: points[which],
      summoning: summoningAllowance(points[which], points[other]),
      commandPoints: {
        d3: ownsWith(state, factionId, 'lordsTower'),
        plus: benefitingWalledSettlements(state, factionId).length,
      },
      fatigued: banner?.fatigued ?? false,
      fortified: which === 'defender' && banner?.order?.type === 'fortify',
      effects: effectsOf(state, factionId),
      characters: banner?.characters ?? [],
      objectives: players.flatMap((player) => {
        const shown = objectives[player];
        if (!shown) return [];
        return 'hidden' in shown ? [{ player }] : [{ player, text: shown.text, achieved: shown.achieved }];
      }),
    };
  };
  const timesOfWar = territoryAt(state, battle.hex)?.special?.timesOfWar;
  return {
    battleHex: battle.hex,
    attacker: side('attacker'),
    defender: side('defender'),
    ...(timesOfWar ? { timesOfWar } : {}),
    items: standingItems(),
  };
}

const sum = (lines: readonly PointsLine[]) => lines.reduce((total, l) => total + l.points, 0);

/** FS-ITEM-1's briefing column for what the faction holds now (FS-ITEM-2: a Foundry is the better of the two). */
function effectsOf(state: FsState, faction: FactionId): string[] {
  const effects: string[] = [];
  if (ownsWith(state, faction, 'foundry')) effects.push(ITEM_EFFECTS.foundry);
  if (ownsWith(state, faction, 'arcaneSanctum')) effects.push(ITEM_EFFECTS.arcaneSanctum);
  if (ownsWith(state, faction, 'scepterOfFlame') || factionById(state, faction)?.oneTimeGrants.scepter)
    effects.push(ITEM_EFFECTS.scepterOfFlame);
  if (holdsRelic(state, faction, 'prismatikon')) effects.push(ITEM_EFFECTS.prismatikon);
  if (holdsRelic(state, faction, 'fulminax')) effects.push(ITEM_EFFECTS.fulminax);
  if (holdsRelic(state, faction, 'infinityGears')) effects.push(ITEM_EFFECTS.infinityGears);
  return effects;
}
