/** A burg the import may place: not the placeholder burgs[0], not removed. Coordinates in the world's pixels. */
export interface WorldBurg {
  /** Azgaar's burg id (its index in pack.burgs). */
  readonly id: number;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  /** Azgaar's population points (thousands of people at the default population rate). */
  readonly population: number;
  /** The capital of a state. */
  readonly capital: boolean;
  /** The burg has a castle. */
  readonly citadel: boolean;
}

/** A river as the list of pack cells it runs through, source first; -1 where it flows off the canvas. */
export interface WorldRiver {
  readonly id: number;
  readonly name: string;
  readonly cells: readonly number[];
  /** Flow in m³/s: bigger rivers are laid first, so a tributary ends where it meets them. */
  readonly discharge: number;
}

/**
 * An Azgaar world as the import reads it (readAzgaarWorld): the canvas size in pixels, the pack cells as columns
 * (site point, height 0..100 where below 20 is water, biome id), the biome names, and the burgs and rivers that
 * count. Typed arrays: a 100,000-cell world resamples without a hundred thousand small objects.
 */
export interface AzgaarWorld {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly cells: {
    readonly count: number;
    readonly x: Float64Array;
    readonly y: Float64Array;
    readonly height: Uint8Array;
    readonly biome: Uint16Array;
  };
  /** Biome names by id (pack.biomes, or biomesData.name in releases before 1.111); null when the file has none. */
  readonly biomeNames: readonly string[] | null;
  readonly burgs: readonly WorldBurg[];
  /** Burgs the world keeps with `removed: true`: never imported, counted for the summary. */
  readonly removedBurgs: number;
  readonly rivers: readonly WorldRiver[];
}
