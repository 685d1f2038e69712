/**
 * A memo for indexes derived from immutable state parts (Firestorm's banners and territories, core's armies table), keyed by
 * identity and holding the few most recent keys. Decision: not a WeakMap: apply makes a new key for nearly every
 * event, and V8's WeakMaps (ephemeron tables) made each such insert cost tens of microseconds and most of the GC
 * time of an auto-played campaign. A lookup for an older key just rebuilds.
 */
export interface RecentCache<K extends object, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** Forgets `key`'s value (its key was changed in place in a way the value cannot follow). */
  delete(key: K): void;
}

export function recentCache<K extends object, V>(size = 4): RecentCache<K, V> {
  const keys: (K | undefined)[] = new Array<K | undefined>(size).fill(undefined);
  const values: (V | undefined)[] = new Array<V | undefined>(size).fill(undefined);
  let next = 0;
  return {
    get(key) {
      for (let i = 0; i < size; i++) if (keys[i] === key) return values[i];
      return undefined;
    },
    set(key, value) {
      for (let i = 0; i < size; i++)
        if (keys[i] === key) {
          values[i] = value;
          return;
        }
      keys[next] = key;
      values[next] = value;
      next = (next + 1) % size;
    },
    delete(key) {
      for (let i = 0; i < size; i++)
        if (keys[i] === key) {
          keys[i] = undefined;
          values[i] = undefined;
        }
    },
  };
}
