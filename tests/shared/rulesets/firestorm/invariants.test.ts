import { replayEvents, kernelStep } from '@shared/kernel';
import { isPassable, rectangleMap } from '@shared/map';
import {
  adjacentTerritories,
  createFirestormCampaign,
  factionBanners,
  firestormAutoCommand,
  firestormRuleset,
  openBattles,
  type FsCommand,
  type FsState,
  type OrderSpec,
} from '@shared/rulesets/firestorm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const UNITS = ['commander', 'Liberators', 'Sequitors', 'Hero'] as const;
const RESULTS = ['majorVictory', 'minorVictory', 'draw', 'minorDefeat', 'majorDefeat'] as const;

function newCampaign(seed: number): FsState {
  const map = rectangleMap(10, 8, ({ col, row }) =>
    col === 4 && row > 1 && row < 6 ? { terrain: 'water' } : undefined,
  );
  const made = createFirestormCampaign({
    name: 'P',
    map,
    seed,
    factions: [
      { name: 'Iron', color: '#111111', alliance: 'Order', players: ['Ian', 'Ivy'] },
      { name: 'Ash', color: '#222222', alliance: 'Chaos', players: ['Abe'] },
      { name: 'Bone', color: '#333333', alliance: 'Death', players: ['Bea'] },
      { name: 'Gut', color: '#444444', alliance: 'Destruction', players: ['Gus'] },
    ],
  });
  if (!made.ok) throw new Error(made.error.join());
  return made.value;
}

/** A random but legal-looking alternative to the bot's command; the engine may still refuse it (then the bot's runs). */
function randomCommand(state: FsState, pick: () => number): FsCommand | undefined {
  if (state.turn.step === 'ORDERS') {
    const f = state.factions.find(
      (x) => !state.turn.submitted.includes(x.id) && factionBanners(state, x.id).length > 0,
    );
    if (!f) return undefined;
    const orders: OrderSpec[] = factionBanners(state, f.id).map((b) => {
      const near = adjacentTerritories(state, b.hex!);
      const kind = pick() % 4;
      const to = near[pick() % near.length]!;
      if (kind === 0 || !to) return { banner: b.id, type: 'hold' };
      if (kind === 1) return { banner: b.id, type: 'fortify' };
      if (kind === 2) return { banner: b.id, type: 'move', path: [b.hex!, to] };
      const next = adjacentTerritories(state, to);
      return { banner: b.id, type: 'forcedMarch', path: [b.hex!, to, next[pick() % next.length]!] };
    });
    return { type: 'SubmitOrders', faction: f.id, orders };
  }
  if (['BATTLES', 'UPKEEP'].includes(state.turn.step) && pick() % 3 === 0) {
    // FS-PTG-*: a record for some game of this turn, by one of its players, with random units.
    const battle = state.battles.filter((b) => b.turn === state.turn.number && b.games.length > 0)[0];
    const game = battle?.games[pick() % (battle?.games.length ?? 1)];
    if (battle && game) {
      const players = [...game.attackerPlayers, ...game.defenderPlayers];
      const unit = () => UNITS[pick() % UNITS.length]!;
      return {
        type: 'RecordPathToGlory',
        battle: battle.hex,
        game: battle.games.indexOf(game) + 1,
        player: players[pick() % players.length]!,
        upgrades: pick() % 2 === 0 ? [{ unit: unit(), upgrade: 'Veteran' }] : [],
        destroyed: [unit()],
        commanderSlain: pick() % 4 === 0,
        slainCharacters: pick() % 4 === 0 ? ['Hero'] : [],
      };
    }
  }
  if (pick() % 25 === 0) {
    // DATA-9: a roster for a random banner (SIEGE-16 then fights the Final Assault by ASLT).
    const live = state.banners.filter((b) => b.hex !== null);
    const banner = live[pick() % live.length];
    if (banner)
      return {
        type: 'RecordRoster',
        banner: banner.id,
        roster: [{ id: `${banner.id}-u`, br: 1 + (pick() % 4), troops: 100 }],
      };
  }
  if (state.turn.step === 'BATTLES') {
    const battle = openBattles(state).find(
      (b) => b.state === 'pending' && b.kind === 'field' && b.games.length < 2,
    );
    if (battle)
      return {
        type: 'RecordGame',
        battle: battle.hex,
        game: {
          result: RESULTS[pick() % 5]!,
          attackerTabled: pick() % 5 === 0,
          defenderTabled: pick() % 5 === 0,
        },
      };
  }
  return undefined;
}

function checkInvariants(state: FsState, initialBanked: Map<string, number>): void {
  const open = new Set(openBattles(state).map((b) => b.hex));
  const seen = new Map<string, Set<string>>();
  for (const b of state.banners) {
    if (b.hex === null) continue;
    const here = seen.get(b.hex) ?? new Set<string>();
    expect(here.has(b.factionId), `two ${b.factionId} banners in ${b.hex}`).toBe(false); // FS-MULTI-4
    here.add(b.factionId);
    seen.set(b.hex, here);
    if (here.size > 1) expect(open.has(b.hex), `two factions in ${b.hex} without a battle`).toBe(true);
  }
  for (const [hex, t] of Object.entries(state.territories))
    if (t.owner !== null) expect(isPassable(state.map.hexes[hex as never]!.terrain)).toBe(true); // FS-MAP-1
  for (const b of state.banners) {
    const units = (b.veterans ?? []).map((v) => v.unit);
    expect(new Set(units).size, `${b.id} has a unit with two upgrades`).toBe(units.length); // FS-PTG-3
    for (const fallen of b.fallen ?? []) expect(units).not.toContain(fallen); // FS-PTG-6
  }
  for (const f of state.factions) {
    expect(f.buildPoints).toBeGreaterThanOrEqual(0); // FS-BP-2
    let awarded = initialBanked.get(f.id)!;
    for (const e of state.log)
      if (e.type === 'GloryAwarded' && e.payload.faction === f.id) awarded += e.payload.amount as number;
    expect(f.gloryBanked).toBe(awarded); // FS-GLORY-3
  }
}

describe('random legal Firestorm command sequences keep the invariants', () => {
  it('one banner per faction per hex, owners on passable hexes, BP ≥ 0, glory = its tally, one upgrade per unit, exact replay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.nat(1000), { minLength: 50, maxLength: 200 }),
        (seed, choices) => {
          const initial = newCampaign(seed);
          const banked = new Map(initial.factions.map((f) => [f.id, f.gloryBanked]));
          let state = initial;
          let i = 0;
          const pick = () => choices[i++ % choices.length]!;
          for (let n = 0; n < 400 && state.status === 'running'; n++) {
            const alternative = pick() % 2 === 0 ? randomCommand(state, pick) : undefined;
            const tried = alternative ? kernelStep(firestormRuleset, state, alternative) : undefined;
            if (tried?.ok) state = tried.state;
            else {
              if (tried) expect(tried.state).toBe(state); // GEN-10: a refusal changes nothing
              const command = firestormAutoCommand(state);
              if (!command) break;
              const result = kernelStep(firestormRuleset, state, command);
              if (!result.ok) throw new Error(JSON.stringify(result.violations));
              state = result.state;
            }
            checkInvariants(state, banked);
          }
          expect(JSON.stringify(replayEvents(firestormRuleset, initial, state.log))).toBe(
            JSON.stringify(state),
          );
        },
      ),
      { numRuns: 8 },
    );
  });
});
