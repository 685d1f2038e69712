/**
 * A binary min-heap of hex indices keyed by a float, on typed arrays (priority-flood, Dijkstra). Equal keys pop
 * in ascending index order so results never depend on insertion history (GEN-9 hex order). Sifts move a hole
 * instead of swapping pairs: about half the writes, which showed in the priority-flood profile.
 */
export class MinHeap {
  private readonly keys: Float64Array;
  private readonly items: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.items = new Int32Array(capacity);
  }

  push(key: number, item: number): void {
    const keys = this.keys;
    const items = this.items;
    let hole = this.size++;
    while (hole > 0) {
      const up = (hole - 1) >> 1;
      const upKey = keys[up]!;
      if (upKey < key || (upKey === key && items[up]! < item)) break;
      keys[hole] = upKey;
      items[hole] = items[up]!;
      hole = up;
    }
    keys[hole] = key;
    items[hole] = item;
  }

  /** The key of the top item; call before pop(). */
  peekKey(): number {
    return this.keys[0]!;
  }

  pop(): number {
    const keys = this.keys;
    const items = this.items;
    const top = items[0]!;
    const size = --this.size;
    if (size === 0) return top;
    const key = keys[size]!;
    const item = items[size]!;
    let hole = 0;
    for (;;) {
      let child = hole * 2 + 1;
      if (child >= size) break;
      const right = child + 1;
      if (right < size) {
        const kr = keys[right]!;
        const kl = keys[child]!;
        if (kr < kl || (kr === kl && items[right]! < items[child]!)) child = right;
      }
      const ck = keys[child]!;
      if (key < ck || (key === ck && item < items[child]!)) break;
      keys[hole] = ck;
      items[hole] = items[child]!;
      hole = child;
    }
    keys[hole] = key;
    items[hole] = item;
    return top;
  }
}
