import { describe, expect, it } from 'vitest';
import {
  BALANCE_KINDS,
  balanceKindOf,
  balanceRefusal,
  firestormOnMap,
  runBalanceGame,
  runBalanceHere,
  runFirestormBalanceGame,
} from '@shared/balance';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { createRngState } from '@shared/random';
import {
  policiesForAll,
  runFirestormCampaign,
  SIMULATION_DEFAULT_POLICY,
  type FsState,
} from '@shared/rulesets/firestorm';
import { freshCampaign } from './balanceFixtures';

const REQUEST = { runs: 6, baseSeed: 1, maxTurns: 60 };

function firestorm(factions: number): FsState {
  const generated = generateMap(DEFAULT_MAP_PARAMS, 1);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const made = firestormOnMap(generated.value.map, factions, 1);
  if (!made.ok) throw new Error(made.error.join('; '));
  return made.value;
}

describe('the balance report of Firestorm campaigns (issue 16, FS-GLORY-4)', () => {
  const setup = firestorm(4);

  it('is one entry of the registry of report kinds, chosen by the campaign’s ruleset', () => {
    expect(Object.keys(BALANCE_KINDS)).toEqual(['core', 'firestorm', 'assault', 'defense']);
    expect(balanceKindOf(setup)?.ruleset).toBe('firestorm');
    expect(balanceKindOf(freshCampaign(1))?.ruleset).toBe('core');
    // A ruleset no report kind plays (a saved file of a future mode).
    expect(balanceKindOf({ ruleset: 'skirmish' })).toBeUndefined();
    expect(balanceRefusal({ ruleset: 'skirmish' })).toBe(
      'The balance report plays core and Firestorm campaigns, assaults and settlement defenses only.',
    );
    expect(balanceRefusal(setup)).toBeUndefined();
    expect(balanceRefusal({ ...setup, status: 'ended' })).toMatch(/has ended/);
  });

  it('is deterministic and reports every faction with glory victories, battles and conquered territories', () => {
    const a = runBalanceHere(setup, REQUEST);
    expect(runBalanceHere(setup, REQUEST)).toEqual(a);
    expect(a.ruleset).toBe('firestorm');
    expect(a.sides.map((s) => s.name)).toEqual(['Order', 'Chaos', 'Death', 'Destruction']);
    const wins = a.sides.reduce((n, s) => n + s.wins.count, 0);
    expect(wins + a.draws.count + a.unfinished.count).toBe(6);
    for (const { cause } of a.causes) expect(['glory', 'shared', 'unfinished']).toContain(cause);
    expect(a.causes.find((c) => c.cause === 'glory')?.runs).toBeGreaterThan(0);
    expect(a.battleHeat.length).toBeGreaterThan(0);
    expect(a.battleHeat[0]!.name).toMatch(/^hex \d{4}$/);
  });

  it('plays each run as runFirestormCampaign plays that seed with battles by dice, and counts what it logged', () => {
    const summary = runFirestormBalanceGame(setup, 2, REQUEST);
    expect(runBalanceGame(setup, 2, REQUEST)).toEqual(summary);
    const played = runFirestormCampaign(
      {
        ...setup,
        rng: createRngState(REQUEST.baseSeed + 2),
        settings: { ...setup.settings, 'fs.autoResolve': true },
      },
      // The report's default policy (issue 24): every faction aggressive.
      {
        maxTurns: REQUEST.maxTurns,
        policies: policiesForAll(['F1', 'F2', 'F3', 'F4'], SIMULATION_DEFAULT_POLICY),
      },
    ).state;
    const winner = played.result?.winner;
    expect(summary.winner).toBe(
      typeof winner === 'string' ? winner : winner?.length === 1 ? winner[0] : 'draw',
    );
    expect(summary.turns).toBe(played.turn.number);
    expect(summary.battleHexes).toEqual(
      played.log.filter((e) => e.type === 'BattleStarted').map((e) => e.payload.hex),
    );
    expect(summary.battlesByTurn!.reduce((a, b) => a + b, 0)).toBe(summary.battleHexes.length);
    expect(summary.battlesByTurn).toHaveLength(summary.turns);
    expect(summary.capturedHexes).toEqual(
      played.log.filter((e) => e.type === 'TerritoryConquered').map((e) => e.payload.hex),
    );
  });

  it('refuses a Firestorm campaign of 1 or 5 factions (FS-SETUP-1)', () => {
    const generated = generateMap(DEFAULT_MAP_PARAMS, 1);
    if (!generated.ok) throw new Error('map');
    expect(firestormOnMap(generated.value.map, 5, 1)).toEqual({
      ok: false,
      error: ['A Firestorm campaign has 2 to 4 factions (FS-SETUP-1), not 5.'],
    });
  });
});
