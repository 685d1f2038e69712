import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { lazyMapPicture } from '../../../../renderer/src/canvas/draw/lazyMapPicture';
import { buildMapPicture } from '../../../../renderer/src/canvas/draw/mapPicture';
import { buildWhenIdle } from '../../../../renderer/src/canvas/buildWhenIdle';
import { createRecordingPath } from '../recordingContext';
import { withHex } from '../testMaps';

const generated = generateMap({ ...DEFAULT_MAP_PARAMS, width: 40, height: 30 }, 5);
if (!generated.ok) throw new Error(generated.error.join('; '));
const map = generated.value.map;
const SIZE = 32;

/** What a picture draws from, as plain data: each chunk's id, base terrain and recorded paths. */
const summary = (picture: ReturnType<typeof buildMapPicture>) => ({
  terrain: picture.terrain.chunks.map((built) => [
    built.chunk.id,
    built.baseTerrain,
    built.base,
    built.fills,
  ]),
  features: picture.features.chunks.map((built) => [built.chunk.id, built.rivers, built.settlements]),
});

describe('lazyMapPicture (issue 30)', () => {
  it('builds, a slice at a time, exactly what buildMapPicture builds at once', () => {
    const lazy = lazyMapPicture(map, SIZE, createRecordingPath);
    expect(lazy.built).toBe(false);
    expect(lazy.fresh).toBe(true);
    let slices = 0;
    // One chunk per slice: `more` says no after every chunk.
    while (!lazy.buildSome(() => false)) slices++;
    expect(slices).toBeGreaterThan(1);
    expect(lazy.built).toBe(true);
    expect(summary(lazy)).toEqual(summary(buildMapPicture(map, SIZE, createRecordingPath)));
  });

  it('finishes the build when a caller reads the chunks, and reuses unchanged chunks of a built picture', () => {
    const first = lazyMapPicture(map, SIZE, createRecordingPath);
    const chunks = first.terrain.chunks;
    expect(first.built).toBe(true);
    const hex = Object.values(map.hexes)[0]!;
    const edited = lazyMapPicture(
      withHex(map, `${hex.q},${hex.r}`, { terrain: hex.terrain === 'forest' ? 'open' : 'forest' }),
      SIZE,
      createRecordingPath,
      first,
    );
    // An edit is no fresh start: its first frame waits for the (mostly reused) chunks.
    expect(edited.fresh).toBe(false);
    const reused = edited.terrain.chunks.filter((built, index) => built === chunks[index]);
    expect(reused).toHaveLength(chunks.length - 1);
  });

  it('builds in idle time and then tells its listeners, once', async () => {
    const lazy = lazyMapPicture(map, SIZE, createRecordingPath);
    let told = 0;
    await new Promise<void>((resolve) => {
      buildWhenIdle(lazy, () => {
        told++;
        resolve();
      });
    });
    expect(lazy.built).toBe(true);
    buildWhenIdle(lazy, () => told++);
    expect(told).toBe(1);
  });
});
