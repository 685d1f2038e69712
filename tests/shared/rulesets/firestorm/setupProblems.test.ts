import { describe, expect, it } from 'vitest';
import { demoMapDocument } from '@shared/document';
import { isPassable } from '@shared/map';
import type { HexKey } from '@shared/hex';
import { setupFormProblems, setupPlacementProblem } from '@shared/rulesets/firestorm/queries/setupProblems';

const faction = (name: string, color: string, players = ['Ann']) => ({ name, color, players });

describe('the Firestorm set-up queries the set-up panel asks (issue 25)', () => {
  it('names each form problem with its faction and rule (FS-SETUP-1, FS-SETUP-4, GEN-5)', () => {
    expect(
      setupFormProblems({
        factions: [faction('Iron', '#111'), faction('Ash', '#222')],
        bannerPoints: 500,
        seed: 7,
      }),
    ).toEqual([]);
    expect(
      setupFormProblems({
        factions: [faction(' ', '#111'), faction('Ash', '#111', [' ']), faction('ash', '#333')],
        bannerPoints: 0,
        seed: -1,
      }),
    ).toEqual([
      'FS-SETUP-1: faction 1 needs a name',
      'FS-SETUP-1: Ash needs at least one player',
      'FS-SETUP-1: two factions are called ash',
      'FS-SETUP-1: two factions share a colour',
      'FS-SETUP-4: a banner is worth more than 0 points',
      'GEN-5: the dice seed is a whole number from 0 to 2147483647 (or empty for a fresh one)',
    ]);
  });

  it('refuses a tower or a special on an impassable hex, citing the rule placed (FS-SETUP-3, FS-MAP-3, FS-MAP-1)', () => {
    const { map } = demoMapDocument();
    const keys = Object.keys(map.hexes) as HexKey[];
    const land = keys.find((k) => isPassable(map.hexes[k]!.terrain))!;
    const water = keys.find((k) => !isPassable(map.hexes[k]!.terrain))!;
    expect(setupPlacementProblem(map, land, 'tower')).toBeUndefined();
    expect(setupPlacementProblem(map, water, 'tower')).toMatch(
      /^FS-SETUP-3: hex \S+ is impassable, not a territory \(FS-MAP-1\)\.$/,
    );
    expect(setupPlacementProblem(map, water, 'special')).toMatch(/^FS-MAP-3: /);
  });
});
