import { describe, expect, it } from 'vitest';
import { edgeFacing, fsBattleSite, makeBattlefield, waitingBattles } from '@shared/battlefield';
import { kernelStep } from '@shared/kernel';
import {
  firestormAutoCommand,
  firestormRuleset,
  openBattles,
  type FsState,
} from '@shared/rulesets/firestorm';
import { fourFactionCampaign } from '../rulesets/firestorm/fixtures';

/** Auto-plays a new Firestorm campaign until its first battle waits in BATTLES. */
function firstBattle(seed: number): FsState {
  let state = fourFactionCampaign(seed);
  for (let n = 0; n < 5000; n++) {
    if (state.turn.step === 'BATTLES' && openBattles(state).some((b) => b.state === 'pending')) return state;
    const r = kernelStep(firestormRuleset, state, firestormAutoCommand(state));
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join());
    state = r.state;
  }
  throw new Error(`seed ${seed}: no battle`);
}

describe('Firestorm battles get plans from the territory’s hex (issue 29, FS-MAP-1)', () => {
  it('reads the hex, the factions and a SCEN-1 scenario fixed by the battle (FS-BATTLE-3)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const state = firstBattle(seed);
      const [waiting] = waitingBattles(state);
      const battle = state.battles.find((b) => b.id === waiting!.battleId)!;
      const site = waiting!.site;
      expect(site.hex).toBe(battle.hex);
      expect(site.terrain).toBe(state.map.hexes[battle.hex]!.terrain);
      expect(site.entryDir).toBe(battle.entryDir);
      expect(site.sides.attacker.name).toBe(
        state.factions.find((f) => f.id === battle.attacker.factionId)!.name,
      );
      // The same battle always rolls the same scenario, whatever the plan's seed.
      expect(fsBattleSite(state, battle).scenario).toEqual(site.scenario);
      const a = makeBattlefield(site, undefined, 1);
      const b = makeBattlefield(site, undefined, 2);
      expect(a.deployment).toBe(b.deployment);
      const attacker = a.zones.find((z) => z.side === 'attacker')!;
      if (a.deployment !== 'Chance Encounter')
        expect(attacker.edge).toBe(edgeFacing(a.table, battle.entryDir));
      // A siege puts the stronghold on the defender's edge.
      const siege = makeBattlefield(fsBattleSite(state, { ...battle, kind: 'firestormSiege' }), undefined, 1);
      expect(siege.deployment).toBe('Siege');
      expect(siege.pieces.some((p) => p.kind === 'fortress')).toBe(true);
    }
  });
});
