import { GM_VIEWER, kernelStep, seatViewer } from '@shared/kernel';
import {
  firestormAutoCommand,
  firestormRuleset,
  fsBattleBriefing,
  openBattles,
  sidePoints,
  summoningAllowance,
  type Battle,
  type FsState,
} from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';
import { fourFactionCampaign } from './fixtures';

/** Auto-plays from a new campaign until its first battle waits in BATTLES; returns that state and battle. */
function firstBattle(seed: number): { state: FsState; battle: Battle } {
  let state = fourFactionCampaign(seed);
  for (let n = 0; n < 5000; n++) {
    const pending = openBattles(state).find((b) => b.state === 'pending');
    if (state.turn.step === 'BATTLES' && pending) return { state, battle: pending };
    const r = kernelStep(firestormRuleset, state, firestormAutoCommand(state));
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join());
    state = r.state;
  }
  throw new Error(`seed ${seed}: no battle`);
}

const sum = (lines: readonly { points: number }[]) => lines.reduce((t, l) => t + l.points, 0);

describe('the Firestorm battle briefing (§5.18 FS-BRIEF-1..12)', () => {
  it('computes the summoning allowance of the errata (FS-BRIEF-10)', () => {
    expect(summoningAllowance(2000, 2250)).toBe(650);
    expect(summoningAllowance(2250, 2000)).toBe(400);
    expect(summoningAllowance(2000, 2000)).toBe(400);
  });

  it('shows each side’s points line by line, summing to the engine’s FS-BATTLE-4 points, over many battles', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { state, battle } = firstBattle(seed);
      const briefing = fsBattleBriefing(state, battle, GM_VIEWER);
      for (const side of [briefing.attacker, briefing.defender]) {
        expect(sum(side.pointLines), `seed ${seed}`).toBe(sidePoints(state, battle, side.side));
        expect(side.points).toBe(sum(side.pointLines));
      }
      expect(briefing.attacker.summoning).toBe(
        summoningAllowance(briefing.attacker.points, briefing.defender.points),
      );
      const banner = state.banners.find((b) => b.id === battle.attacker.bannerId)!;
      expect(briefing.attacker.fatigued).toBe(banner.fatigued);
      expect(briefing.items.map((i) => i.id)).toEqual([
        'FS-BRIEF-1',
        'FS-BRIEF-7',
        'FS-BRIEF-8',
        'FS-BRIEF-9',
        'FS-BRIEF-12',
      ]);
    }
  });

  it('names the fortify, Temple, relic and command point lines of a prepared battle', () => {
    const { state, battle } = firstBattle(3);
    const defender = battle.defender;
    const attackerFaction = state.factions.find((f) => f.id === battle.attacker.factionId)!;
    // The attacker's faction holds a Temple in the battle territory's owner's place and the Fulminax relic.
    const hex = battle.hex;
    const owned = Object.entries(state.territories).find(([, t]) => t.owner === attackerFaction.id)![0];
    const prepared: FsState = {
      ...state,
      territories: {
        ...state.territories,
        [owned]: {
          ...state.territories[owned]!,
          items: [...state.territories[owned]!.items, { type: 'temple', builtTurn: 0 }],
          special: { name: 'Caverns', glory: 2, relic: 'fulminax', timesOfWar: 'Lava flows: −1 Move.' },
        },
      },
      battles: state.battles.map((b) =>
        b.id === battle.id ? { ...b, hexOwnerAtCreation: attackerFaction.id } : b,
      ),
    };
    const again = prepared.battles.find((b) => b.id === battle.id)!;
    const briefing = fsBattleBriefing(prepared, again, GM_VIEWER);
    expect(briefing.attacker.pointLines.map((l) => l.reason)).toContain('temple');
    expect(briefing.attacker.effects.join(' ')).toContain('Caverns of Fulminax');
    expect(briefing.attacker.commandPoints.d3).toBe(true); // every faction starts with its Lord's Tower
    expect(briefing.timesOfWar).toBeUndefined(); // the Times of War text belongs to the battle territory only
    const atBattle = fsBattleBriefing(
      {
        ...prepared,
        territories: {
          ...prepared.territories,
          [hex]: {
            ...(prepared.territories[hex] ?? { owner: null, items: [] }),
            special: { name: 'Here', glory: 2, timesOfWar: 'Ash storms.' },
          },
        },
      },
      again,
      GM_VIEWER,
    );
    expect(atBattle.timesOfWar).toBe('Ash storms.');
    expect(defender.factionId).not.toBe(attackerFaction.id);
  });

  it('shows the players’ Secret Objectives only where the viewer may read them (FS-BRIEF-11, FS-SETUP-5)', () => {
    const { state, battle } = firstBattle(5);
    const banner = state.banners.find((b) => b.id === battle.attacker.bannerId)!;
    const player = banner.playerIds[0]!;
    const withCard: FsState = {
      ...state,
      secretObjectives: { [player]: { text: 'Take a tower', achieved: false } },
    };
    const gm = fsBattleBriefing(withCard, battle, GM_VIEWER);
    expect(gm.attacker.objectives).toEqual([{ player, text: 'Take a tower', achieved: false }]);
    const enemy = fsBattleBriefing(withCard, battle, seatViewer(battle.defender.factionId));
    expect(enemy.attacker.objectives).toEqual([{ player }]);
    const own = fsBattleBriefing(withCard, battle, seatViewer(battle.attacker.factionId));
    expect(own.attacker.objectives[0]!.text).toBe('Take a tower');
  });
});
