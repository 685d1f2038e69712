import { describe, expect, it } from 'vitest';
import { azgaarTerrain } from '@shared/interchange/azgaar';

describe('azgaarTerrain', () => {
  it('reads height first, with the thresholds Azgaar draws: water below 20, hills from 50, mountains above 70', () => {
    expect(azgaarTerrain(19, 6, null)).toBe('water');
    expect(azgaarTerrain(20, 4, null)).toBe('open');
    expect(azgaarTerrain(50, 6, null)).toBe('hills');
    expect(azgaarTerrain(70, 6, null)).toBe('hills');
    expect(azgaarTerrain(71, 4, null)).toBe('mountain');
  });

  it('reads the default biomes by id, so a renamed biome keeps its terrain', () => {
    const renamed = ['Sea', 'Dunes', '', '', '', '', 'Elvenwood', '', '', '', '', '', 'Fens'];
    expect(azgaarTerrain(30, 1, renamed)).toBe('open'); // hot desert
    expect(azgaarTerrain(30, 6, renamed)).toBe('forest');
    expect(azgaarTerrain(30, 9, null)).toBe('forest'); // taiga
    expect(azgaarTerrain(30, 10, null)).toBe('open'); // tundra
    expect(azgaarTerrain(30, 11, null)).toBe('mountain'); // glacier
    expect(azgaarTerrain(30, 12, renamed)).toBe('marsh');
    expect(azgaarTerrain(30, 0, null)).toBe('open'); // land Azgaar still calls Marine
  });

  it('reads biomes the GM added by the words of their names', () => {
    const names = [...Array(13).fill(''), 'Mangrove swamp', 'Dark Jungle', 'Salt flats'];
    expect(azgaarTerrain(30, 13, names)).toBe('marsh');
    expect(azgaarTerrain(30, 14, names)).toBe('forest');
    expect(azgaarTerrain(30, 15, names)).toBe('open');
    expect(azgaarTerrain(30, 40, null)).toBe('open');
  });
});
