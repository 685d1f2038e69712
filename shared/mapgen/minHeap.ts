/**
 * A binary min-heap of hex indices keyed by a float, on typed arrays (priority-flood, Dijkstra). Equal keys pop
 * in ascending index order so results never depend on insertion history (GEN-9 hex order).
 */
export class MinHeap {
  private readonly keys: Float64Array;
  private readonly items: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.items = new Int32Array(capacity);
  }

  private less(a: number, b: number): boolean {
    const ka = this.keys[a]!;
    const kb = this.keys[b]!;
    return ka < kb || (ka === kb && this.items[a]! < this.items[b]!);
  }

  private swap(a: number, b: number): void {
    const k = this.keys[a]!;
    this.keys[a] = this.keys[b]!;
    this.keys[b] = k;
    const i = this.items[a]!;
    this.items[a] = this.items[b]!;
    this.items[b] = i;
  }

  push(key: number, item: number): void {
    let at = this.size++;
    this.keys[at] = key;
    this.items[at] = item;
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (!this.less(at, up)) break;
      this.swap(at, up);
      at = up;
    }
  }

  /** The key of the top item; call before pop(). */
  peekKey(): number {
    return this.keys[0]!;
  }

  pop(): number {
    const top = this.items[0]!;
    const last = --this.size;
    if (last > 0) {
      this.keys[0] = this.keys[last]!;
      this.items[0] = this.items[last]!;
      let at = 0;
      for (;;) {
        const left = at * 2 + 1;
        if (left >= last) break;
        const right = left + 1;
        const child = right < last && this.less(right, left) ? right : left;
        if (!this.less(child, at)) break;
        this.swap(child, at);
        at = child;
      }
    }
    return top;
  }
}
